import type { Alternative } from '@dawa/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDetail as detail } from './pdp-demo-detail.test-data.ts';
import type { AlternativesView } from './pdp-types.ts';
import { buildPdpView, formatDate } from './pdp-view.server.ts';
import { isWhole, railOf } from './rail.ts';

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
    const item = view.alternatives!.rail[0]!;
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

describe("the alternatives in the medicine page's data", () => {
  const alternative = (productId: number, comparison: Alternative['comparison'], savingPercent: number): Alternative => ({
    ...detail.alternatives.items[0]!,
    productId,
    name: `Alternative ${productId}`,
    comparison,
    savingPercent,
    savingPerUnitPaise: savingPercent > 0 ? 10 : 0,
  });
  // The API's order: a like-for-like one not cheaper, then twenty cheaper ones (the rail shows ten).
  const items = [alternative(100, 'same', 0), ...Array.from({ length: 20 }, (_, i) => alternative(101 + i, 'same', 5))];
  const withItems = { ...detail, alternatives: { count: 40, cheaperCount: 20, maxSavingPercent: 5, items } };
  const build = (documentLoad: boolean) =>
    buildPdpView(withItems, { locale: 'en', sem: false, origin: 'https://dawa.example', documentLoad }).alternatives!;
  const sent = (view: AlternativesView) => JSON.parse(JSON.stringify(view)) as AlternativesView;

  it('on a document load, sends the rail only what its hydration reads, and the server renders whole cards', () => {
    const view = build(true);
    const rail = sent(view).rail;
    expect(rail.map((a) => a.productId)).toEqual(items.slice(0, 10).map((a) => a.productId));
    expect(Object.keys(rail[0]!).sort()).toEqual([
      'manufacturer',
      'maxQuantity',
      'minQuantity',
      'name',
      'packform',
      'productAvailabilityFlags',
      'productId',
      'url',
    ]);
    const rendered = railOf(view);
    expect(rendered.map((a) => a.productId)).toEqual(rail.map((a) => a.productId));
    expect(rendered.every(isWhole)).toBe(true);
    expect(rendered[0]).toMatchObject({ comparison: 'same', savingPercent: 0, packLabel: 'strip of 15 tablets' });
  });

  it('on a client navigation, sends the rail whole', () => {
    const view = build(false);
    expect(sent(view).rail).toEqual(railOf(view));
    expect(railOf(view).every(isWhole)).toBe(true);
    expect(railOf(view)).toHaveLength(10);
  });

  it("offers the first cheaper like-for-like alternative as the education drawer's generic option", () => {
    expect(sent(build(true)).option).toMatchObject({ productId: 101, comparison: 'same', savingPercent: 5 });
    const none = { ...withItems, alternatives: { ...withItems.alternatives, cheaperCount: 0, items: [alternative(7, 'otherForm', 0)] } };
    const view = buildPdpView(none, { locale: 'en', sem: false, origin: 'https://dawa.example', documentLoad: true });
    expect(view.alternatives!.option).toMatchObject({ productId: 7, comparison: 'otherForm' });
  });
});
