// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../ui/toast.tsx';
import { CardCartButton } from './card-cart-button.tsx';
import type { CartActionResult } from './cart-intents.ts';
import type { RootCart } from './cart-lines.ts';

afterEach(cleanup);

/** A page with one card under a root loader holding `cart`; the /cart action waits until `answer` is called. */
function renderCard(initial: RootCart) {
  let cart = initial;
  const posts: FormData[] = [];
  let release: (result: CartActionResult) => void = () => undefined;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: null, location: null, cart }),
      Component: () => (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      ),
      children: [
        { index: true, Component: () => <CardCartButton productId={42} name="Calpol 500" min={1} max={20} /> },
        {
          path: 'cart',
          action: async ({ request }) => {
            posts.push(await request.formData());
            const result = await new Promise<CartActionResult>((resolve) => (release = resolve));
            if (result.ok) cart = { count: 1, lines: [{ productId: 42, quantity: 1, itemId: null }] };
            return result;
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { user: null, location: null, cart } } }} />);
  return { posts, answer: (result: CartActionResult) => release(result) };
}

describe('the add-to-cart button of a card', () => {
  it('shows the item in the cart while the post is in flight, and keeps it once the server agreed', async () => {
    const page = renderCard({ count: 0, lines: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Calpol 500' }));
    const picker = await screen.findByLabelText('Quantity of Calpol 500');
    expect((picker as HTMLSelectElement).value).toBe('1');
    await waitFor(() => expect(page.posts).toHaveLength(1));
    expect(page.posts[0]!.get('intent')).toBe('add');
    expect(page.posts[0]!.get('productId')).toBe('42');
    expect(page.posts[0]!.get('quantity')).toBe('1');
    page.answer({ ok: true, intent: 'add', outcome: 'added', quantity: 1 });
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(((await screen.findByLabelText('Quantity of Calpol 500')) as HTMLSelectElement).value).toBe('1');
  });

  it('goes back to Add, with the reason, when the server refuses', async () => {
    const page = renderCard({ count: 0, lines: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Calpol 500' }));
    await screen.findByLabelText('Quantity of Calpol 500');
    await waitFor(() => expect(page.posts).toHaveLength(1));
    page.answer({ ok: false, intent: 'add', code: 'OUT_OF_STOCK', message: 'Calpol 500 is out of stock.' });
    expect(await screen.findByText('Calpol 500 is out of stock.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Calpol 500' })).toBeTruthy();
  });

  it('shows the quantity a line already holds', async () => {
    renderCard({ count: 1, lines: [{ productId: 42, quantity: 3, itemId: 9 }] });
    expect(((await screen.findByLabelText('Quantity of Calpol 500')) as HTMLSelectElement).value).toBe('3');
  });
});
