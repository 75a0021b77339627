import { describe, expect, it } from 'vitest';
import {
  activeChips,
  formSearch,
  hasFilters,
  listingSearch,
  nextPage,
  productsCall,
  readListingQuery,
  withoutAllFilters,
  withoutFilter,
} from './listing-query.ts';

const read = (search: string) => readListingQuery(new URLSearchParams(search));

const FILTERS = [
  { key: 'brand' as const, title: 'Brand', options: [{ value: '12', label: 'Himalaya', count: 4 }] },
  { key: 'price' as const, title: 'Price', options: [{ value: '100-250', label: '₹100 – ₹250', count: 9 }] },
];

describe('readListingQuery', () => {
  it('joins repeated and comma-separated brands, once each', () => {
    expect(read('brand=12&brand=40,12&brand=').brand).toEqual(['12', '40']);
  });

  it('drops empty values and page 1', () => {
    expect(read('price=&discount=%20&rating=4&page=1')).toEqual({ brand: [], rating: '4' });
  });

  it("splits the sort select's compact value into a sort and a direction", () => {
    expect(read('sort=price-asc')).toMatchObject({ sort: 'price', direction: 'asc' });
    expect(read('sort=price-asc&direction=desc')).toMatchObject({ sort: 'price', direction: 'desc' });
    expect(read('sort=discount')).toMatchObject({ sort: 'discount' });
  });

  it('keeps a bad value as it came, for the API to refuse with its message', () => {
    expect(read('price=cheap&page=abc')).toMatchObject({ price: 'cheap', page: 'abc' });
  });
});

describe('listingSearch', () => {
  it('writes the query canonically, brands with plain commas', () => {
    expect(listingSearch(read('sort=price-asc&brand=12&brand=40&price=100-250'))).toBe(
      '?brand=12,40&price=100-250&sort=price&direction=asc',
    );
  });

  it('is empty with nothing chosen', () => {
    expect(listingSearch(read(''))).toBe('');
  });

  it('keeps the filters and sort on the next page', () => {
    expect(listingSearch(nextPage(read('brand=12&sort=discount&direction=desc'), 3))).toBe('?brand=12&sort=discount&direction=desc&page=3');
  });
});

describe('removing filters', () => {
  const query = read('brand=12,40&price=100-250&sort=price&direction=asc&page=3');

  it('drops one brand and goes back to the first page', () => {
    expect(listingSearch(withoutFilter(query, 'brand', '12'))).toBe('?brand=40&price=100-250&sort=price&direction=asc');
  });

  it('clears every filter and keeps the sort', () => {
    const cleared = withoutAllFilters(query);
    expect(listingSearch(cleared)).toBe('?sort=price&direction=asc');
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(query)).toBe(true);
  });

  it('names each chip by its option and links to the listing without it', () => {
    expect(activeChips('/health-care/personal-care', query, FILTERS)).toEqual([
      {
        key: 'brand',
        value: '12',
        group: 'Brand',
        label: 'Himalaya',
        href: '/health-care/personal-care?brand=40&price=100-250&sort=price&direction=asc',
      },
      {
        key: 'brand',
        value: '40',
        group: 'Brand',
        label: '40',
        href: '/health-care/personal-care?brand=12&price=100-250&sort=price&direction=asc',
      },
      {
        key: 'price',
        value: '100-250',
        group: 'Price',
        label: '₹100 – ₹250',
        href: '/health-care/personal-care?brand=12,40&sort=price&direction=asc',
      },
    ]);
  });
});

describe('formSearch', () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return data;
  };

  it('leaves the default sort and empty choices out', () => {
    expect(
      formSearch(
        form([
          ['brand', '12'],
          ['brand', '40'],
          ['price', ''],
          ['sort', 'popularity-desc'],
        ]),
        'popularity-desc',
      ),
    ).toBe('?brand=12,40');
  });

  it('keeps another sort as a key and a direction', () => {
    expect(formSearch(form([['sort', 'discount-desc']]), 'popularity-desc')).toBe('?sort=discount&direction=desc');
  });
});

describe('productsCall', () => {
  it('asks for the scope of the path with the address’s filters', () => {
    expect(productsCall({ category: 'personal-care', subCategory: 'oral-care' }, read('type=toothpaste&brand=12,40&page=2'))).toEqual({
      category: 'personal-care',
      subCategory: 'oral-care',
      type: 'toothpaste',
      brand: '12,40',
      price: undefined,
      discount: undefined,
      rating: undefined,
      sort: undefined,
      direction: undefined,
      page: '2',
    });
  });
});
