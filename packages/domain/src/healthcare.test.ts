import { describe, expect, it } from 'vitest';
import {
  categorySubtitle,
  healthcarePlaceOf,
  healthcarePopularity,
  isReturnableType,
  medicineShelfOf,
  OTC_ALLOWLIST,
  orderTypeFor,
  variantLabel,
} from './index.ts';

describe('healthcarePlaceOf', () => {
  it('places healthcare rows in the store tree and drops groceries', () => {
    expect(healthcarePlaceOf('Beauty & Hygiene', 'Health & Medicine')).toEqual({
      top: 'Health & Wellness',
      topSlug: 'health-wellness',
      sub: 'Health & Medicine',
    });
    expect(healthcarePlaceOf('Beverages', 'Health Drink, Supplement')?.sub).toBe('Health Drinks & Supplements');
    expect(healthcarePlaceOf(' Baby Care ', 'Diapers & Wipes')?.topSlug).toBe('mother-baby');
    // One shelf from two source categories.
    expect(healthcarePlaceOf('Beauty & Hygiene', 'Mothers & Maternity')).toEqual(healthcarePlaceOf('Baby Care', 'Mothers & Maternity'));
    expect(healthcarePlaceOf('Beverages', 'Tea')).toBeNull();
    expect(healthcarePlaceOf('Fruits & Vegetables', 'Fresh Vegetables')).toBeNull();
  });
});

describe('medicineShelfOf', () => {
  it("shelves a medicine by its first ingredient's group in the OTC allowlist, and nothing off the list", () => {
    expect(medicineShelfOf('paracetamol')).toBe('Pain & Fever');
    expect(medicineShelfOf('carboxymethylcellulose')).toBe('Eye & Nose Drops');
    expect(medicineShelfOf('lactulose')).toBe('Constipation');
    expect(medicineShelfOf('amoxycillin')).toBeNull();
    for (const m of OTC_ALLOWLIST) expect(medicineShelfOf(m.molecule), m.molecule).toBe(m.shelf);
  });
});

describe('categorySubtitle', () => {
  it("says 'Upto N% off' from the best discount, nothing when nothing is discounted, the default when unknown", () => {
    expect(categorySubtitle(35.71)).toBe('Upto 35% off');
    expect(categorySubtitle(0.4)).toBe('');
    expect(categorySubtitle(0)).toBe('');
    expect(categorySubtitle(null)).toBe('Upto 50% off');
  });
});

describe('healthcare seeds', () => {
  it('ranks a rated product above an unrated one and a better rating higher, whatever the brand', () => {
    expect(healthcarePopularity(1, 3.1, 1)).toBeGreaterThan(healthcarePopularity(2, null, 300));
    expect(healthcarePopularity(3, 4.5, 1)).toBeGreaterThan(healthcarePopularity(4, 4.4, 300));
    expect(healthcarePopularity(5, 4.0, 300)).toBeGreaterThan(healthcarePopularity(6, 4.0, 1));
    expect(healthcarePopularity(7, 4.2, 10)).toBe(healthcarePopularity(7, 4.2, 10));
  });

  it('takes back what can be resold, not hygiene, intimate or food', () => {
    expect(isReturnableType('Toothbrush')).toBe(true);
    expect(isReturnableType('Sanitary Napkins')).toBe(false);
    expect(isReturnableType('Infant Formula ')).toBe(false);
  });

  it('names a variant by its MRP', () => {
    expect(variantLabel(9900)).toBe('Pack of MRP ₹99');
    expect(variantLabel(34496)).toBe('Pack of MRP ₹344.96');
  });
});

describe('orderTypeFor', () => {
  it('is OTC (3) for healthcare products alone, else what was asked unless that is OTC, else medicine (0)', () => {
    expect(orderTypeFor(['otc', 'otc'])).toBe(3);
    expect(orderTypeFor(['otc', 'medicine'])).toBe(0);
    expect(orderTypeFor(['otc', 'medicine'], 3)).toBe(0);
    expect(orderTypeFor(['medicine'], 2)).toBe(2);
    expect(orderTypeFor(['otc'], 0)).toBe(3);
    expect(orderTypeFor([])).toBe(0);
  });
});
