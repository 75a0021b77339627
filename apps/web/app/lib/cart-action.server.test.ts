import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installServerTransport, type ApiRequest } from './api-transport.ts';
import { cartAction } from './cart-action.server.ts';
import { cartData, cartItem } from '../components/cart/cart-test-data.ts';

/** The API as a guest meets it: every server cart call answers 401; pricing is not needed here. */
let calls: ApiRequest[] = [];
beforeEach(() => {
  calls = [];
  installServerTransport(async (request) => {
    calls.push(request);
    return { status: 401, body: { status: 0, error: { code: 'UNAUTHENTICATED', message: 'Please log in.', showAlert: false } } };
  });
});
afterEach(() => installServerTransport(undefined as never));

function post(fields: Record<string, string>, cookie = '') {
  const body = new URLSearchParams(fields);
  return new Request('http://shop.test/cart', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
}

type Answer = { data: unknown; init?: { status?: number; headers?: HeadersInit } };
const asData = (value: unknown) => value as Answer;
const setCookie = (headers: HeadersInit | undefined) => new Headers(headers).get('set-cookie') ?? '';
const setCookies = (headers: HeadersInit | undefined) => new Headers(headers).getSetCookie();

describe('the cart action for a guest', () => {
  it('adds a line to the cookie and answers the outcome to the hydrated page', async () => {
    const answer = asData(await cartAction(post({ intent: 'add', productId: '101', quantity: '2', _js: '1' }, 'dawa_cart_7=1')));
    expect(answer.data).toEqual({ ok: true, intent: 'add', outcome: 'added', quantity: 2 });
    // Only the new line's own cookie: the line already there is left as the browser holds it.
    expect(setCookies(answer.init?.headers)).toEqual([expect.stringMatching(/^dawa_cart_101=2; Path=\/;.*HttpOnly/)]);
  });

  it('sends a plain form post back to the page it came from, with the cookie', async () => {
    const response = (await cartAction(
      post({ intent: 'add', productId: '101', quantity: '1', redirectTo: '/online-medicine-order/dolo-650-101' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/online-medicine-order/dolo-650-101');
    expect(response.headers.get('set-cookie')).toMatch(/^dawa_cart_101=1;/);
  });

  it('never redirects off the site', async () => {
    for (const redirectTo of ['//evil.test/x', 'https://evil.test/', '/\\evil.test']) {
      const response = (await cartAction(post({ intent: 'remove', productId: '101', redirectTo }))) as Response;
      expect(response.headers.get('location')).toBe('/cart');
    }
  });

  it('refuses a quantity out of bounds, a bad product and an unknown intent with a code, never an error page', async () => {
    const tooMany = asData(await cartAction(post({ intent: 'add', productId: '101', quantity: '21', _js: '1' })));
    expect(tooMany.init?.status).toBe(400);
    expect(tooMany.data).toMatchObject({ ok: false, code: 'BAD_QUANTITY', message: 'Something went wrong.' });
    const bad = asData(await cartAction(post({ intent: 'add', productId: 'abc', quantity: '1', _js: '1' })));
    expect(bad.data).toMatchObject({ ok: false, code: 'BAD_LINE' });
    const unknown = asData(await cartAction(post({ intent: 'explode', _js: '1' })));
    expect(unknown.data).toMatchObject({ ok: false, code: 'BAD_INTENT' });
  });

  it('keeps a custom medicine by its name, and removes it by name', async () => {
    const added = asData(await cartAction(post({ intent: 'add', productId: '-1', name: 'Shelcal 500', quantity: '1', _js: '1' })));
    const cookie = setCookie(added.init?.headers).split(';')[0]!;
    expect(cookie).toMatch(/^dawa_cart_c[0-9a-f]{16}=1:Shelcal%20500$/);
    const removed = asData(await cartAction(post({ intent: 'remove', productId: '-1', name: 'shelcal 500', _js: '1' }, cookie)));
    expect(removed.data).toMatchObject({ ok: true, outcome: 'removed' });
    expect(setCookie(removed.init?.headers)).toMatch(/^dawa_cart_c[0-9a-f]{16}=; .*Max-Age=0/);
  });

  it('refuses a 101st line rather than dropping one', async () => {
    const full = Array.from({ length: 100 }, (_, i) => `${i + 1}:1`).join('|');
    const answer = asData(await cartAction(post({ intent: 'add', productId: '999', quantity: '1', _js: '1' }, `dawa_cart=${full}`)));
    expect(answer.data).toMatchObject({
      ok: false,
      code: 'CART_FULL',
      message: 'A cart holds at most 100 items. Remove some to add more.',
    });
    expect(setCookie(answer.init?.headers)).toBe('');
  });

  it('refuses a Schedule X or NDPS medicine as the server cart does, and writes nothing', async () => {
    installServerTransport(async (request) => {
      calls.push(request);
      if (request.path === '/cart/fetchLocalCartItems') {
        const controlled = cartItem({ productId: 555, name: 'Alprax 0.25 Tablet', notSoldOnline: true });
        return { status: 200, body: { status: 1, data: cartData([controlled]) } };
      }
      return { status: 401, body: { status: 0, error: { code: 'UNAUTHENTICATED', message: 'Please log in.', showAlert: false } } };
    });
    const answer = asData(await cartAction(post({ intent: 'add', productId: '555', quantity: '1', _js: '1' }, 'dawa_cart_7=1')));
    expect(answer.data).toMatchObject({ ok: false, code: 'NOT_SOLD_ONLINE', message: expect.stringMatching(/not sold online/) });
    expect(setCookie(answer.init?.headers)).toBe('');
  });
});

describe('the cart action for a guest, at the item maximum', () => {
  beforeEach(() => {
    installServerTransport(async (request) => {
      calls.push(request);
      if (request.path === '/cart/fetchLocalCartItems') {
        const soap = cartItem({ productId: 1000027, name: 'Bathing Soap', productType: 'otc', maxQuantity: 5 });
        return { status: 200, body: { status: 1, data: cartData([soap]) } };
      }
      return { status: 401, body: { status: 0, error: { code: 'UNAUTHENTICATED', message: 'Please log in.', showAlert: false } } };
    });
  });

  it('takes 5 of a healthcare product and refuses a 6th with the cart’s message, writing nothing', async () => {
    const five = asData(await cartAction(post({ intent: 'add', productId: '1000027', quantity: '5', _js: '1' })));
    expect(five.data).toMatchObject({ ok: true, quantity: 5 });
    const six = asData(
      await cartAction(post({ intent: 'quantity', productId: '1000027', quantity: '6', _js: '1' }, 'dawa_cart_1000027=5')),
    );
    expect(six.init?.status).toBe(400);
    expect(six.data).toMatchObject({ ok: false, code: 'QUANTITY_ABOVE_MAX', message: 'You can add at most 5 of this item.' });
    expect(setCookie(six.init?.headers)).toBe('');
  });
});

describe('the cart action for a signed-in shopper', () => {
  it('sets the quantity asked for when another post added the same item between its look and its add', async () => {
    const lines = new Map<number, number>();
    installServerTransport(async (request) => {
      calls.push(request);
      if (request.path === '/cart/getCartItems') return { status: 200, body: { status: 1, data: cartData([]) } };
      const mutation = (quantity: number) => ({
        status: 200,
        body: { status: 1 as const, data: { itemId: 9, productId: 101, quantity, count: 1, message: '' } },
      });
      if (request.path === '/cart/addToCart') {
        // The other post's add landed first: the API adds up.
        const quantity = (lines.get(9) ?? 1) + (request.body as { quantity: number }).quantity;
        lines.set(9, quantity);
        return mutation(quantity);
      }
      if (request.path === '/cart/updateQuantity/9') {
        lines.set(9, (request.body as { quantity: number }).quantity);
        return mutation(lines.get(9)!);
      }
      return { status: 404, body: { status: 0, error: { code: 'NOT_FOUND', message: '', showAlert: false } } };
    });
    const answer = asData(await cartAction(post({ intent: 'add', productId: '101', quantity: '1', _js: '1' }, 'dawa_session=s')));
    expect(answer.data).toMatchObject({ ok: true, intent: 'add', quantity: 1 });
    expect(lines.get(9)).toBe(1);
  });
});
