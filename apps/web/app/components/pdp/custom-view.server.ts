/**
 * A custom medicine request page (/online-medicine-order/<requested-name>/custom-medicine):
 * a medicine we do not list, named by the shopper. No id, no price, no product data.
 */
import { LIMITS, PRODUCT_TYPE } from '@dawa/contracts';
import { maxQuantityFor } from '@dawa/domain';
import type { Locale } from '../../i18n/index.ts';
import type { CustomView } from './pdp-types.ts';
import { quantityView, seoView } from './pdp-view.server.ts';

const MAX_NAME = 80;

/** 'dolo-650-tablet' → 'Dolo 650 Tablet'. */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ')
    .slice(0, MAX_NAME)
    .trim();
}

export function buildCustomView(slug: string, opts: { locale: Locale; origin: string }): CustomView | null {
  const name = nameFromSlug(slug);
  if (name === '') return null;
  return {
    kind: 'custom',
    locale: opts.locale,
    name,
    customId: LIMITS.customMedicineId,
    quantity: quantityView(1, maxQuantityFor({ productType: PRODUCT_TYPE.medicine, isCustomMedicine: true })),
    seo: seoView(opts.origin, `/online-medicine-order/${encodeURIComponent(slug)}/custom-medicine`, true, opts.locale),
  };
}
