import type { CardProduct } from '../ui/product-card.tsx';

/**
 * The cards of a list the browser keeps as the server wrote it (`KeptMarkupList`), as a loader hands them on.
 * At hydration the browser keeps the list's markup and never reads the cards, so on a document load they go to
 * the server's render only: the loader data written into the page carries how many there are and an empty
 * list. A client navigation or revalidation (a `.data` request) gets the cards, for React to render them.
 */
export interface KeptCards {
  count: number;
  items: CardProduct[];
}

const SERVER_RENDER_ONLY = Symbol('cards for the server render only');

/** React Router's client data requests end in `.data`; a document load asks for the page's own address. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

export function keptCards(request: Request, items: CardProduct[]): KeptCards {
  if (isDataRequest(request)) return { count: items.length, items };
  const cards: KeptCards = { count: items.length, items: [] };
  // Not enumerable, so the loader data's serialisation (turbo-stream walks Object.keys) leaves it out.
  Object.defineProperty(cards, SERVER_RENDER_ONLY, { value: items, enumerable: false });
  return cards;
}

/** The cards to render: the server's full list on a document load, else the list that came with the data. */
export function cardsOf(cards: KeptCards): CardProduct[] {
  return (cards as KeptCards & { [SERVER_RENDER_ONLY]?: CardProduct[] })[SERVER_RENDER_ONLY] ?? cards.items;
}
