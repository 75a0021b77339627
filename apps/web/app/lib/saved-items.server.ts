/**
 * /account/saved-items (checkout spec §7 "Save for later"): the loader reads a page of the saved list (a
 * guest is asked to log in); the action moves an item to the cart (added, then taken off the list) or
 * removes it. Expected failures are `{ ok: false, code, message }`; a plain form post is redirected back.
 */
import { redirect } from 'react-router';
import type { SflPage } from '@dawa/contracts';
import type { SavedActionResult, SavedIntent } from '../components/cart/saved-intents.ts';
import { translate } from '../i18n/index.ts';
import { cartCalls, savedCalls } from './api-cart.ts';
import { apiResult } from './api-result.server.ts';
import { answerForm } from './form-answer.server.ts';

export type SavedPageData = { signedIn: boolean; page: SflPage | null };

export async function loadSavedItems(request: Request): Promise<SavedPageData | Response> {
  const url = new URL(request.url);
  const pageNo = Math.min(10_000, Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1));
  const page = await apiResult(savedCalls.page(pageNo), request);
  if (!page.ok) return { signedIn: page.status !== 401, page: null };
  // The last item of a later page went: show the page before.
  if (page.data.items.length === 0 && pageNo > 1) return redirect(`${url.pathname}?page=${pageNo - 1}`);
  return { signedIn: true, page: page.data };
}

const INTENTS: SavedIntent[] = ['move-to-cart', 'remove'];

export async function savedItemsAction(request: Request) {
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get('intent')) ?? null;
  const productId = Number(form.get('productId'));
  const result =
    intent && Number.isInteger(productId) && productId > 0
      ? await run(intent, productId, form, request)
      : failure(intent, 'BAD_REQUEST', '');
  return answerForm(form, request, result, [], '/account/saved-items');
}

const failure = (intent: SavedIntent | null, code: string, message: string): SavedActionResult => ({
  ok: false,
  intent,
  code,
  message: message || translate('en', intent === 'move-to-cart' ? 'cart.error.generic' : 'cart.error.sfl'),
});

async function run(intent: SavedIntent, productId: number, form: FormData, request: Request): Promise<SavedActionResult> {
  if (intent === 'remove') {
    const removed = await apiResult(savedCalls.remove(productId), request);
    return removed.ok ? { ok: true, intent, outcome: 'removed' } : failure(intent, removed.code, removed.message);
  }
  const quantity = Math.min(20, Math.max(1, Math.floor(Number(form.get('quantity'))) || 1));
  const added = await apiResult(cartCalls.add({ productId, quantity }), request);
  if (!added.ok) return failure(intent, added.code, added.message);
  // In the cart now: a failed removal from the list only leaves it listed too (nothing is lost).
  const removed = await apiResult(savedCalls.remove(productId), request);
  return { ok: true, intent, outcome: 'moved', ...(removed.ok ? {} : { listed: true }) };
}
