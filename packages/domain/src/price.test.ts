import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePack } from './pack.ts';
import { discountBadge, formatRupees, perUnitSaving, priceDisplay, savings } from './price.ts';

describe('formatRupees', () => {
  it.each([
    [20485, '₹204.85'],
    [120000, '₹1,200'],
    [12345650, '₹1,23,456.50'],
    [80, '₹0.80'],
    [5, '₹0.05'],
    [0, '₹0'],
    [53500000, '₹5,35,000'],
    [1000000000, '₹1,00,00,000'],
    [99999, '₹999.99'],
    [-120050, '-₹1,200.50'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('uses Indian grouping and reads back to the same paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        const text = formatRupees(paise);
        const m = /^₹((?:\d{1,2},(?:\d{2},)*)?\d{1,3})(?:\.(\d{2}))?$/.exec(text);
        if (!m) return false;
        const whole = (m[1] ?? '').replaceAll(',', '');
        if (whole.length > 3 && !/^\d{1,2}(,\d{2})*,\d{3}$/.test(m[1] ?? '')) return false;
        const back = BigInt(whole) * 100n + BigInt(m[2] ?? '0');
        return back === BigInt(paise) && (m[2] === undefined) === (paise % 100 === 0);
      }),
    );
  });
});

describe('priceDisplay', () => {
  const base = { discountPercent: 15, costPricePaise: 20485, salePricePaise: 17412, isCustomMedicine: false };

  it('shows MRP struck through and the sale price when all three are set and differ', () => {
    expect(priceDisplay(base)).toEqual({ kind: 'discounted', mrpPaise: 20485, salePaise: 17412 });
  });

  it('falls back to the MRP when any discount condition fails', () => {
    expect(priceDisplay({ ...base, discountPercent: 0 })).toEqual({ kind: 'single', pricePaise: 20485 });
    expect(priceDisplay({ ...base, salePricePaise: 0 })).toEqual({ kind: 'single', pricePaise: 20485 });
    expect(priceDisplay({ ...base, salePricePaise: 20485 })).toEqual({ kind: 'single', pricePaise: 20485 });
  });

  it("shows 'Price to be updated' for no price or a custom medicine", () => {
    const tbu = { kind: 'tbu', text: 'Price to be updated' };
    expect(priceDisplay({ ...base, costPricePaise: 0 })).toEqual(tbu);
    expect(priceDisplay({ ...base, costPricePaise: -100, discountPercent: 0 })).toEqual(tbu);
    expect(priceDisplay({ ...base, isCustomMedicine: true })).toEqual(tbu);
  });

  it('never shows a discounted price equal to MRP, and never a non-positive price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 100, noNaN: true }),
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.boolean(),
        (discountPercent, costPricePaise, salePricePaise, isCustomMedicine) => {
          const d = priceDisplay({ discountPercent, costPricePaise, salePricePaise, isCustomMedicine });
          if (isCustomMedicine) return d.kind === 'tbu';
          if (d.kind === 'discounted') return d.mrpPaise !== d.salePaise && d.mrpPaise > 0 && d.salePaise > 0;
          if (d.kind === 'single') return d.pricePaise === costPricePaise && d.pricePaise > 0;
          return costPricePaise <= 0;
        },
      ),
    );
  });
});

describe('discountBadge', () => {
  it('rounds down and picks the variant around 18%', () => {
    expect(discountBadge(0)).toBeNull();
    expect(discountBadge(0.4)).toBeNull();
    expect(discountBadge(15)).toEqual({ text: '15% OFF', variant: 'graded' });
    expect(discountBadge(17.99)).toEqual({ text: '17% OFF', variant: 'graded' });
    expect(discountBadge(18)).toEqual({ text: '18% OFF', variant: 'standard' });
    expect(discountBadge(22.5)).toEqual({ text: '22% OFF', variant: 'standard' });
    expect(discountBadge(-3)).toBeNull();
  });

  it('never overstates the discount', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 100, noNaN: true }), (p) => {
        const b = discountBadge(p);
        return b !== null && Number.parseInt(b.text, 10) <= p;
      }),
    );
  });
});

describe('savings', () => {
  it('gives paise and whole percent', () => {
    expect(savings(20485, 17412)).toEqual({ paise: 3073, percent: 15 });
    expect(savings(10000, 10000)).toEqual({ paise: 0, percent: 0 });
    expect(savings(10000, 12000)).toEqual({ paise: 0, percent: 0 });
    expect(savings(0, 0)).toEqual({ paise: 0, percent: 0 });
  });

  it('is between 0 and the MRP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (mrp, sale) => {
        const s = savings(mrp, sale);
        return (
          s.paise >= 0 && s.paise <= mrp && s.percent >= 0 && s.percent <= 100 && (sale <= mrp ? s.paise === mrp - sale : s.paise === 0)
        );
      }),
    );
  });
});

describe('perUnitSaving', () => {
  const strip10 = parsePack('strip of 10 tablets');
  const strip15 = parsePack('strip of 15 tablets');

  it('compares per tablet across pack sizes', () => {
    // ₹204.85 for 10 vs ₹120 for 15: 2048.5 vs 800 paise a tablet.
    expect(perUnitSaving({ pricePaise: 20485, pack: strip10 }, { pricePaise: 12000, pack: strip15 })).toEqual({
      paise: 1249,
      percent: 60,
      unit: 'tablet',
    });
    expect(perUnitSaving({ pricePaise: 10000, pack: strip10 }, { pricePaise: 7500, pack: strip10 })).toEqual({
      paise: 250,
      percent: 25,
      unit: 'tablet',
    });
  });

  it('is negative when the alternative costs more, null when not like for like', () => {
    expect(perUnitSaving({ pricePaise: 7500, pack: strip10 }, { pricePaise: 10000, pack: strip10 })).toEqual({
      paise: -250,
      percent: -33,
      unit: 'tablet',
    });
    expect(perUnitSaving({ pricePaise: 10000, pack: strip10 }, { pricePaise: 5000, pack: parsePack('bottle of 100 ml Syrup') })).toBeNull();
    expect(perUnitSaving({ pricePaise: 0, pack: strip10 }, { pricePaise: 5000, pack: strip10 })).toBeNull();
  });

  it('a cheaper pack of the same size always saves, and never more than 100%', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1e7 }),
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (price, n, f) => {
          const cheaper = Math.max(1, Math.floor(price * f));
          const pack = parsePack(`strip of ${n} tablets`);
          const r = perUnitSaving({ pricePaise: price, pack }, { pricePaise: cheaper, pack });
          return r !== null && r.paise >= 0 && r.percent >= 0 && r.percent < 100 && r.unit === 'tablet';
        },
      ),
    );
  });
});
