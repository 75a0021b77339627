import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleContext, translatorFor, type Locale } from '../../i18n/index.ts';
import { ReviewsSection, SideEffectsSection, SummaryTable, UsesSection } from './info-sections.tsx';
import { keptSectionsMarkup } from './kept-sections-markup.ts';
import { FaqSection } from './more-sections.tsx';
import { demoDetail } from './pdp-demo-detail.test-data.ts';
import type { PdpView } from './pdp-types.ts';
import { buildPdpView } from './pdp-view.server.ts';

const view = (locale: Locale, change: (v: PdpView) => PdpView = (v) => v) =>
  change(buildPdpView(demoDetail, { locale, sem: false, origin: 'https://dawa.example' }));

const escaping = `Dr. Reddy's "Syrup" <100 ml> & more`;

/** Every branch of the sections: with and without details, reviews, FAQ, storage, returns, characters to escape. */
const variants: [string, (v: PdpView) => PdpView][] = [
  ['as built', (v) => v],
  [
    'with every section',
    (v) => ({
      ...v,
      product: {
        ...v.product,
        uses: ['Fever', escaping],
        sideEffects: ['Nausea', 'Rash <mild>'],
        reviews: { excellent: 62, average: 30.5, poor: 120 },
        isRefrigerated: true,
        isRxRequired: true,
      },
      faq: [
        { question: `Is ${escaping} safe?`, answer: 'Ask a doctor & read the label.' },
        { question: 'Second?', answer: 'Yes.' },
      ],
    }),
  ],
  [
    'with none of the optional ones',
    (v) => ({
      ...v,
      product: { ...v.product, uses: [], sideEffects: [], reviews: { excellent: 0, average: 0, poor: 0 }, composition: '' },
      facts: { ...v.facts, returnDays: null },
      faq: [],
    }),
  ],
  ['with negative review shares', (v) => ({ ...v, product: { ...v.product, reviews: { excellent: -5, average: 10, poor: 0 } } })],
];

function reactMarkup(v: PdpView) {
  return renderToString(
    <LocaleContext.Provider value={v.locale}>
      <UsesSection view={v} />
      <SideEffectsSection view={v} />
      <SummaryTable view={v} />
      <ReviewsSection view={v} />
      <FaqSection view={v} />
    </LocaleContext.Provider>,
  );
}

describe("the medicine page's kept sections written as markup on the server", () => {
  for (const locale of ['en', 'hi'] as const)
    it.each(variants)(`are byte for byte what React writes (${locale}, %s)`, (_name, change) => {
      const v = view(locale, change);
      const t = translatorFor(locale);
      expect(keptSectionsMarkup(v, t)).toBe(reactMarkup(v));
    });
});
