import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('@dawa/domain entry', () => {
  it('exposes every rule other packages rely on', () => {
    const names = [
      'slugify',
      'slugWithId',
      'idFromSlug',
      'parsePack',
      'pricePerUnit',
      'packFormKind',
      'parseComposition',
      'moleculeKey',
      'compositionKey',
      'formatComposition',
      'formatRupees',
      'priceDisplay',
      'discountBadge',
      'savings',
      'perUnitSaving',
      'salePriceFor',
      'seedStock',
      'tierColour',
      'tierLabel',
      'showTierText',
      'isOutOfStockForDisplay',
      'tierFromStock',
      'maxQuantityFor',
      'quantityOptions',
      'requiresPrescription',
      'OTC_ALLOWLIST',
      'brandNameOf',
      'splitUses',
      'splitSideEffects',
      'stableHash',
      'maxQuantityForLine',
      'validateQuantity',
      'mergeQuantities',
      'mergeLocalIntoServer',
      'CART_TOASTS',
      'CHECKOUT_ERROR_TEXTS',
      'evaluatePromo',
      'normalisePromoCode',
      'findPromo',
      'priceCart',
      'SUMMARY_IDS',
      'FREE_STANDARD_DELIVERY_FROM_PAISE',
      'PAYMENT_TYPE_ID',
      'transition',
      'ORDER_LIFECYCLE',
      'PAYMENT_LIFECYCLE',
      'PRESCRIPTION_LIFECYCLE',
      'initialOrderState',
      'orderTimeline',
    ];
    const exported = domain as Record<string, unknown>;
    for (const n of names) expect(exported[n], n).toBeDefined();
  });

  it('works end to end on the Augmentin 625 Duo catalogue row', () => {
    const pack = domain.parsePack('strip of 10 tablets');
    const ings = domain.parseComposition('Amoxycillin  (500mg) +  Clavulanic Acid (125mg)');
    expect(domain.slugWithId('Augmentin 625 Duo Tablet', 101)).toBe('augmentin-625-duo-tablet-101');
    expect(domain.formatRupees(20485)).toBe('₹204.85');
    expect(domain.pricePerUnit(20485, pack)).toEqual({ paise: 2049, unit: 'tablet' });
    expect(domain.formatComposition(ings)).toBe('Amoxycillin (500mg) + Clavulanic Acid (125mg)');
    expect(domain.requiresPrescription({ sourceSaysRx: true, ingredients: ings, packform: pack.packform })).toBe(true);
    expect(domain.brandNameOf('Augmentin 625 Duo Tablet')).toBe('Augmentin');
  });
});
