import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleContext, translatorFor, type Locale } from '../../i18n/index.ts';
import { AlternativeInfo } from './alternative-card.tsx';
import { alternativeInfoMarkup } from './alternative-markup.ts';
import { demoDetail } from './pdp-demo-detail.test-data.ts';
import type { AlternativeItem } from './pdp-types.ts';
import { buildPdpView } from './pdp-view.server.ts';

const base = buildPdpView(demoDetail, { locale: 'en', sem: false, origin: 'https://dawa.example' }).alternatives!.option;
const tier = (type: number) => ({ type });

/** Every branch of an alternative's text: tags, tiers, schedules, comparisons, savings, prices, escaping. */
const items: AlternativeItem[] = [
  base,
  { ...base, productId: 2, isRxRequired: true, productTierAttributes: tier(2), savingPerUnitPaise: 120, savingPercent: 35 },
  { ...base, productId: 3, drugSchedule: 'X', isRxRequired: true, productTierAttributes: tier(1) },
  { ...base, productId: 4, comparison: 'otherForm', packform: 'Syrup' },
  { ...base, productId: 5, comparison: 'otherStrength' },
  { ...base, productId: 6, comparison: 'implausiblePrice', mrpPaise: 0, salePaise: 0, discountPercent: '0' },
  { ...base, productId: 7, savingPerUnitPaise: 0, savingPercent: 12, mrpPaise: 10000, salePaise: 10000, discountPercent: '0' },
  { ...base, productId: 8, isCustomMedicine: true, productTierAttributes: tier(3) },
  { ...base, productId: 9, mrpPaise: 10000, salePaise: 9500, discountPercent: '5', pricePerUnit: { paise: 950, unit: 'tablet' } },
  {
    ...base,
    productId: 10,
    name: `Dr. Reddy's "Syrup" <100 ml> & more`,
    manufacturer: 'A & B <Labs>',
    packLabel: `bottle of 100 ml's`,
    url: '/online-medicine-order/a-b-syrup-10?x=1&y=2',
    savingPerUnitPaise: 5,
    savingPercent: 1,
  },
];

describe("an alternative's text written as markup on the server", () => {
  it.each(['en', 'hi'] as const)('is byte for byte what React writes for it (%s)', (locale: Locale) => {
    const t = translatorFor(locale);
    for (const [unit, item] of items.flatMap((item) => ['tablet', 'ml <oral>'].map((unit) => [unit, item] as const))) {
      const react = renderToString(
        <LocaleContext.Provider value={locale}>
          <AlternativeInfo item={item} unit={unit} />
        </LocaleContext.Provider>,
      );
      expect(alternativeInfoMarkup(item, unit, t), `${item.productId} ${unit}`).toBe(react);
    }
  });

  it('covers every branch: schedule tag, tier, Rx, each comparison note, a saving, no saving', () => {
    const t = translatorFor('en');
    const all = items.map((item) => alternativeInfoMarkup(item, 'tablet', t)).join('\n');
    for (const piece of ['tier--red', 'badge--rx', 'pdp-alt__note', 'pdp-alt__save', 'price__tbu', 'price__unit', '&lt;Labs&gt;'])
      expect(all).toContain(piece);
  });
});
