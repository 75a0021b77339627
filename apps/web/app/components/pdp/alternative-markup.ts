import { TIER } from '@dawa/contracts';
import { formatRupees, isSoldOnline } from '@dawa/domain';
import type { Translate } from '../../i18n/index.ts';
import { priceMarkup, rxBadge, tierLabel } from '../catalogue/card-markup.ts';
import { escapeHtml } from '../ui/escape-html.ts';
import { priceInputOf } from '../ui/price.tsx';
import type { AlternativeItem } from './pdp-types.ts';

/**
 * `<AlternativeInfo />` (alternative-card.tsx) as the markup React writes for it, byte for byte (a test compares
 * the two). The server writes each alternative's text with it, and the browser keeps it at hydration, so of
 * the ten cards in the rail React renders only the cart controls.
 */
export function alternativeInfoMarkup(item: AlternativeItem, unit: string, t: Translate): string {
  const tier = item.productTierAttributes.type;
  const soldOnline = isSoldOnline(item.drugSchedule);
  const tags =
    (item.isRxRequired ? rxBadge(t) : '') +
    (soldOnline ? '' : `<span class="tier tier--red">${escapeHtml(t('pdp.schedule.tag'))}</span>`) +
    (tier !== TIER.inStock && soldOnline ? tierLabel(tier, t) : '');
  return (
    `<div class="pdp-alt__tags">${tags}</div>` +
    `<a class="pdp-alt__name" href="${escapeHtml(item.url)}" data-discover="true">${escapeHtml(item.name)}</a>` +
    `<p class="pdp-alt__meta">${escapeHtml(t('pdp.alt.by', { manufacturer: item.manufacturer }))}</p>` +
    `<p class="pdp-alt__meta">${escapeHtml(item.packLabel)}</p>` +
    priceMarkup(priceInputOf(item), t) +
    savingMarkup(item, unit, t)
  );
}

/** `<SavingLine />`. */
function savingMarkup(item: AlternativeItem, unit: string, t: Translate): string {
  const note = (text: string) => `<p class="pdp-alt__note">${escapeHtml(text)}</p>`;
  if (item.comparison === 'otherForm') return note(t('pdp.alt.otherForm', { form: item.packform }));
  if (item.comparison === 'otherStrength') return note(t('pdp.alt.otherStrength', { unit }));
  if (item.comparison === 'implausiblePrice') return note(t('pdp.alt.implausiblePrice'));
  if (item.savingPerUnitPaise > 0 && item.savingPercent > 0)
    return `<p class="pdp-alt__save">${escapeHtml(
      t('pdp.alt.save', { percent: item.savingPercent, amount: formatRupees(item.savingPerUnitPaise), unit }),
    )}</p>`;
  return '';
}
