/**
 * The guest's local cart (spec §6: "uses a local cart count"; synced to the server cart after login):
 * localStorage 'dawa.localCart' holds [{ productId, quantity }] (custom medicine requests, whose id
 * is -1, also keep the requested name). Other tabs hear of changes through the 'storage' event, this
 * tab through the 'dawa:local-cart' event.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export const LOCAL_CART_KEY = 'dawa.localCart';
export const LOCAL_CART_EVENT = 'dawa:local-cart';

export interface LocalCartLine {
  productId: number;
  quantity: number;
  name?: string;
}

const isLine = (x: unknown): x is LocalCartLine => {
  if (typeof x !== 'object' || x === null) return false;
  const line = x as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    (line.name === undefined || typeof line.name === 'string')
  );
};

const parseLines = (text: string): LocalCartLine[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
};

export const readLocalCart = (): LocalCartLine[] => parseLines(snapshot());

const sameLine = (a: LocalCartLine, productId: number, name?: string) => a.productId === productId && (productId > 0 || a.name === name);

/** Sets the quantity of one line (adds it when new). Returns false when storage is unavailable or full. */
export function setLocalCartLine(productId: number, quantity: number, name?: string): boolean {
  const lines = readLocalCart().filter((l) => !sameLine(l, productId, name));
  const line: LocalCartLine = productId > 0 ? { productId, quantity } : { productId, quantity, name };
  try {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([...lines, line]));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(LOCAL_CART_EVENT));
  return true;
}

/** Removes one line. Returns false when storage is unavailable. */
export function removeLocalCartLine(productId: number, name?: string): boolean {
  return writeLines(readLocalCart().filter((l) => !sameLine(l, productId, name)));
}

/**
 * Removes the lines the server confirmed it took (after syncLocalCart). A line changed since the sync
 * started keeps its new quantity, so nothing added meanwhile is lost.
 */
export function dropSyncedLines(synced: LocalCartLine[]): boolean {
  const taken = (l: LocalCartLine) => synced.some((s) => sameLine(l, s.productId, s.name) && s.quantity === l.quantity);
  return writeLines(readLocalCart().filter((l) => !taken(l)));
}

function writeLines(lines: LocalCartLine[]): boolean {
  try {
    if (lines.length === 0) window.localStorage.removeItem(LOCAL_CART_KEY);
    else window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(LOCAL_CART_EVENT));
  return true;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_CART_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_CART_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_CART_EVENT, onChange);
  };
}

/** The stored text is the snapshot (a string compares by value); the server renders an empty cart. */
const snapshot = () => {
  try {
    return window.localStorage.getItem(LOCAL_CART_KEY) ?? '[]';
  } catch {
    return '[]';
  }
};

/** The local cart's lines, kept in sync across components and tabs; empty before hydration. */
function useLocalCart(): LocalCartLine[] {
  const text = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => parseLines(text), [text]);
}

/** Quantity of this item in the local cart (0 before hydration and when absent). */
export function useLocalCartLine(productId: number, name?: string) {
  const inCart = useLocalCart().find((l) => sameLine(l, productId, name))?.quantity ?? 0;
  const save = useCallback((q: number) => setLocalCartLine(productId, q, name), [productId, name]);
  return { inCart, save };
}

/** Number of items (sum of quantities) in the local cart. */
export function useLocalCartCount(): number {
  return useLocalCart().reduce((sum, line) => sum + line.quantity, 0);
}

/** The local cart's lines (empty before hydration), for the cart page and the header's item count. */
export const useLocalCartLines = useLocalCart;
