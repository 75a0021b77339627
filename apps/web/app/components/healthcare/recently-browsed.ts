/**
 * The healthcare products a shopper opened, newest first, kept in this browser only (spec §7: the previously
 * browsed list, at most 50). Nothing of it goes to the server but the ids asked for when a page shows the list.
 */
import { RECENTLY_BROWSED_MAX } from '@dawa/contracts';

const KEY = 'dawa.recentlyBrowsed';

export function browsedIds(): number[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, RECENTLY_BROWSED_MAX);
  } catch {
    return [];
  }
}

/** Puts a product first, once, keeping the newest 50. */
export function rememberBrowsed(productId: number): number[] {
  const list = [productId, ...browsedIds().filter((id) => id !== productId)].slice(0, RECENTLY_BROWSED_MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage unavailable: nothing is remembered */
  }
  return list;
}
