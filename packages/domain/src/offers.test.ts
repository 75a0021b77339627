import { describe, expect, it } from 'vitest';
import { offerBenefitText, offerIsLive, offerText } from './offers.ts';

describe('offer texts', () => {
  it('reads a flat, a capped and an uncapped percentage benefit', () => {
    expect(offerBenefitText({ flatPaise: 5_000, percent: null, capPaise: null })).toBe('₹50 off');
    expect(offerBenefitText({ flatPaise: null, percent: 10, capPaise: 10_000 })).toBe('10% off up to ₹100');
    expect(offerBenefitText({ flatPaise: null, percent: 15, capPaise: null })).toBe('15% off');
    expect(offerBenefitText({ flatPaise: null, percent: 10, capPaise: 15_000, cashback: true })).toBe('10% cashback up to ₹150');
  });

  it("adds 'on order above' only when the offer has a threshold", () => {
    expect(offerText({ flatPaise: 5_000, percent: null, capPaise: null }, 49_900)).toBe('₹50 off on order above ₹499');
    expect(offerText({ flatPaise: 5_000, percent: null, capPaise: null }, 0)).toBe('₹50 off');
  });
});

describe('offerIsLive', () => {
  const window = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z') };
  it('is live only when active and inside its window', () => {
    expect(offerIsLive({ ...window, status: 'active' }, new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(offerIsLive({ ...window, status: 'paused' }, new Date('2026-06-01T00:00:00Z'))).toBe(false);
    expect(offerIsLive({ ...window, status: 'ended' }, new Date('2026-06-01T00:00:00Z'))).toBe(false);
    expect(offerIsLive({ ...window, status: 'active' }, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(offerIsLive({ ...window, status: 'active' }, new Date('2026-12-31T00:00:01Z'))).toBe(false);
  });
});
