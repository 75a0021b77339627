// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { demoDetail } from '../pdp/pdp-demo-detail.test-data.ts';
import { LetterTabs } from '../ui/letter-tabs.tsx';
import { Pager } from '../ui/pager.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { cardOf } from './card-data.ts';
import { ProductGrid } from './product-grid.tsx';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const card = cardOf(demoDetail.brandVariants[0]!);

describe('product cards', () => {
  it('render their name as a plain link, without a router around them', () => {
    const html = renderToString(<ProductCard product={card} />);
    expect(html).toContain(`<a class="p-card__name" href="${card.url}" data-discover="true">${card.name}</a>`);
  });

  it('navigate within the document when the grid was rendered in the browser', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const Stub = createRoutesStub([
      { path: '/', Component: () => <ProductGrid products={[card]} /> },
      { path: card.url, Component: () => <h1>The medicine page</h1> },
    ]);
    render(<Stub initialEntries={['/']} />);
    const link = await screen.findByRole('link', { name: card.name });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('heading', { name: 'The medicine page' })).toBeTruthy();
  });

  it('leave a click with a modifier key to the browser (a new tab)', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const Stub = createRoutesStub([{ path: '/', Component: () => <ProductGrid products={[card]} /> }]);
    render(<Stub initialEntries={['/']} />);
    const link = await screen.findByRole('link', { name: card.name });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent(link, click);
    expect(screen.queryByRole('heading', { name: 'The medicine page' })).toBeNull();
  });
});

describe('letter tabs and pager', () => {
  it('render plain links, not router Links, and navigate within the document', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const href = (letter: string) => `/online-medicine-order/browse?letter=${letter}`;
    const Listing = () => {
      const letter = new URLSearchParams(useLocation().search).get('letter') ?? 'a';
      return (
        <>
          <h1>Letter {letter}</h1>
          <LetterTabs current={letter} hrefFor={href} />
          <Pager page={1} total={100} pageSize={48} hrefFor={(page) => `${href(letter)}&page=${page}`} />
        </>
      );
    };
    const Stub = createRoutesStub([{ path: '/online-medicine-order/browse', Component: Listing }]);
    render(<Stub initialEntries={[href('a')]} />);
    const tab = await screen.findByRole('link', { name: 'M' });
    expect(tab.outerHTML).toBe(`<a href="${href('m').replace('&', '&amp;')}" data-discover="true">M</a>`);
    fireEvent.click(tab);
    expect(await screen.findByRole('heading', { name: 'Letter m' })).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Page 2' });
    expect(next.getAttribute('href')).toBe(`${href('m')}&page=2`);
  });
});
