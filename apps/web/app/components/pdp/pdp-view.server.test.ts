import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard, ProductDetail } from '@dawa/contracts';
import { buildPdpView, formatDate } from './pdp-view.server.ts';

describe("the page's last-updated date", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written in the page language, as a date in India', () => {
    expect(formatDate('2026-03-31T20:00:00Z', 'en')).toBe('1 April 2026');
    expect(formatDate('2026-03-31T20:00:00Z', 'hi')).toBe('1 अप्रैल 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('reuses one date format per language instead of building one per page', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    formatDate('2026-03-31T20:00:00Z', 'en');
    formatDate('2026-03-31T20:00:00Z', 'hi');
    expect(built).not.toHaveBeenCalled();
  });
});

const card: ProductCard = {
  productId: 2,
  name: 'Pacimol 650 Tablet',
  slug: 'pacimol-650-tablet-2',
  url: '/online-medicine-order/pacimol-650-tablet-2',
  productType: 1,
  packform: 'Tablet',
  packLabel: 'strip of 15 tablets',
  measurementUnit: 'tablet',
  unitsPerPack: 15,
  manufacturer: 'Ipca (demo)',
  fullManufacturerName: 'Ipca Laboratories Ltd (demo)',
  isRxRequired: false,
  drugSchedule: 'OTC',
  isRefrigerated: false,
  isCustomMedicine: false,
  mrpPaise: 3000,
  salePaise: 2700,
  costPrice: 30,
  salePrice: 27,
  mrpDecimal: '30.00',
  salePriceDecimal: '27.00',
  discountPercent: '10',
  pricePerUnit: { paise: 180, unit: 'tablet' },
  maxQuantity: 10,
  minQuantity: 1,
  compositions: [{ name: 'Paracetamol', slug: 'paracetamol', strength: '650mg' }],
  composition: 'Paracetamol (650mg)',
  consumerBrandName: 'Pacimol',
  consumerBrandId: 7,
  substituteGroupId: 3,
  productTierAttributes: { type: 5, text: 'In stock' },
  productAvailabilityFlags: { isAvailable: true, notifyMe: false, showVariantsInBottomSheet: false },
  outOfStock: false,
};

const detail: ProductDetail = {
  product: {
    ...card,
    productId: 1,
    name: 'Dolo 650 Tablet',
    slug: 'dolo-650-tablet-1',
    uses: ['Fever'],
    sideEffects: [],
    reviews: null,
    categoryName: null,
    categorySlug: null,
    lastUpdatedOn: '2026-03-31T20:00:00Z',
    returnText: '7 days returnable',
  },
  alternatives: {
    count: 1,
    cheaperCount: 1,
    maxSavingPercent: 10,
    items: [{ ...card, comparison: 'same', savingPerUnitPaise: 20, savingPercent: 10 }],
  },
  brandVariants: [{ ...card, productId: 3 }],
  faq: [],
};

describe("the medicine page's data", () => {
  const view = buildPdpView(detail, { locale: 'en', sem: false, origin: 'https://dawa.example' });

  it('carries only the fields a card shows for the brand’s other products', () => {
    expect(Object.keys(view.brandVariants[0]!).sort()).toEqual(
      ['discountPercent', 'isCustomMedicine', 'isRxRequired', 'manufacturer', 'mrpPaise', 'name', 'packLabel', 'packform']
        .concat(['pricePerUnit', 'productId', 'productTierAttributes', 'salePaise', 'url'])
        .sort(),
    );
    expect(view.brandVariants[0]!.productTierAttributes).toEqual({ type: 5 });
  });

  it('carries only the fields the alternative cards and drawers show', () => {
    const item = view.alternatives!.items[0]!;
    expect(item).not.toHaveProperty('slug');
    expect(item).not.toHaveProperty('fullManufacturerName');
    expect(item).not.toHaveProperty('compositions');
    expect(item).toMatchObject({ comparison: 'same', savingPercent: 10, composition: 'Paracetamol (650mg)', productAvailabilityFlags: { isAvailable: true } });
    expect(item.productAvailabilityFlags).toEqual({ isAvailable: true });
  });
});
