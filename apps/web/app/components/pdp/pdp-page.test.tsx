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
  it('hydrates the alternatives, the sections below them, the brand products and the notes each on their own', () => {
    const html = renderPage();
    const boundaries = html.split('<!--$-->').length - 1;
    // Four parts, plus the boundary the alternatives' drawers are loaded under.
    expect(boundaries).toBe(5);
    expect(html.indexOf('<!--$-->')).toBeGreaterThan(html.indexOf('pdp-buy'));
    expect(html).toContain('id="uses"');
    expect(html).toContain('id="brand-products"');
  });
});
