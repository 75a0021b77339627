import type { Offer } from '@dawa/contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/index.ts';
import {
  benefitText,
  cartCouponsOf,
  cartHrefOf,
  joinWithOr,
  offerTabOf,
  paymentMethodKeys,
  paymentText,
  summaryOf,
  tabHref,
  validityText,
  type OfferSummary,
} from './offer-format.ts';

const en = translatorFor('en');
const hi = translatorFor('hi');

const offer = (over: Partial<OfferSummary> = {}): OfferSummary => ({
  id: 1001,
  href: '/offers/flat-10-off-up-to-100-1001',
  kind: 'coupon',
  title: 'Flat 10% off, up to ₹100',
  shortDescription: 'Save 10%.',
  code: 'DAWA10',
  benefit: '10% off up to ₹100',
  minOrderPaise: 0,
  date: '31 Dec 2027',
  expired: false,
  paymentTypeIds: [],
  verticals: ['medicine', 'healthcare'],
  demo: true,
  ...over,
});

describe('benefitText', () => {
  it('is the benefit alone when the offer needs no order value', () => {
    expect(benefitText(offer(), en)).toBe('10% off up to ₹100');
  });

  it("adds 'on order above' the threshold, in rupees with Indian grouping", () => {
    expect(benefitText(offer({ benefit: '₹50 off', minOrderPaise: 49_900 }), en)).toBe('₹50 off on order above ₹499');
    expect(benefitText(offer({ benefit: '₹200 off', minOrderPaise: 149_900 }), en)).toBe('₹200 off on order above ₹1,499');
    expect(benefitText(offer({ benefit: '₹5 off', minOrderPaise: 12_345 }), en)).toBe('₹5 off on order above ₹123.45');
  });

  it('says it in Hindi on Hindi pages', () => {
    expect(benefitText(offer({ benefit: '₹50 off', minOrderPaise: 49_900 }), hi)).toBe('₹499 से ज़्यादा के ऑर्डर पर ₹50 off');
  });
});

describe('validityText', () => {
  it("is 'Valid till' for a live offer and 'Expired on' for an ended one", () => {
    expect(validityText(offer(), en)).toBe('Valid till 31 Dec 2027');
    expect(validityText(offer({ expired: true, date: '30 Sep 2025' }), en)).toBe('Expired on 30 Sep 2025');
  });
});

describe('offerTabOf', () => {
  it('reads the three tabs, in any case', () => {
    expect(offerTabOf('medicine')).toBe('medicine');
    expect(offerTabOf('healthcare')).toBe('healthcare');
    expect(offerTabOf('Diagnostic')).toBe('diagnostic');
  });

  it('is the medicines tab for no value or one it does not know', () => {
    expect(offerTabOf(null)).toBe('medicine');
    expect(offerTabOf(undefined)).toBe('medicine');
    expect(offerTabOf('')).toBe('medicine');
    expect(offerTabOf('lab')).toBe('medicine');
    expect(offerTabOf('diagnostic&x=1')).toBe('medicine');
  });

  it('links the first tab as the page itself', () => {
    expect(tabHref('medicine')).toBe('/offers');
    expect(tabHref('diagnostic')).toBe('/offers?tab=diagnostic');
  });
});

describe('payment methods', () => {
  it('names each method once: 1 card, 2 net banking, 3 wallets, 4 and 6 UPI', () => {
    expect(paymentMethodKeys([4, 6])).toEqual(['offers.method.upi']);
    expect(paymentMethodKeys([1, 2, 3])).toEqual(['offers.method.card', 'offers.method.netBanking', 'offers.method.wallet']);
    expect(paymentMethodKeys([-1, 99])).toEqual([]);
  });

  it('joins them with commas and a last "or"', () => {
    expect(joinWithOr([], 'or')).toBe('');
    expect(joinWithOr(['UPI'], 'or')).toBe('UPI');
    expect(joinWithOr(['card', 'UPI'], 'or')).toBe('card or UPI');
    expect(joinWithOr(['card', 'net banking', 'UPI'], 'or')).toBe('card, net banking or UPI');
  });

  it('says how a payment offer applies', () => {
    expect(paymentText([4, 6], en)).toBe('Applies automatically when you pay by UPI');
    expect(paymentText([1, 4], en)).toBe('Applies automatically when you pay by card or UPI');
    expect(paymentText([], en)).toBe('Applies automatically when you pay online');
    expect(paymentText([4], hi)).toBe('UPI से भुगतान करने पर अपने-आप लागू');
  });
});

describe('cartHrefOf', () => {
  it('is the lab cart for lab test offers and the cart for the rest', () => {
    expect(cartHrefOf(offer({ verticals: ['diagnostic'] }))).toBe('/diag-pwa/cart');
    expect(cartHrefOf(offer({ verticals: ['medicine'] }))).toBe('/cart');
    expect(cartHrefOf(offer({ verticals: ['medicine', 'diagnostic'] }))).toBe('/cart');
  });
});

describe('cartCouponsOf', () => {
  const medicine = [offer({ id: 1, code: 'FIRST25' }), offer({ id: 2, kind: 'payment', code: null }), offer({ id: 3, code: 'DAWA10' })];
  const healthcare = [offer({ id: 1, code: 'FIRST25' }), offer({ id: 4, code: 'FLAT50' }), offer({ id: 5, code: 'OLD', expired: true })];

  it("lists each coupon once, the Medicine offers' first, without payment offers or ended ones", () => {
    expect(cartCouponsOf([medicine, healthcare], null).map((o) => o.code)).toEqual(['FIRST25', 'DAWA10', 'FLAT50']);
  });

  it('leaves out the code already applied, whatever its case', () => {
    expect(cartCouponsOf([medicine, healthcare], 'dawa10').map((o) => o.code)).toEqual(['FIRST25', 'FLAT50']);
  });

  it('lists at most the limit', () => {
    expect(cartCouponsOf([medicine, healthcare], null, 2).map((o) => o.code)).toEqual(['FIRST25', 'DAWA10']);
    expect(cartCouponsOf([medicine, healthcare], 'FIRST25', 2).map((o) => o.code)).toEqual(['DAWA10', 'FLAT50']);
  });
});

describe('summaryOf', () => {
  it("keeps a card's fields of the API's offer", () => {
    const api: Offer = {
      id: 1003,
      slug: '50-off-on-499-1003',
      kind: 'coupon',
      title: '₹50 off on ₹499',
      shortDescription: 'Flat ₹50 off on orders of ₹499 or more.',
      promoCode: 'FLAT50',
      image: null,
      deeplinks: { web: '/offers/50-off-on-499-1003' },
      expiry: { header: 'Valid till', dateTime: '31 Dec 2027' },
      isExpired: false,
      endTime: 1,
      startAt: '2026-01-01T00:00:00.000Z',
      expireAt: '2027-12-31T18:29:59.000Z',
      metaData: { verticals: ['medicine', 'healthcare'], paymentTypeIds: [], paymentSubTypeIds: [], status: 'active', demo: true },
      couponMrpThreshold: 49_900,
      couponBenefit: '₹50 off',
      detail: { eligibilty: ['a'], howToGet: ['b'], cancellationPolicy: ['c'], termsAndConditions: ['d'] },
    };
    expect(summaryOf(api)).toEqual({
      id: 1003,
      href: '/offers/50-off-on-499-1003',
      kind: 'coupon',
      title: '₹50 off on ₹499',
      shortDescription: 'Flat ₹50 off on orders of ₹499 or more.',
      code: 'FLAT50',
      benefit: '₹50 off',
      minOrderPaise: 49_900,
      date: '31 Dec 2027',
      expired: false,
      paymentTypeIds: [],
      verticals: ['medicine', 'healthcare'],
      demo: true,
    });
  });
});
