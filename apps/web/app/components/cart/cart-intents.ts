/**
 * What the /cart route's action accepts (`intent` plus fields) and answers. Shared by the forms that post
 * to it and by the action itself, so both sides name the same fields.
 */
import type { SyncResult } from '@dawa/contracts';
import type { MessageKey } from '../../i18n/index.ts';

export const CART_ACTION = '/cart';

export type CartIntent =
  | 'add'
  | 'quantity'
  | 'remove'
  | 'save-for-later'
  | 'apply-promo'
  | 'remove-promo'
  | 'replace'
  | 'bulk-replace'
  | 'migrate'
  | 'plus-add'
  | 'plus-remove';

export type CartOutcome =
  | 'added'
  | 'updated'
  | 'removed'
  | 'saved'
  | 'switched'
  | 'promo-applied'
  | 'promo-removed'
  | 'migrated'
  | 'plus-added'
  | 'plus-removed';

export type CartActionResult =
  | {
      ok: true;
      intent: CartIntent;
      outcome: CartOutcome;
      /** The line's quantity after the change (add, quantity, remove). */
      quantity?: number;
      /** How many lines changed (bulk replace). */
      n?: number;
      /** After merging lines into the server cart: those capped at the maximum and those left out. */
      merged?: Pick<SyncResult, 'capped' | 'notAdded'>;
    }
  | { ok: false; intent: CartIntent | null; code: string; message: string };

/** The toast of a successful change. */
export const OUTCOME_TOAST: Partial<Record<CartOutcome, MessageKey>> = {
  added: 'cart.toast.added',
  updated: 'cart.toast.updated',
  removed: 'cart.toast.removed',
  saved: 'cart.toast.saved',
};

/** The spec's text when the server gave none, per intent (save for later and switching have their own). */
export function fallbackErrorKey(intent: CartIntent | null): MessageKey {
  if (intent === 'save-for-later') return 'cart.error.sfl';
  if (intent === 'replace' || intent === 'bulk-replace') return 'cart.error.replace';
  if (intent === 'apply-promo') return 'cart.error.promo';
  return 'cart.error.generic';
}

