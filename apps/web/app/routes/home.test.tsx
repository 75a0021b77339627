// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Home from './home.tsx';

const data = {
  origin: 'https://dawa.example',
  popular: [],
  counts: { products: 280513, molecules: 2100, manufacturers: 9000 },
  categories: [{ id: 1, name: 'Pain relief (demo)', slug: 'pain-relief', productCount: 1200 }],
  healthCategories: [],
  molecules: [{ id: 7, name: 'Paracetamol (demo)', slug: 'paracetamol', url: '/molecules/paracetamol-7', productCount: 830 }],
};

function Stub() {
  const props = { loaderData: data } as unknown as Parameters<typeof Home>[0];
  const Routes = createRoutesStub([{ path: '/', Component: () => <Home {...props} /> }]);
  return <Routes initialEntries={['/']} />;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('the home page', () => {
  it('keeps the served category tiles and molecule chips at hydration instead of rendering them again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stub />);
    document.body.append(container);
    // Text that differs from what React would render: React keeps it only where it does not hydrate the list.
    container.querySelector('.tiles strong')!.textContent = 'As served';
    container.querySelector('.chips .chip')!.lastChild!.before('As served ');

    await act(async () => {
      hydrateRoot(container, <Stub />, { onRecoverableError: () => {} });
    });

    expect(container.querySelector('.tiles strong')!.textContent).toBe('As served');
    expect(container.querySelector('.chips .chip')!.textContent).toContain('As served');
    expect(container.querySelector('.tiles a')!.getAttribute('href')).toBe('/online-medicine-order/browse?category=pain-relief');
  });
});
