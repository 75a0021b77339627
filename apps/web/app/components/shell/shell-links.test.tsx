// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

afterEach(cleanup);

const session = { user: null, location: null, cart: { count: 0, lines: [] }, servedCities: 746 };

function renderFooter() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => session,
      Component: () => (
        <>
          <Outlet />
          <Footer />
        </>
      ),
      children: [
        { index: true, Component: () => <h1>Home page</h1> },
        { path: 'about-us', Component: () => <h1>About page</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: session } }} />);
}

describe('the footer written as markup', () => {
  it('states the served cities from the root loader', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo').textContent).toContain('Delivering to 746 towns and cities in India.');
  });

  it('follows its plain links in the document, as router links', async () => {
    renderFooter();
    const link = screen.getByRole('link', { name: 'About Us' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });

  it('leaves a click meant for a new tab to the browser', () => {
    renderFooter();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(screen.getByRole('link', { name: 'About Us' }), click);
    expect(click.defaultPrevented).toBe(false);
  });
});
