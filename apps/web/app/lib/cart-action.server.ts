/**
 * The /cart route's action (decision 010): one intent per change. Signed in, each calls the API cart; a
 * guest's changes write the line's own cookie (decision 049). Expected failures come back as `{ ok: false, code,
 * message }`. A plain form post (before hydration, or without JavaScript) is redirected back to its
 * same-origin `redirectTo` with the same cookies, so the tap is not lost.
 */
import { fallbackErrorKey, type CartActionResult, type CartIntent } from '../components/cart/cart-intents.ts';
import { QUANTITY_MESSAGES } from '@dawa/domain';
import { localeFromPath, translate } from '../i18n/index.ts';
import { cartCalls, savedCalls } from './api-cart.ts';
import { apiResult, type ApiFailure } from './api-result.server.ts';
import { answerForm, backTo } from './form-answer.server.ts';
import {
  checkGuestLine,
  guestCartCookies,
  MAX_GUEST_QUANTITY,
  readGuestCart,
  sameGuestLine,
  withGuestLine,
  type GuestLine,
} from './guest-cart.server.ts';
import { mergeGuestCart } from './guest-cart-merge.server.ts';
import { updateChoices } from './checkout-choices.server.ts';
import { PLUS_PLAN_ID } from './checkout-choices.ts';

const INTENTS: CartIntent[] = [
  'add',
  'quantity',
  'remove',
  'save-for-later',
  'apply-promo',
  'remove-promo',
  'replace',
  'bulk-replace',
  'migrate',
  'plus-add',
  'plus-remove',
];

type Outcome = { result: CartActionResult; cookies: string[] };

const int = (v: FormDataEntryValue | null) => (typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v) : NaN);

function failed(intent: CartIntent | null, code: string, message: string, locale: 'en' | 'hi'): Outcome {
  return { result: { ok: false, intent, code, message: message || translate(locale, fallbackErrorKey(intent)) }, cookies: [] };
}
const fromApi = (intent: CartIntent, f: ApiFailure, locale: 'en' | 'hi') => failed(intent, f.code, f.message, locale);

export async function cartAction(request: Request) {
  const form = await request.formData();
  const locale = localeFromPath(backTo(form, request, '/cart').split('?')[0] ?? '/');
  const raw = form.get('intent');
  const intent = INTENTS.find((i) => i === raw) ?? null;
  const outcome = intent ? await run(intent, form, request, locale) : failed(null, 'BAD_INTENT', '', locale);
  return answerForm(form, request, outcome.result, outcome.cookies, '/cart');
}

/** The line a form names: a product id, or -1 with a custom medicine's name. */
function namedLine(form: FormData, quantity: number): GuestLine | null {
  const productId = int(form.get('productId'));
  const name = form.get('name');
  if (quantity === 0) {
    if (productId > 0) return { productId, quantity: 0 };
    if (productId === -1 && typeof name === 'string' && name.trim()) return { productId, quantity: 0, name: name.trim() };
    return null;
  }
  return checkGuestLine({ productId, quantity, name: typeof name === 'string' ? name : undefined });
}

async function run(intent: CartIntent, form: FormData, request: Request, locale: 'en' | 'hi'): Promise<Outcome> {
  switch (intent) {
    case 'add':
    case 'quantity':
    case 'remove': {
      const quantity = intent === 'remove' ? 0 : int(form.get('quantity'));
      if (!(quantity >= (intent === 'add' ? 1 : 0) && quantity <= MAX_GUEST_QUANTITY)) return failed(intent, 'BAD_QUANTITY', '', locale);
      const line = namedLine(form, quantity);
      if (!line) return failed(intent, 'BAD_LINE', '', locale);
      return setLine(intent, line, int(form.get('itemId')), request, locale);
    }
    case 'save-for-later': {
      const productId = int(form.get('productId'));
      if (!(productId > 0)) return failed(intent, 'BAD_LINE', '', locale);
      const saved = await apiResult(savedCalls.add(productId), request);
      return saved.ok ? done(intent, 'saved') : fromApi(intent, saved, locale);
    }
    case 'apply-promo': {
      const code = String(form.get('code') ?? '')
        .trim()
        .toUpperCase();
      if (!code) return failed(intent, 'PROMO_EMPTY', translate(locale, 'cart.promo.empty'), locale);
      const applied = await apiResult(cartCalls.applyPromo(code), request);
      if (!applied.ok) return fromApi(intent, applied, locale);
      if (!applied.data.isPromoValid)
        return failed(intent, 'PROMO_INVALID', applied.data.message || translate(locale, 'cart.promo.invalid'), locale);
      return done(intent, 'promo-applied');
    }
    case 'remove-promo': {
      const removed = await apiResult(cartCalls.removePromo(), request);
      return removed.ok ? done(intent, 'promo-removed') : fromApi(intent, removed, locale);
    }
    case 'replace':
    case 'bulk-replace': {
      const swaps = form
        .getAll('swap')
        .map((v) => String(v).split(':').map(Number))
        .filter((s): s is [number, number] => s.length === 2 && s.every((n) => Number.isInteger(n) && n > 0))
        .map(([itemId, productId]) => ({ itemId, productId }));
      const [first] = swaps;
      if (!first || swaps.length > 100) return failed(intent, 'BAD_LINE', '', locale);
      const call = swaps.length === 1 ? cartCalls.replace(first.itemId, first.productId) : cartCalls.bulkReplace(swaps);
      const replaced = await apiResult(call, request);
      return replaced.ok
        ? { result: { ok: true, intent, outcome: 'switched', n: swaps.length }, cookies: [] }
        : fromApi(intent, replaced, locale);
    }
    case 'migrate':
      return migrate(form, request, locale);
    case 'plus-add':
    case 'plus-remove':
      return choosePlusPlan(intent, form, request, locale);
  }
}

/**
 * The PLUS plan bought with this cart (decision 067): kept with the checkout choices, so every step prices it and
 * placement sends it. Only a plan the cart offers is kept; the API prices it again and refuses one withdrawn since.
 */
async function choosePlusPlan(intent: 'plus-add' | 'plus-remove', form: FormData, request: Request, locale: 'en' | 'hi'): Promise<Outcome> {
  if (intent === 'plus-remove') {
    const { cookie } = updateChoices(request, { plusPlanId: undefined });
    return { result: { ok: true, intent, outcome: 'plus-removed' }, cookies: [cookie] };
  }
  const planId = String(form.get('plusPlanId') ?? '');
  if (!PLUS_PLAN_ID.test(planId)) return failed(intent, 'PLAN_NOT_FOUND', translate(locale, 'cart.plus.choose'), locale);
  const cart = await apiResult(cartCalls.items({ plusPlanId: planId }), request);
  if (!cart.ok) return fromApi(intent, cart, locale);
  if (cart.data.loyaltyItem?.variantId !== planId)
    return failed(intent, 'PLAN_NOT_FOUND', translate(locale, 'cart.plus.unavailable'), locale);
  const { cookie } = updateChoices(request, { plusPlanId: planId });
  return { result: { ok: true, intent, outcome: 'plus-added' }, cookies: [cookie] };
}

const done = (intent: CartIntent, outcome: 'saved' | 'promo-applied' | 'promo-removed'): Outcome => ({
  result: { ok: true, intent, outcome },
  cookies: [],
});

/** Sets a line's quantity (0 removes it): the server cart when signed in, else the guest cookie. */
async function setLine(intent: CartIntent, line: GuestLine, itemId: number, request: Request, locale: 'en' | 'hi'): Promise<Outcome> {
  const result = (outcome: 'added' | 'updated' | 'removed', quantity: number): Outcome => ({
    result: { ok: true, intent, outcome, quantity },
    cookies: [],
  });
  let known = itemId > 0 ? itemId : null;
  if (known === null) {
    // Which server line holds the item (absent for a guest, whose call answers 401).
    const cart = await apiResult(cartCalls.items(), request);
    if (!cart.ok && cart.status === 401) return await setGuestLine(intent, line, request, locale);
    if (!cart.ok) return fromApi(intent, cart, locale);
    known =
      cart.data.items.find((i) => i.itemId !== null && sameGuestLine({ productId: i.isCustom ? -1 : i.productId, name: i.name }, line))
        ?.itemId ?? null;
  }
  if (known === null) {
    if (line.quantity === 0) return result('removed', 0);
    const added = await apiResult(
      cartCalls.add(
        line.productId > 0
          ? { productId: line.productId, quantity: line.quantity }
          : { productName: line.name ?? '', quantity: line.quantity },
      ),
      request,
    );
    if (!added.ok) return fromApi(intent, added, locale);
    // The API's add adds up, this form sets: another post for the same item that landed between the look
    // and the add (a double tap, two tabs, a plain post beside the script's) must not make it twice as many.
    if (added.data.quantity === line.quantity || added.data.itemId === null) return result('added', added.data.quantity);
    known = added.data.itemId;
  }
  const changed = await apiResult(cartCalls.updateQuantity(known, line.quantity), request);
  if (!changed.ok && changed.status === 401) return await setGuestLine(intent, line, request, locale);
  if (!changed.ok) return fromApi(intent, changed, locale);
  return result(line.quantity === 0 ? 'removed' : 'updated', changed.data.quantity);
}

async function setGuestLine(intent: CartIntent, line: GuestLine, request: Request, locale: 'en' | 'hi'): Promise<Outcome> {
  const refused = line.productId > 0 && line.quantity > 0 ? await guestLineRefusal(line, request) : null;
  if (refused === 'NOT_SOLD_ONLINE') return failed(intent, refused, translate(locale, 'cart.error.notSoldOnline'), locale);
  if (refused) return failed(intent, 'QUANTITY_ABOVE_MAX', QUANTITY_MESSAGES.aboveMax(refused.max), locale);
  const lines = readGuestCart(request);
  const had = lines.some((l) => sameGuestLine(l, line));
  const written = guestCartCookies(request, withGuestLine(lines, line));
  if (!written.ok) return failed(intent, written.code, translate(locale, 'cart.error.full'), locale);
  const outcome = line.quantity === 0 ? 'removed' : had ? 'updated' : 'added';
  return { result: { ok: true, intent, outcome, quantity: line.quantity }, cookies: written.setCookies };
}

/**
 * What the server cart would refuse of a guest's line, which the guest's cookie may not take either: a Schedule
 * X or NDPS medicine, or more than the item's maximum (5 of a healthcare product, 20 of a medicine). When the
 * pricing call fails the line is written: the cart page and the merge at login still refuse it.
 */
async function guestLineRefusal(line: GuestLine, request: Request): Promise<'NOT_SOLD_ONLINE' | { max: number } | null> {
  const priced = await apiResult(cartCalls.localItems([{ productId: line.productId, quantity: 1 }]), request);
  const item = priced.ok ? priced.data.items.find((i) => i.productId === line.productId) : undefined;
  if (!item) return null;
  if (item.notSoldOnline) return 'NOT_SOLD_ONLINE';
  return line.quantity > item.maxQuantity ? { max: item.maxQuantity } : null;
}

/**
 * A cart the previous version left in the browser's storage: into the cookie for a guest (what the cookie
 * already holds wins), into the server cart when signed in.
 */
async function migrate(form: FormData, request: Request, locale: 'en' | 'hi'): Promise<Outcome> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(form.get('lines') ?? '[]'));
  } catch {
    parsed = [];
  }
  const incoming = (Array.isArray(parsed) ? parsed : [])
    .slice(0, 200)
    .map((l: { productId?: unknown; quantity?: unknown; name?: unknown }) =>
      checkGuestLine({ productId: l?.productId, quantity: Math.min(Number(l?.quantity), MAX_GUEST_QUANTITY), name: l?.name }),
    )
    .filter((l): l is GuestLine => l !== null);
  const current = readGuestCart(request);
  const merged = [...current, ...incoming.filter((l) => !current.some((c) => sameGuestLine(c, l)))];
  const server = await mergeGuestCart(request, merged);
  if (server.kind === 'merged') {
    return { result: { ok: true, intent: 'migrate', outcome: 'migrated', merged: server.merged }, cookies: server.cookies };
  }
  if (server.kind === 'failed') return failed('migrate', server.code, '', locale);
  const written = guestCartCookies(request, merged.slice(0, 100));
  if (!written.ok) return failed('migrate', written.code, translate(locale, 'cart.error.full'), locale);
  return { result: { ok: true, intent: 'migrate', outcome: 'migrated' }, cookies: written.setCookies };
}
