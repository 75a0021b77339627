import { describe, expect, it } from 'vitest';
import {
  decodeGuestCart,
  encodeGuestCart,
  guestCartCookie,
  MAX_GUEST_LINES,
  readGuestCart,
  withGuestLine,
  type GuestLine,
} from './guest-cart.server.ts';

const requestWith = (cookie: string) => new Request('http://localhost/cart', { headers: { cookie } });

describe('guest cart cookie', () => {
  it('reads back what it wrote, custom medicine names included', () => {
    const lines: GuestLine[] = [
      { productId: 101, quantity: 2 },
      { productId: -1, quantity: 1, name: "Dr. Reddy's Syrup (100 ml) 5%" },
    ];
    const write = guestCartCookie(lines);
    expect(write.ok).toBe(true);
    const value = write.ok ? write.setCookie.split(';')[0]!.split('=').slice(1).join('=') : '';
    expect(value).not.toMatch(/[;, "\\]/);
    expect(readGuestCart(requestWith(`pincode=400001; dawa_cart=${value}`))).toEqual(lines);
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
    expect(guestCartCookie([...hundred, { productId: 999, quantity: 1 }])).toEqual({ ok: false, code: 'CART_FULL' });
    const names = Array.from({ length: 40 }, (_, i) => ({ productId: -1, quantity: 1, name: `${'Long medicine name '.repeat(9)}${i}` }));
    expect(guestCartCookie(names)).toEqual({ ok: false, code: 'CART_FULL' });
  });

  it('sets, changes and removes a line; an empty cart clears the cookie', () => {
    let lines = withGuestLine([], { productId: 7, quantity: 1 });
    lines = withGuestLine(lines, { productId: 7, quantity: 3 });
    expect(lines).toEqual([{ productId: 7, quantity: 3 }]);
    lines = withGuestLine(lines, { productId: 7, quantity: 0 });
    expect(lines).toEqual([]);
    expect(encodeGuestCart(lines)).toBe('');
    const write = guestCartCookie(lines);
    expect(write.ok && write.setCookie).toMatch(/^dawa_cart=; .*Max-Age=0/);
  });
});
