/** The same product in its other packs: links to their pages, the one on screen marked as chosen. */
import { formatRupees } from '@dawa/domain';
import { Link } from 'react-router';
import type { OtcProductDetail } from '@dawa/contracts';
import { useLocale, useT } from '../../i18n/index.ts';

type Variant = OtcProductDetail['product']['variants'][number];

const rupees = (decimal: string) => formatRupees(Math.round(Number(decimal) * 100) || 0);

export function VariantChooser({ variants }: { variants: Variant[] }) {
  const t = useT();
  const locale = useLocale();
  if (variants.length < 2) return null;
  const english = locale === 'hi' ? 'en' : undefined;
  return (
    <nav className="otc-variants" aria-labelledby="otc-variants-title">
      <h2 id="otc-variants-title" className="otc-variants__title">
        {t('otc.product.variants')}
      </h2>
      <ul>
        {variants.map((v) => {
          const inner = (
            <>
              <span className="otc-variant__label" lang={english}>
                {v.label}
              </span>
              <span className="otc-variant__price">{rupees(v.salePriceDecimal)}</span>
              {v.isAvailable ? null : <span className="otc-variant__out">{t('otc.product.variantOut')}</span>}
            </>
          );
          return (
            <li key={v.productId}>
              {v.selected ? (
                <span className="otc-variant otc-variant--chosen" aria-current="page">
                  {inner}
                </span>
              ) : (
                <Link className="otc-variant" to={locale === 'hi' ? `/hi${v.url}` : v.url} preventScrollReset>
                  {inner}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
