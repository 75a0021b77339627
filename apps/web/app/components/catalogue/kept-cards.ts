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

const SERVER_RENDER_ONLY = Symbol('for the server render only');

/** React Router's client data requests end in `.data`; a document load asks for the page's own address. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/**
 * `sent`, the loader data the page carries to the browser, holding `whole` for the server's render alone: a
 * symbol key is not one of the object's own keys, so the loader data's serialisation (turbo-stream walks
 * Object.keys) leaves it out.
 */
export function withServerRenderOnly<T extends object, W>(sent: T, whole: W): T {
  Object.defineProperty(sent, SERVER_RENDER_ONLY, { value: whole, enumerable: false });
  return sent;
}

/** What `withServerRenderOnly` gave `sent` for the server's render, when this is that render. */
export function serverRenderOnly<W>(sent: object): W | undefined {
  return (sent as { [SERVER_RENDER_ONLY]?: W })[SERVER_RENDER_ONLY];
}

export function keptCards(request: Request, items: CardProduct[]): KeptCards {
  if (isDataRequest(request)) return { count: items.length, items };
  return withServerRenderOnly<KeptCards, CardProduct[]>({ count: items.length, items: [] }, items);
}

/** The cards to render: the server's full list on a document load, else the list that came with the data. */
export function cardsOf(cards: KeptCards): CardProduct[] {
  return serverRenderOnly<CardProduct[]>(cards) ?? cards.items;
}
