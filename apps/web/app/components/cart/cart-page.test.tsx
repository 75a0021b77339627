// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferSummary } from '../offers/offer-format.ts';
import { ToastProvider } from '../ui/toast.tsx';
import type { CartActionResult } from './cart-intents.ts';
import { CartPage } from './cart-page.tsx';
import type { CartPageData } from './cart-page-data.ts';
import { cartData, cartItem } from './cart-test-data.ts';

afterEach(cleanup);

/** A line's name as the page shows it (the pack shot repeats it in its artwork). */
const lineNamed = (name: string) => screen.queryAllByText(name).find((el) => el.classList.contains('cart-line__name')) ?? null;

const dolo = cartItem({ productId: 11, name: 'Dolo 650 Tablet', quantity: 2 });
const augmentin = cartItem({ productId: 12, name: 'Augmentin 625 Duo Tablet' });

/** The cart route over a loader answering `data`; the action records each post and answers `answer`. */
function renderCart(
  data: CartPageData,
  answer: (form: FormData) => CartActionResult = () => ({ ok: true, intent: 'remove', outcome: 'removed' }),
) {
  const posts: FormData[] = [];
  let current = data;
  const Stub = createRoutesStub([
    {
      path: '/cart',
      loader: () => current,
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        const result = answer(form);
        if (result.ok && form.get('intent') === 'remove' && current.cart) {
          current = { ...current, cart: cartData(current.cart.items.filter((i) => String(i.itemId) !== form.get('itemId'))) };
        }
        return result;
      },
      Component: () => (
        <ToastProvider>
          <CartPage data={useLoaderData() as CartPageData} />
        </ToastProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/cart']} hydrationData={{ loaderData: { 0: current } }} />);
  return posts;
}

describe('the cart page', () => {
  it('shows the lines, the amount to be paid and Proceed straight from the loader, with no spinner', async () => {
    renderCart({ signedIn: true, cart: cartData([dolo, augmentin]), variants: null, offer: null });
    expect(await screen.findByRole('heading', { name: /Your cart/ })).toBeTruthy();
    expect(lineNamed('Dolo 650 Tablet')).toBeTruthy();
    expect(lineNamed('Augmentin 625 Duo Tablet')).toBeTruthy();
    expect(screen.getAllByText('Amount to be paid').length).toBeGreaterThan(0);
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
    expect((screen.getAllByLabelText('Quantity')[0] as HTMLSelectElement).value).toBe('2');
  });

  it('says the cart is empty', async () => {
    renderCart({ signedIn: false, cart: cartData([]), variants: null, offer: null });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('offers to try again when the cart could not be read', async () => {
    renderCart({ signedIn: true, cart: null, variants: null, offer: null });
    expect(await screen.findByRole('heading', { name: 'We could not load your cart.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('posts a removal with its intent and line, and the line goes with the toast', async () => {
    const posts = renderCart({ signedIn: true, cart: cartData([dolo, augmentin]), variants: null, offer: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dolo 650 Tablet from your cart' }));
    await waitFor(() => expect(lineNamed('Dolo 650 Tablet')).toBeNull());
    expect(await screen.findByText('Removed from your cart')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.get('intent')).toBe('remove');
    expect(posts[0]!.get('itemId')).toBe('110');
    expect(posts[0]!.get('_js')).toBe('1');
    expect(lineNamed('Augmentin 625 Duo Tablet')).toBeTruthy();
  });

  it('keeps a line the server refused to remove, and says why', async () => {
    renderCart({ signedIn: true, cart: cartData([dolo]), variants: null, offer: null }, () => ({
      ok: false,
      intent: 'remove',
      code: 'CART_ITEM_NOT_FOUND',
      message: 'This item is not in your cart.',
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dolo 650 Tablet from your cart' }));
    expect(await screen.findByText('This item is not in your cart.')).toBeTruthy();
    expect(lineNamed('Dolo 650 Tablet')).toBeTruthy();
  });

  it('shows a refused coupon beside its form', async () => {
    renderCart({ signedIn: true, cart: cartData([dolo]), variants: null, offer: null }, () => ({
      ok: false,
      intent: 'apply-promo',
      code: 'PROMO_INVALID',
      message: 'This coupon does not exist.',
    }));
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'nosuch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This coupon does not exist.');
  });

  const coupon = (id: number, code: string, minOrderPaise = 0): OfferSummary => ({
    id,
    href: `/offers/${code.toLowerCase()}-${id}`,
    kind: 'coupon',
    title: `${code} title`,
    shortDescription: '',
    code,
    benefit: '₹50 off',
    minOrderPaise,
    date: '31 Dec 2027',
    expired: false,
    paymentTypeIds: [],
    verticals: ['medicine'],
    demo: true,
  });
  const coupons = [
    coupon(1, 'FIRST25'),
    coupon(2, 'DAWA10'),
    coupon(3, 'FLAT50', 49_900),
    coupon(4, 'A4'),
    coupon(5, 'A5'),
    coupon(6, 'A6'),
  ];
  const applied = (code: string) => ({
    couponCode: code,
    isPromoValid: true,
    isPromoApplied: true,
    message: 'Applied',
    totalDiscount: 5,
    totalDiscountDecimal: '5.00',
    couponStripMessage: '',
    offerId: null,
    promoCodeTag: null,
    summary: '',
  });

  it("lists five 'Available coupons', each applying its own code with the cart's intent", async () => {
    const posts = renderCart({ signedIn: true, cart: cartData([dolo]), variants: null, offer: null, coupons });
    const list = await screen.findByRole('list', { name: 'Available coupons' });
    expect(list.querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByText('₹50 off on order above ₹499')).toBeTruthy();
    expect(screen.getAllByText('Demo offer')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon DAWA10' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get('intent')).toBe('apply-promo');
    expect(posts[0]!.get('code')).toBe('DAWA10');
  });

  it('leaves out the coupon already applied', async () => {
    const cart = { ...cartData([dolo]), promotionDetails: applied('DAWA10') };
    renderCart({ signedIn: true, cart, variants: null, offer: null, coupons });
    const list = await screen.findByRole('list', { name: 'Available coupons' });
    expect(list.querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Apply coupon DAWA10' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply coupon A6' })).toBeTruthy();
  });

  it('shows a guest the coupons, whose Apply leads to the login page', async () => {
    renderCart({ signedIn: false, cart: cartData([dolo]), variants: null, offer: null, coupons });
    await screen.findByRole('list', { name: 'Available coupons' });
    const apply = screen.getByRole('button', { name: 'Log in to apply coupon FIRST25' });
    expect(apply.getAttribute('href')).toBe('/login?redirectTo=%2Fcart');
    expect(screen.queryByRole('button', { name: 'Apply coupon FIRST25' })).toBeNull();
  });
});
