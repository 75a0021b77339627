import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDetail as detail } from './pdp-demo-detail.test-data.ts';
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
    expect(item).toMatchObject({
      comparison: 'same',
      savingPercent: 10,
      composition: 'Paracetamol (650mg)',
      productAvailabilityFlags: { isAvailable: true },
    });
    expect(item.productAvailabilityFlags).toEqual({ isAvailable: true });
  });
});
