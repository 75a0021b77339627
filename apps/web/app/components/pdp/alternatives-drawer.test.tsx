// @vitest-environment happy-dom
/**
 * 'View All' as a shopper opens it: the medicine page's data carries only the rail's cards, so the drawer asks
 * the alternatives call for the list, showing that it is loading, and says so when it cannot.
 */
import '../../testing/dom.ts';
import type { Alternative, AlternativesPage } from '@dawa/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlternativesDrawer } from './alternatives-drawer.tsx';
import { demoDetail } from './pdp-demo-detail.test-data.ts';
import { PdpStub } from './pdp-stub.test-support.tsx';
import { buildPdpView } from './pdp-view.server.ts';

const calls = vi.hoisted(() => ({ pages: [] as number[], answer: null as ((page: number) => Promise<AlternativesPage>) | null }));

vi.mock('../../lib/api.ts', async (original) => {
  const real = await original<typeof import('../../lib/api.ts')>();
  return {
    ...real,
    api: {
      ...real.api,
      alternatives: vi.fn(async (_id: number, page: number) => {
        calls.pages.push(page);
        return calls.answer!(page);
      }),
    },
  };
});

const alternative = (productId: number, savingPercent: number): Alternative => ({
  ...demoDetail.alternatives.items[0]!,
  productId,
  name: `Alternative ${productId} Tablet`,
  savingPercent,
  savingPerUnitPaise: savingPercent > 0 ? 10 : 0,
});
const ALL = [alternative(11, 20), alternative(12, 10), alternative(13, 0)];
const pageOf = (page: number): AlternativesPage => ({ items: page === 1 ? ALL.slice(0, 2) : ALL.slice(2), total: 3, page, pageSize: 2 });

function renderDrawer() {
  const detail = { ...demoDetail, alternatives: { count: 3, cheaperCount: 2, maxSavingPercent: 20, items: ALL } };
  const view = buildPdpView(detail, { locale: 'en', sem: false, origin: 'https://dawa.example', documentLoad: true });
  render(
    <PdpStub>
      <AlternativesDrawer open onClose={() => undefined} product={view.product} alternatives={view.alternatives!} />
    </PdpStub>,
  );
}

afterEach(cleanup);
beforeEach(() => {
  calls.pages = [];
  calls.answer = async (page) => pageOf(page);
});

describe("the 'View All' drawer", () => {
  it('says it is loading while the first page comes, then lists it by set and loads the next on request', async () => {
    let release: () => void = () => undefined;
    calls.answer = (page) => new Promise((resolve) => (release = () => resolve(pageOf(page))));
    renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Generic alternatives' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the alternatives…');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    release();
    const cheaper = await screen.findByRole('region', { name: 'Cheaper per tablet (2)' });
    expect(within(cheaper).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(screen.getByText(/Showing 2 of 3\./)).toBeTruthy();

    calls.answer = async (page) => pageOf(page);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Alternative 13 Tablet' })).toBeTruthy();
    expect(screen.getByText(/Showing 3 of 3\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.pages).toEqual([1, 2]);
  });

  it('says when the list could not be loaded, and tries again on request', async () => {
    calls.answer = async () => Promise.reject(new Error('offline'));
    renderDrawer();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the alternatives. Please try again.');
    calls.answer = async (page) => pageOf(page);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Alternative 11 Tablet' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
