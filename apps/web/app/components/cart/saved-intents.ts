/** What the /account/saved-items action accepts and answers. */
export const SAVED_ACTION = '/account/saved-items';

export type SavedIntent = 'move-to-cart' | 'remove';

export type SavedActionResult =
  | { ok: true; intent: SavedIntent; outcome: 'moved' | 'removed'; /** Moved, but still on the list. */ listed?: boolean }
  | { ok: false; intent: SavedIntent | null; code: string; message: string };
