/**
 * The browser's view of the shopper's cart. Signed in, every change goes to the server cart and the
 * header counts the server's lines; a guest's changes go to the local cart (local-cart.ts). After login
 * the local cart is merged into the server cart and cleared only once the server has confirmed it.
 *
 * Every server change dispatches 'dawa:cart' on window; the shell answers by asking getCartCount again,
 * and open cart views reload. Other pages that change the cart (save for later, checkout) do the same
 * through `notifyCartChanged()`.
 */
import type { CartData, CartMutation, SyncResult } from '@dawa/contracts';
import { cartApi } from './api-cart.ts';
import { dropSyncedLines, readLocalCart, removeLocalCartLine, setLocalCartLine } from './local-cart.ts';

export const CART_EVENT = 'dawa:cart';

export interface ServerLine {
  itemId: number;
  productId: number;
  quantity: number;
  name: string;
}

export interface ServerCartState {
  /** Lines in the server cart (distinct items), as getCartCount last said. */
  count: number;
  /** The server cart's lines; null until loaded (loaded on demand, for the add-to-cart buttons). */
  lines: ServerLine[] | null;
}

export type CartOutcome = 'added' | 'updated' | 'removed';

const EMPTY: ServerCartState = { count: 0, lines: null };
let state: ServerCartState = EMPTY;
const listeners = new Set<() => void>();

function set(patch: Partial<ServerCartState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function subscribeServerCart(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}
export const serverCartSnapshot = () => state;
export const emptyServerCart = () => EMPTY;

/** Tells every listener (the header count, open cart views) that the server cart changed. */
export function notifyCartChanged() {
  window.dispatchEvent(new Event(CART_EVENT));
}

/** Custom medicines (product id -1) are told apart by name. */
export const sameItem = (line: { productId: number; name?: string }, productId: number, name?: string) =>
  line.productId === productId && (productId > 0 || (line.name ?? '').toLowerCase() === (name ?? '').toLowerCase());

const linesOf = (cart: CartData): ServerLine[] =>
  cart.items.flatMap((i) =>
    i.itemId === null ? [] : [{ itemId: i.itemId, productId: i.isCustom ? -1 : i.productId, quantity: i.quantity, name: i.name }],
  );

/** Takes a full cart the server answered (cart page, sync, replace) as the truth. */
export function applyServerCart(cart: CartData) {
  set({ lines: linesOf(cart), count: cart.itemsCount });
  notifyCartChanged();
}

export async function refreshCartCount(): Promise<void> {
  const { count } = await cartApi.count();
  set({ count });
}

let linesRequest: Promise<void> | null = null;

/** Loads the server cart's lines once (again after `forgetServerCart`). */
export function ensureServerLines(): Promise<void> {
  if (state.lines) return Promise.resolve();
  linesRequest ??= cartApi
    .items()
    .then((cart) => set({ lines: linesOf(cart), count: cart.itemsCount }))
    .finally(() => {
      linesRequest = null;
    });
  return linesRequest;
}

/** Signed out: nothing of the server cart stays in memory. */
export function forgetServerCart() {
  set(EMPTY);
}

function applyMutation(m: CartMutation, before: ServerLine | undefined, name: string) {
  const rest = (state.lines ?? []).filter((l) => l !== before);
  const lines =
    m.quantity > 0 && m.itemId !== null ? [...rest, { itemId: m.itemId, productId: m.productId, quantity: m.quantity, name }] : rest;
  set({ lines, count: m.count });
  notifyCartChanged();
}

export class LocalCartUnavailable extends Error {}

/**
 * Sets how many of an item the cart holds (0 removes it): the server cart when signed in, else the local
 * cart. Resolves with what happened, for the toast; rejects with the server's error (ApiError) or
 * LocalCartUnavailable when the browser's storage refused.
 */
export async function setCartQuantity(
  signedIn: boolean,
  item: { productId: number; name?: string },
  quantity: number,
): Promise<CartOutcome> {
  const { productId, name } = item;
  if (!signedIn) {
    const had = readLocalCart().some((l) => sameItem(l, productId, name));
    const ok = quantity > 0 ? setLocalCartLine(productId, quantity, name) : removeLocalCartLine(productId, name);
    if (!ok) throw new LocalCartUnavailable();
    return quantity === 0 ? 'removed' : had ? 'updated' : 'added';
  }
  await ensureServerLines();
  const line = (state.lines ?? []).find((l) => sameItem(l, productId, name));
  if (!line) {
    if (quantity === 0) return 'removed';
    const m = await cartApi.add(productId > 0 ? { productId, quantity } : { productName: name ?? '', quantity });
    applyMutation(m, undefined, name ?? '');
    return 'added';
  }
  const m = await cartApi.updateQuantity(line.itemId, quantity);
  applyMutation(m, line, line.name);
  return quantity === 0 ? 'removed' : 'updated';
}

let syncing: Promise<SyncResult | null> | null = null;

/**
 * Merges the local cart into the server cart (signed in only). The local lines are dropped only after the
 * server confirmed; a failed call keeps them for the next try (the next page load or login).
 */
export function syncLocalCart(): Promise<SyncResult | null> {
  if (syncing) return syncing;
  const lines = readLocalCart();
  if (lines.length === 0) return Promise.resolve(null);
  syncing = cartApi
    .sync(lines)
    .then((result) => {
      dropSyncedLines(lines);
      applyServerCart(result);
      return result;
    })
    .finally(() => {
      syncing = null;
    });
  return syncing;
}
