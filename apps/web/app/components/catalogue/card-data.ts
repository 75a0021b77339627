import type { ProductCard } from '@dawa/contracts';
import type { CardProduct } from '../ui/product-card.tsx';

/**
 * The fields a card shows, and nothing else of the API's answer: a page writes its loader data into the HTML
 * (turbo-stream), so every field more is flattened by the server and decoded by the browser for nothing.
 */
export function cardOf(p: ProductCard): CardProduct {
  return {
    productId: p.productId,
    name: p.name,
    url: p.url,
    packform: p.packform,
    packLabel: p.packLabel,
    manufacturer: p.manufacturer,
    isRxRequired: p.isRxRequired,
    mrpPaise: p.mrpPaise,
    salePaise: p.salePaise,
    discountPercent: p.discountPercent,
    isCustomMedicine: p.isCustomMedicine,
    pricePerUnit: p.pricePerUnit,
    productTierAttributes: { type: p.productTierAttributes.type },
  };
}

/** A healthcare product's card: it is sold by the pack, so a price per unit would only repeat the price. */
export const otcCardOf = (p: ProductCard): CardProduct => ({ ...cardOf(p), pricePerUnit: null });
