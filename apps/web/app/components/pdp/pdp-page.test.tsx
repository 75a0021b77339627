import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../i18n/index.ts';
import { ToastProvider } from '../ui/toast.tsx';
import { demoDetail } from './pdp-demo-detail.test-data.ts';
import { PdpPage } from './pdp-page.tsx';
import { buildPdpView } from './pdp-view.server.ts';

function renderPage() {
  const view = buildPdpView(demoDetail, { locale: 'en', sem: false, origin: 'https://dawa.example' });
  const root = { user: null, location: null, cart: { count: 0, lines: [] } };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      ),
      children: [
        {
          index: true,
          Component: () => (
            <LocaleContext value="en">
              <PdpPage view={view} />
            </LocaleContext>
          ),
        },
      ],
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />);
}

describe('the medicine page', () => {
  it('hydrates the alternatives, the composition and quick links, and the notes each on their own', () => {
    const html = renderPage();
    const boundaries = html.split('<!--$-->').length - 1;
    // Three parts, plus the boundary the alternatives' drawers are loaded under.
    expect(boundaries).toBe(4);
    expect(html.indexOf('<!--$-->')).toBeGreaterThan(html.indexOf('pdp-buy'));
  });

  it('renders the static sections inside the kept wrapper, outside any later-hydrated boundary', () => {
    const html = renderPage();
    const kept = html.indexOf('class="pdp-kept"');
    expect(kept).toBeGreaterThan(-1);
    for (const id of ['uses', 'summary']) expect(html.indexOf(`id="${id}"`)).toBeGreaterThan(kept);
    // The sections' wrapper closes its boundary before it opens: it hydrates with the page, not in a boundary.
    const before = html.slice(0, kept);
    expect(before.split('<!--$-->').length).toBe(before.split('<!--/$-->').length);
    expect(html).toContain('id="brand-products-list"');
  });
});
