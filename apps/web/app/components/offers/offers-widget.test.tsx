// @vitest-environment happy-dom
/**
 * The offers widget as a shopper meets it: two offers and 'View All' for the rest, each offer a link to its page
 * that opens the 'Offer Details' drawer, which asks for how to get the offer and its terms, and copies the code.
 */
import '../../testing/dom.ts';
import type { Offer } from '@dawa/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdpStub } from '../pdp/pdp-stub.test-support.tsx';
import type { OfferSummary, OffersWidgetView } from './offer-format.ts';
import { OffersWidget } from './offers-widget.tsx';

const calls = vi.hoisted(() => ({ ids: [] as number[], answer: null as ((id: number) => Promise<Offer>) | null }));

vi.mock('../../lib/api-offers.ts', () => ({
  offersApi: {
    details: vi.fn(async (id: number) => {
      calls.ids.push(id);
      return calls.answer!(id);
    }),
  },
}));

const summary = (id: number, code: string | null, over: Partial<OfferSummary> = {}): OfferSummary => ({
  id,
  href: `/offers/offer-${id}`,
  kind: code ? 'coupon' : 'payment',
  title: `Offer ${id}`,
  shortDescription: `About offer ${id}.`,
  code,
  benefit: '₹50 off',
  minOrderPaise: 49_900,
  date: '31 Dec 2027',
  expired: false,
  paymentTypeIds: code ? [] : [4, 6],
  verticals: ['medicine'],
  demo: true,
  ...over,
});

const details = (id: number): Offer => ({
  id,
  slug: `offer-${id}`,
  kind: 'coupon',
  title: `Offer ${id}`,
  shortDescription: '',
  promoCode: 'CODE',
  image: null,
  deeplinks: { web: `/offers/offer-${id}` },
  expiry: { header: 'Valid till', dateTime: '31 Dec 2027' },
  isExpired: false,
  endTime: 0,
  startAt: '',
  expireAt: '',
  metaData: { verticals: ['medicine'], paymentTypeIds: [], paymentSubTypeIds: [], status: 'active', demo: true },
  couponMrpThreshold: 0,
  couponBenefit: '',
  detail: {
    eligibilty: [],
    howToGet: [`Apply offer ${id} in the cart.`],
    cancellationPolicy: [],
    termsAndConditions: ['One code per order.'],
  },
});

const view = (offers: OfferSummary[], over: Partial<OffersWidgetView> = {}): OffersWidgetView => ({
  offers,
  featured: null,
  featuredEnded: false,
  ...over,
});

const renderWidget = (widget: OffersWidgetView) =>
  render(
    <PdpStub>
      <OffersWidget view={widget} />
    </PdpStub>,
  );

const writeText = vi.fn(async () => undefined);
afterEach(cleanup);
beforeEach(() => {
  calls.ids = [];
  calls.answer = async (id) => details(id);
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('the offers widget', () => {
  it("shows two offers, and 'View All' reveals up to five", async () => {
    renderWidget(view([summary(1, 'ONE'), summary(2, null), summary(3, 'THREE'), summary(4, 'FOUR'), summary(5, 'FIVE')]));
    const section = await screen.findByRole('region', { name: 'Offers' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.className)).toEqual(['', '', 'ofw-list__more', 'ofw-list__more', 'ofw-list__more']);
    expect(within(section).getByText('View All')).toBeTruthy();
    expect(within(section).getByText('View Less')).toBeTruthy();
    // Each offer is a link to its page (before hydration it is followed), labelled as a 'Demo offer'.
    const first = within(rows[0]!).getByRole('button', { name: /Offer 1/ });
    expect(first.getAttribute('href')).toBe('/offers/offer-1');
    expect(within(rows[0]!).getByText('Demo offer')).toBeTruthy();
    expect(within(rows[0]!).getByText('₹50 off on order above ₹499')).toBeTruthy();
    expect(within(rows[1]!).getByText('Applies automatically when you pay by UPI')).toBeTruthy();
  });

  it("has no 'View All' for two offers or fewer", async () => {
    renderWidget(view([summary(1, 'ONE'), summary(2, 'TWO')]));
    await screen.findByRole('region', { name: 'Offers' });
    expect(screen.queryByText('View All')).toBeNull();
  });

  it('puts the offer the address names first, or says it has ended', async () => {
    renderWidget(view([summary(1, 'ONE')], { featured: summary(9, 'NINE') }));
    const yours = (await screen.findByText('Your offer')).parentElement!;
    expect(within(yours).getByRole('button', { name: /Offer 9/ })).toBeTruthy();
    cleanup();
    renderWidget(view([summary(1, 'ONE')], { featuredEnded: true }));
    expect((await screen.findByText(/This offer has ended\./)).textContent).toBe("This offer has ended. See today's offers.");
    expect(screen.getByRole('link', { name: "See today's offers." }).getAttribute('href')).toBe('/offers');
  });

  it("opens 'Offer Details' with the code, asks for how to get it, and copies the code", async () => {
    renderWidget(view([summary(1, 'ONE'), summary(2, 'TWO')]));
    fireEvent.click(await screen.findByRole('button', { name: /Offer 2/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Offer Details' });
    expect(within(drawer).getByText('Offer 2')).toBeTruthy();
    expect(within(drawer).getByText('Valid till 31 Dec 2027')).toBeTruthy();
    expect(await within(drawer).findByText('Apply offer 2 in the cart.')).toBeTruthy();
    expect(within(drawer).getByText('One code per order.')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe('/offers/offer-2');
    expect(calls.ids).toEqual([2]);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Copy code TWO' }));
    expect(await within(drawer).findByText('Code TWO copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('TWO');
  });

  it('says when the details could not be loaded, and still links to the full page', async () => {
    calls.answer = async () => Promise.reject(new Error('offline'));
    renderWidget(view([summary(1, 'ONE')]));
    fireEvent.click(await screen.findByRole('button', { name: /Offer 1/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Offer Details' });
    expect(await within(drawer).findByText("The offer's details could not be loaded.")).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'View full details' })).toBeTruthy();
  });
});
