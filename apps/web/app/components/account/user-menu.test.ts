import { describe, expect, it } from 'vitest';
import { visibleMenu } from './user-menu.tsx';

describe('the account menu', () => {
  const hrefs = (hasDeliveredOrder: boolean) => visibleMenu(hasDeliveredOrder).map((item) => item.href);

  it('places Refer & Earn right after Orders once an order has been delivered, after Wallet before that', () => {
    expect(hrefs(true).slice(0, 2)).toEqual(['/account/orders/medicine-healthcare', '/account/refer-and-earn']);
    const before = hrefs(false);
    expect(before.indexOf('/account/refer-and-earn')).toBe(before.indexOf('/account/wallet') + 1);
  });

  it('shows each link once and no link whose flag is off', () => {
    for (const delivered of [true, false]) {
      expect(new Set(hrefs(delivered)).size).toBe(hrefs(delivered).length);
      expect(hrefs(delivered)).not.toContain('/account/refills');
    }
  });
});
