import { TIER } from '@dawa/contracts';
import { discountBadge, formatRupees, priceDisplay, tierColour } from '@dawa/domain';
import type { Translate } from '../../i18n/index.ts';
import { TIER_KEYS } from '../ui/badges.tsx';
import { escapeHtml } from '../ui/escape-html.ts';
import { decorativePackShotMarkup } from '../ui/pack-image.tsx';
import { priceInputOf, type PriceInput } from '../ui/price.tsx';
import type { CardProduct } from '../ui/product-card.tsx';

/**
 * A list of product cards as the markup React writes for `<li><ProductCard /></li>` each, byte for byte
 * (product-card.tsx, badges.tsx, price.tsx; a test compares the two). The server writes a page's cards with
 * it: the browser keeps the list's markup at hydration (KeptMarkupList), so React has nothing to gain from
 * rendering some six hundred elements of a page of cards element by element. `t` is the page's own, so the
 * texts are noted for the page as React's render notes them.
 */
export function cardsMarkup(products: CardProduct[], t: Translate): string {
  let html = '';
  for (const product of products) html += `<li>${cardMarkup(product, t)}</li>`;
  return html;
}

function cardMarkup(product: CardProduct, t: Translate): string {
  const tier = product.productTierAttributes.type;
  const tags = (product.isRxRequired ? rxBadge(t) : '') + (tier !== TIER.inStock ? tierLabel(tier, t) : '');
  return (
    `<article class="p-card">${decorativePackShotMarkup(product.name, product.manufacturer, product.packform, 128, 128)}` +
    `<a class="p-card__name" href="${escapeHtml(product.url)}" data-discover="true">${escapeHtml(product.name)}</a>` +
    `<p class="p-card__meta">${escapeHtml(product.packLabel)}</p><p class="p-card__meta">${escapeHtml(product.manufacturer)}</p>` +
    `<div class="p-card__tags">${tags}</div>${priceMarkup(priceInputOf(product), t)}</article>`
  );
}

/** `<RxBadge />` (badges.tsx). */
export function rxBadge(t: Translate): string {
  const label = escapeHtml(t('catalogue.rxLabel'));
  return (
    `<span class="badge badge--rx" title="${label}"><span aria-hidden="true">${escapeHtml(t('catalogue.rx'))}</span>` +
    `<span class="visually-hidden">${label}</span></span>`
  );
}

/** `<TierLabel tier={tier} />` (badges.tsx). */
export function tierLabel(tier: number, t: Translate): string {
  const colour = tierColour(tier);
  const key = TIER_KEYS[tier];
  if (!colour || !key) return '';
  return `<span class="tier tier--${colour}">${escapeHtml(t(key))}</span>`;
}

/** `<Price price={price} />` (price.tsx). */
export function priceMarkup(price: PriceInput, t: Translate): string {
  const discountPercent = price.discountPercent;
  const shown = priceDisplay({
    discountPercent,
    costPricePaise: price.mrpPaise,
    salePricePaise: price.salePaise,
    isCustomMedicine: price.isCustomMedicine,
  });
  if (shown.kind === 'tbu') return `<p class="price price__tbu">${escapeHtml(t('catalogue.priceTbu'))}</p>`;
  const badge = shown.kind === 'discounted' ? discountBadge(discountPercent) : null;
  // Two texts side by side in React's markup are kept apart by an empty comment.
  let html =
    shown.kind === 'discounted'
      ? `<span class="price__now"><span class="visually-hidden">${escapeHtml(t('catalogue.price'))}<!-- --> </span>` +
        `${escapeHtml(formatRupees(shown.salePaise))}</span>` +
        `<span class="price__mrp">${escapeHtml(t('catalogue.mrp'))}<!-- --> <s>${escapeHtml(formatRupees(shown.mrpPaise))}</s></span>`
      : `<span class="price__now"><span class="visually-hidden">${escapeHtml(t('catalogue.mrp'))}<!-- --> </span>` +
        `${escapeHtml(formatRupees(shown.pricePaise))}</span>`;
  if (badge)
    html +=
      `<span class="badge ${badge.variant === 'graded' ? 'badge--graded' : 'badge--save'}">` +
      `${escapeHtml(t('catalogue.percentOff', { percent: Math.floor(discountPercent) }))}</span>`;
  if (price.perUnit)
    html += `<span class="price__unit">${escapeHtml(
      t('catalogue.perUnit', { price: formatRupees(price.perUnit.paise), unit: price.perUnit.unit }),
    )}</span>`;
  return `<div class="price">${html}</div>`;
}
