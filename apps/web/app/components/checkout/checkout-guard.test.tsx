// @vitest-environment happy-dom
/**
 * The step guard as a shopper meets it (A6): /checkout/delivery-options opened directly with a medicine
 * that needs a prescription and none chosen lands on the upload step with the reason shown, and the step
 * counter shows the same steps on both pages. The real step loaders run over a stubbed API client.
 */
import '../../testing/dom.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutUpload, { loader as uploadLoader } from '../../routes/checkout-upload.tsx';
import { address, cart, options } from './checkout-fixtures.test-support.ts';
import { CheckoutHeader } from './checkout-header.tsx';
import { deliveryLoader, type DeliveryData } from './delivery-data.server.ts';
import { DeliveryPage } from './delivery-page.tsx';

const apiState = vi.hoisted(() => ({ rxRequired: true, itemsCount: 2 }));

vi.mock('../../lib/api.ts', async (original) => {
  const real = await original<typeof import('../../lib/api.ts')>();
  const answer = (path: string): unknown => {
    if (path.startsWith('/cart/getCartItems')) return cart({ isRxUploadRequired: apiState.rxRequired, itemsCount: apiState.itemsCount });
    if (path.startsWith('/delivery/fetchDeliveryOptions')) return options();
    if (path.startsWith('/prescriptions/fetchPastPrescriptions')) return { prescriptions: [] };
    throw new real.ApiError(404, 'not stubbed', false);
  };
  return {
    ...real,
    call: vi.fn(async ({ path }: { path: string }) => answer(path)),
    api: { ...real.api, addresses: vi.fn(async () => [address(1)]) },
  };
});

afterEach(cleanup);
beforeEach(() => {
  apiState.rxRequired = true;
  apiState.itemsCount = 2;
});

const RX = 'rx_abcdefghijklmnopqrst';
/**
 * The loader's request as the browser sends it, with the checkout choices cookie (a browser-like Request
 * here drops a Cookie header, as fetch must, so the loaders get the two things they read).
 */
const withCookie = (request: Request, choices: object | null) => {
  const cookie = choices ? `dawa_checkout=${encodeURIComponent(JSON.stringify(choices))}` : null;
  return { url: request.url, headers: { get: (name: string) => (name.toLowerCase() === 'cookie' ? cookie : null) } } as unknown as Request;
};

function renderCheckout(path: string, choices: object | null = null) {
  const page = (children: ReactNode) => (
    <>
      <CheckoutHeader />
      <main>{children}</main>
    </>
  );
  const Stub = createRoutesStub([
    {
      path: '/checkout/delivery-options',
      loader: ({ request }) => deliveryLoader(withCookie(request, choices)),
      Component: ({ loaderData }: { loaderData: DeliveryData | { signedIn: false } }) =>
        page(loaderData.signedIn ? <DeliveryPage data={loaderData} /> : null),
      HydrateFallback: () => null,
    },
    {
      path: '/checkout/upload',
      loader: ({ request }) => uploadLoader({ request: withCookie(request, choices) } as Parameters<typeof uploadLoader>[0]),
      Component: ({ loaderData }: { loaderData: Awaited<ReturnType<typeof uploadLoader>> }) =>
        page(<CheckoutUpload {...({ loaderData } as Parameters<typeof CheckoutUpload>[0])} />),
      HydrateFallback: () => null,
    },
    { path: '/cart', Component: () => <h1>Your cart</h1> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const steps = async () => within(await screen.findByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');

describe('the checkout step guard', () => {
  it('sends the delivery step without a prescription back to the upload step, with the reason, and the same steps', async () => {
    renderCheckout('/checkout/delivery-options');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Prescription' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your cart has medicines that need a prescription.');
    const onUpload = (await steps()).map((li) => li.textContent);
    expect(onUpload).toHaveLength(4);
    expect(screen.getByRole('navigation', { name: 'Checkout steps' }).querySelector('[aria-current="step"]')?.textContent).toContain(
      'Prescription',
    );
    cleanup();

    // Once a prescription is chosen the delivery step opens, counting the same four steps.
    renderCheckout('/checkout/delivery-options', { rx: { uploadedIds: [], pastIds: [RX], consult: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery address and speed' })).toBeTruthy();
    expect(await steps()).toHaveLength(4);
  });

  it('counts three steps for a cart that needs no prescription, and sends an empty cart to the cart page', async () => {
    apiState.rxRequired = false;
    renderCheckout('/checkout/delivery-options');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery address and speed' })).toBeTruthy();
    expect(await steps()).toHaveLength(3);
    cleanup();

    apiState.itemsCount = 0;
    renderCheckout('/checkout/delivery-options');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
  });
});
