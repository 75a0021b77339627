import { describe, expect, it } from 'vitest';
import {
  clearGuestCartCookies,
  decodeGuestCart,
  encodeGuestCart,
  guestCartCookies,
  MAX_GUEST_LINES,
  readGuestCart,
  withGuestLine,
  type GuestLine,
} from './guest-cart.server.ts';

const requestWith = (cookie: string) => new Request('http://localhost/cart', { headers: { cookie } });
const EMPTY = requestWith('');

/** A browser's cookie jar: applies Set-Cookie headers in order, as the answers arrive. */
function jar(start: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(start));
  return {
    apply(setCookies: string[]) {
      for (const c of setCookies) {
        const [pair = ''] = c.split(';');
        const at = pair.indexOf('=');
        if (/Max-Age=0/.test(c)) cookies.delete(pair.slice(0, at));
        else cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    request: () => requestWith([...cookies].map(([n, v]) => `${n}=${v}`).join('; ')),
    names: () => [...cookies.keys()],
  };
}
const written = (w: ReturnType<typeof guestCartCookies>) => (w.ok ? w.setCookies : []);

describe('guest cart cookie', () => {
  it('reads back what it wrote, custom medicine names included', () => {
    const lines: GuestLine[] = [
      { productId: 101, quantity: 2 },
      { productId: -1, quantity: 1, name: "Dr. Reddy's Syrup (100 ml) 5%" },
    ];
    const browser = jar({ pincode: '400001' });
    const write = guestCartCookies(EMPTY, lines);
    expect(write.ok).toBe(true);
    for (const c of written(write)) expect(c.split(';')[0]!.split('=').slice(1).join('=')).not.toMatch(/[;, "\\]/);
    browser.apply(written(write));
    expect(readGuestCart(browser.request())).toEqual(lines);
  });

  it('still reads the single cookie of before', () => {
    expect(readGuestCart(requestWith(`pincode=400001; dawa_cart=${encodeGuestCart([{ productId: 101, quantity: 2 }])}`))).toEqual([
      { productId: 101, quantity: 2 },
    ]);
  });

  it('ignores a cookie that is not a cart, and drops lines that are not valid', () => {
    expect(readGuestCart(requestWith('dawa_cart=%%%garbage'))).toEqual([]);
    expect(decodeGuestCart('{"a":1}')).toEqual([]);
    expect(decodeGuestCart('101:2|0:1|102:0|103:21|104:x|-1:1|-1:1:%E0%A4|-1:2:<script>|105:1:extra|106:3')).toEqual([
      { productId: 101, quantity: 2 },
      { productId: 106, quantity: 3 },
    ]);
  });

  it('keeps one line per item and at most 100 lines', () => {
    expect(decodeGuestCart('101:1|101:4|-1:1:Abc Syrup|-1:2:abc syrup')).toEqual([
      { productId: 101, quantity: 4 },
      { productId: -1, quantity: 2, name: 'abc syrup' },
    ]);
    const many = Array.from({ length: 150 }, (_, i) => `${i + 1}:1`).join('|');
    expect(decodeGuestCart(many)).toHaveLength(MAX_GUEST_LINES);
  });

  it('refuses a 101st line and a cookie too long for a browser, rather than dropping lines', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    expect(guestCartCookies(EMPTY, [...hundred, { productId: 999, quantity: 1 }])).toEqual({ ok: false, code: 'CART_FULL' });
    const names = Array.from({ length: 40 }, (_, i) => ({ productId: -1, quantity: 1, name: `${'Long medicine name '.repeat(9)}${i}` }));
    expect(guestCartCookies(EMPTY, names)).toEqual({ ok: false, code: 'CART_FULL' });
  });

  it('sets, changes and removes a line; an empty cart clears the cookie', () => {
    let lines = withGuestLine([], { productId: 7, quantity: 1 });
    lines = withGuestLine(lines, { productId: 7, quantity: 3 });
    expect(lines).toEqual([{ productId: 7, quantity: 3 }]);
    lines = withGuestLine(lines, { productId: 7, quantity: 0 });
    expect(lines).toEqual([]);
    expect(encodeGuestCart(lines)).toBe('');
    const browser = jar();
    browser.apply(written(guestCartCookies(EMPTY, [{ productId: 7, quantity: 3 }])));
    const cleared = written(guestCartCookies(browser.request(), lines));
    expect(cleared).toEqual([expect.stringMatching(/^dawa_cart_7=; .*Max-Age=0/)]);
    browser.apply(cleared);
    expect(browser.names()).toEqual([]);
  });

  it('keeps both lines when two changes made from the same cookies answer in either order', () => {
    for (const order of [0, 1]) {
      const browser = jar();
      browser.apply(written(guestCartCookies(EMPTY, [{ productId: 7, quantity: 1 }])));
      const before = browser.request();
      // Two posts leave with the same cookies: one adds 101, the other changes 7's quantity.
      const adds = written(guestCartCookies(before, withGuestLine(readGuestCart(before), { productId: 101, quantity: 2 })));
      const changes = written(guestCartCookies(before, withGuestLine(readGuestCart(before), { productId: 7, quantity: 4 })));
      for (const answer of order ? [changes, adds] : [adds, changes]) browser.apply(answer);
      expect(readGuestCart(browser.request())).toEqual([
        { productId: 7, quantity: 4 },
        { productId: 101, quantity: 2 },
      ]);
    }
  });

  it('keeps a line added while another is removed from the same cookies', () => {
    const browser = jar();
    browser.apply(written(guestCartCookies(EMPTY, [{ productId: 7, quantity: 1 }])));
    const before = browser.request();
    const removes = written(guestCartCookies(before, withGuestLine(readGuestCart(before), { productId: 7, quantity: 0 })));
    const adds = written(guestCartCookies(before, withGuestLine(readGuestCart(before), { productId: 101, quantity: 1 })));
    browser.apply(adds);
    browser.apply(removes);
    expect(readGuestCart(browser.request())).toEqual([{ productId: 101, quantity: 1 }]);
  });

  it('turns the single cookie of before into line cookies at the next change, and clears them all', () => {
    const browser = jar({ dawa_cart: '7:1|-1:2:Abc%20Syrup' });
    const before = browser.request();
    browser.apply(written(guestCartCookies(before, withGuestLine(readGuestCart(before), { productId: 101, quantity: 1 }))));
    expect(browser.names()).not.toContain('dawa_cart');
    expect(readGuestCart(browser.request())).toEqual([
      { productId: 7, quantity: 1 },
      { productId: -1, quantity: 2, name: 'Abc Syrup' },
      { productId: 101, quantity: 1 },
    ]);
    browser.apply(clearGuestCartCookies(browser.request()));
    expect(browser.names()).toEqual([]);
  });

  it('reads a custom medicine only under the name its cookie is named after', () => {
    const browser = jar();
    browser.apply(written(guestCartCookies(EMPTY, [{ productId: -1, quantity: 1, name: 'Abc Syrup' }])));
    const [name] = browser.names();
    expect(name).toMatch(/^dawa_cart_c[0-9a-f]{16}$/);
    expect(readGuestCart(requestWith(`${name}=1:Other%20Syrup`))).toEqual([]);
    expect(readGuestCart(requestWith('dawa_cart_12x=1; dawa_cart_5=99; dawa_cart_6=2'))).toEqual([{ productId: 6, quantity: 2 }]);
  });
});
