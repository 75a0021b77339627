import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext, translatorFor, type Locale } from '../../i18n/index.ts';
import { demoDetail } from '../pdp/pdp-demo-detail.test-data.ts';
import { ProductCard, type CardProduct } from '../ui/product-card.tsx';
import { cardOf } from './card-data.ts';
import { cardsMarkup } from './card-markup.ts';
import { ProductGrid } from './product-grid.tsx';

const base = cardOf(demoDetail.brandVariants[0]!);
const tier = (type: number) => ({ type });

/** Every branch of a card: prices (discounted, graded, plain, to be updated), Rx, each stock tier, per unit, escaping. */
const cards: CardProduct[] = [
  base,
  { ...base, productId: 2, mrpPaise: 10000, salePaise: 8000, discountPercent: '20', isRxRequired: true, productTierAttributes: tier(5) },
  { ...base, productId: 3, mrpPaise: 10000, salePaise: 9500, discountPercent: '5', pricePerUnit: { paise: 950, unit: 'tablet' } },
  { ...base, productId: 4, mrpPaise: 10000, salePaise: 10000, discountPercent: '0', productTierAttributes: tier(2) },
  { ...base, productId: 5, isCustomMedicine: true, productTierAttributes: tier(1) },
  { ...base, productId: 6, mrpPaise: 0, salePaise: 0, discountPercent: '0', productTierAttributes: tier(3) },
  { ...base, productId: 7, productTierAttributes: tier(4), isRxRequired: true },
  { ...base, productId: 8, productTierAttributes: tier(0) },
  {
    ...base,
    productId: 9,
    name: `Dr. Reddy's "Syrup" <100 ml> & more`,
    manufacturer: 'A & B <Labs>',
    packLabel: `bottle of 100 ml's`,
    url: '/online-medicine-order/a-b-syrup-9?x=1&y=2',
  },
];

const reactMarkup = (locale: Locale) =>
  renderToString(
    <LocaleContext.Provider value={locale}>
      {cards.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </LocaleContext.Provider>,
  );

describe('cards written as markup on the server', () => {
  it.each(['en', 'hi'] as const)('are byte for byte what React writes for the same cards (%s)', (locale) => {
    const t = translatorFor(locale);
    expect(cardsMarkup(cards, t)).toBe(reactMarkup(locale));
  });

  it('are what a server render of a grid writes inside its list', () => {
    const html = renderToString(
      <MemoryRouter>
        <ProductGrid products={cards} />
      </MemoryRouter>,
    );
    const t = translatorFor('en');
    expect(html).toContain(`class="card-grid">${cardsMarkup(cards, t)}</ul>`);
  });
});
