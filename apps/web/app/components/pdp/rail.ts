import { serverRenderOnly } from '../catalogue/kept-cards.ts';
import type { AlternativeItem, AlternativesView, RailItem } from './pdp-types.ts';

/** How many alternatives the rail shows; 'View All' lists every one. */
export const IN_RAIL = 10;

/** A rail card as the browser reads it when the server's text of it is kept. */
export function railItemOf(item: AlternativeItem): RailItem {
  return {
    productId: item.productId,
    name: item.name,
    url: item.url,
    manufacturer: item.manufacturer,
    packform: item.packform,
    minQuantity: item.minQuantity,
    maxQuantity: item.maxQuantity,
    productAvailabilityFlags: { isAvailable: item.productAvailabilityFlags.isAvailable },
  };
}

/** The rail's cards to render: the server's whole ones on a document load, else the ones the data carries. */
export function railOf(alternatives: AlternativesView): (AlternativeItem | RailItem)[] {
  return serverRenderOnly<AlternativeItem[]>(alternatives) ?? alternatives.rail;
}

/** A whole alternative, not a rail card's hydration fields. */
export const isWhole = (item: AlternativeItem | RailItem): item is AlternativeItem => 'comparison' in item;

/** Cheaper per unit than the medicine, compared like for like: the set the headline, the FAQ and 'View All' count. */
export const isCheaperLikeForLike = (item: Pick<AlternativeItem, 'comparison' | 'savingPercent'>): boolean =>
  item.comparison === 'same' && item.savingPercent > 0;
