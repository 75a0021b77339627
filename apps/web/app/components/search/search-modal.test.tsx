// @vitest-environment happy-dom
/**
 * A suggestion tapped as a newer answer arrives: the list holds still between the press and the click, so the
 * tap opens the medicine it was pressed on (before, the rows moved under the finger and the tap was lost).
 */
import '../../testing/dom.ts';
import type { SearchItem, TypeaheadResponse } from '@dawa/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../i18n/index.ts';
import SearchModal from './search-modal.tsx';

const answers = vi.hoisted(() => ({ waiting: new Map<string, (answer: TypeaheadResponse) => void>() }));

vi.mock('../../lib/api.ts', async (original) => {
  const real = await original<typeof import('../../lib/api.ts')>();
  return {
    ...real,
    api: {
      ...real.api,
      typeahead: vi.fn((q: string) => new Promise<TypeaheadResponse>((resolve) => answers.waiting.set(q, resolve))),
    },
  };
});

const item = (productId: number, name: string, entityType = 2): SearchItem => ({
  productId,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  url: `/online-medicine-order/${name.toLowerCase().replace(/\W+/g, '-')}-${productId}`,
  productType: 1,
  entityType,
  variantCount: 0,
  subtitleText: 'strip of 10 tablets',
  matchCases: [],
  matchText: name,
  listingId: String(productId),
  isRxRequired: true,
  mrpPaise: 22900,
  salePaise: 19465,
  isAvailable: true,
  notSoldOnline: false,
});

const answer = (query: string, products: SearchItem[]): TypeaheadResponse => ({
  query,
  products,
  resultHeading: null,
  customMedicineRequest: null,
  uploadRxRequest: null,
  orderOnCallRequest: null,
  redirectTo: null,
  labTests: [],
  labSuggestion: null,
});

const BRAND = item(900, 'Augmentin', 1);
const PLAIN = item(23, 'Augmentin 375 Tablet');
const DUO = item(24, 'AUGMENTIN 375 DUO TABLET');

function renderSearch() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LocaleContext value="en">
          <SearchModal initialQuery="" onClose={() => undefined} />
        </LocaleContext>
      ),
    },
    { path: '/online-medicine-order/:slug', Component: () => <h1>Opened {useParams().slug}</h1> },
    { path: '/diagnostics/packages/:slug', Component: () => <h1>Lab page {useParams().slug}</h1> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

/** Types `text` and answers it with `products` once the debounced call is made. */
async function typeAndAnswer(text: string, products: SearchItem[], extra: Partial<TypeaheadResponse> = {}) {
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: text } });
  await vi.waitFor(() => expect(answers.waiting.has(text)).toBe(true));
  await act(async () => answers.waiting.get(text)!({ ...answer(text, products), ...extra }));
}

const option = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name} `) });

afterEach(cleanup);
beforeEach(() => answers.waiting.clear());

describe('a suggestion pressed as a newer answer arrives', () => {
  it('stays where it was pressed, and the click opens it', async () => {
    renderSearch();
    await typeAndAnswer('augmentin 375', [BRAND, PLAIN, DUO]);
    const pressed = option('AUGMENTIN 375 DUO TABLET');
    expect(pressed.id).toBe('ta-opt-2');

    fireEvent.pointerDown(pressed);
    await typeAndAnswer('augmentin 375 duo', [BRAND, DUO]);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(option('AUGMENTIN 375 DUO TABLET').id).toBe('ta-opt-2');

    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(await screen.findByRole('heading', { name: 'Opened augmentin-375-duo-tablet-24' })).toBeTruthy();
  });

  it('shows the newer answer once the press is given up without a tap', async () => {
    renderSearch();
    await typeAndAnswer('augmentin 375', [BRAND, PLAIN, DUO]);
    fireEvent.pointerDown(option('Augmentin 375 Tablet'));
    await typeAndAnswer('augmentin 375 duo', [BRAND, DUO]);
    expect(screen.getAllByRole('option')).toHaveLength(3);

    // The finger scrolled the list: the browser cancels the press.
    fireEvent.pointerCancel(window);
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(option('AUGMENTIN 375 DUO TABLET').id).toBe('ta-opt-1');
  });
});

describe('lab tests the query finds', () => {
  it('are listed under the medicines as links, with the lab search, and open their page', async () => {
    renderSearch();
    await typeAndAnswer('thyroid', [], {
      labTests: [
        {
          entityType: 6,
          type: 'test',
          id: 'LB160',
          name: 'Thyroid Profile (T3, T4, TSH)',
          url: '/diagnostics/packages/thyroid-profile-lb160',
          pricePaise: 45_000,
        },
      ],
      labSuggestion: { entityType: 14, text: "Search 'thyroid' in Lab Tests", url: '/diagnostics/search/all?q=thyroid' },
      resultHeading: 'No results found for',
    });
    const section = screen.getByRole('region', { name: 'Lab tests' });
    expect(section.textContent).toContain('₹450');
    // A lab match is a result: the medicines' "no results" offers stay away.
    expect(screen.queryByText('No results found for')).toBeNull();
    expect(screen.getByRole('link', { name: 'Search “thyroid” in Lab Tests' }).getAttribute('href')).toBe(
      '/diagnostics/search/all?q=thyroid',
    );
    fireEvent.click(screen.getByRole('link', { name: /Thyroid Profile/ }));
    expect(await screen.findByRole('heading', { name: 'Lab page thyroid-profile-lb160' })).toBeTruthy();
  });
});
