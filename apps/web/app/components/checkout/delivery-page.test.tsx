// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { address, cart, options } from './checkout-fixtures.test-support.ts';
import type { DeliveryActionData, DeliveryData } from './delivery-data.server.ts';
import { DeliveryPage } from './delivery-page.tsx';

afterEach(cleanup);

const ready = (patch: Partial<DeliveryData> = {}): DeliveryData => ({
  signedIn: true,
  rxStep: false,
  missing: null,
  addresses: [address(1), address(2, { isDeliverable: false })],
  addressId: 1,
  options: options(),
  optionsFailed: false,
  speed: 'standard',
  cart: cart(),
  call: null,
  ...patch,
});

/** The step at /checkout/delivery-options with the loader answering `data` and the action recording each post. */
function renderStep(
  data: DeliveryData,
  answer: (form: FormData) => DeliveryActionData | Promise<DeliveryActionData> = (form) => ({
    ok: true,
    intent: String(form.get('intent')),
  }),
) {
  const posts: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/checkout/delivery-options',
      Component: ({ loaderData, actionData }: { loaderData: DeliveryData; actionData?: DeliveryActionData }) => (
        <DeliveryPage data={loaderData} actionData={actionData} />
      ),
      loader: () => data,
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        return answer(form);
      },
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/checkout/delivery-options']} />);
  return posts;
}

const input = (el: HTMLElement) => el as HTMLInputElement;
/** The text an element points at with aria-describedby (what a screen reader reads after its name). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const text = async (role: 'alert') => (await screen.findByRole(role)).textContent ?? '';

const continueButtons = () => screen.getAllByRole('button', { name: 'Continue to payment' });

describe('the delivery step', () => {
  it('shows the saved addresses, the chosen one checked, the undeliverable one disabled with its reason', async () => {
    renderStep(ready());
    expect(input(await screen.findByRole('radio', { name: /Shopper 1/ })).checked).toBe(true);
    const other = screen.getByRole('radio', { name: /Shopper 2/ });
    expect(input(other).disabled).toBe(true);
    expect(description(other)).toBe('We do not deliver to this address yet.');
    expect(input(screen.getByRole('radio', { name: /Standard delivery/ })).checked).toBe(true);
    for (const button of continueButtons()) expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('with no saved address asks for one and cannot continue', async () => {
    renderStep(ready({ addresses: [], addressId: undefined, options: null, speed: undefined }));
    expect(await screen.findByText('You have no saved addresses yet. Add one to continue.')).toBeTruthy();
    expect(screen.getByText('Choose an address to see the delivery dates.')).toBeTruthy();
    for (const button of continueButtons()) expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('says when delivery to the address could not be checked, with a retry', async () => {
    renderStep(ready({ options: null, optionsFailed: true, speed: undefined }));
    expect(await text('alert')).toContain('We could not check delivery to this address.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    for (const button of continueButtons()) expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('says why an address cannot be delivered to', async () => {
    renderStep(ready({ options: options({ isDeliverable: false, message: 'We do not deliver to 400001 yet.' }), speed: undefined }));
    expect(await text('alert')).toContain('We do not deliver to 400001 yet.');
    for (const button of continueButtons()) expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows express as unavailable with its reason', async () => {
    renderStep(ready({ options: options({}, { isAvailable: false, unavailableReason: 'Express is not available after 6 pm.' }) }));
    const express = await screen.findByRole('radio', { name: /Express delivery/ });
    expect(input(express).disabled).toBe(true);
    expect(description(express)).toBe('Express is not available after 6 pm.');
  });

  it('posts the chosen speed to the step action, showing it checked while the action has not answered', async () => {
    let answer: (value: DeliveryActionData) => void = () => {};
    const posts = renderStep(ready(), () => new Promise((resolve) => (answer = resolve)));
    const express = await screen.findByRole('radio', { name: /Express delivery/ });
    fireEvent.click(express);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.fromEntries(posts[0]!)).toEqual({ intent: 'choose-speed', speed: 'express' });
    // The action has not answered: the tap stays shown (the page's choice is the tapped one meanwhile).
    await waitFor(() => expect(input(express).checked).toBe(true));
    expect(input(screen.getByRole('radio', { name: /Standard delivery/ })).checked).toBe(false);
    answer({ ok: true, intent: 'choose-speed' });
  });

  it("puts the step's speed back when the action refuses the tapped one", async () => {
    const posts = renderStep(ready(), () => ({
      ok: false,
      intent: 'choose-speed',
      code: 'SPEED_UNAVAILABLE',
      message: 'Express is not available after 6 pm.',
    }));
    const express = await screen.findByRole('radio', { name: /Express delivery/ });
    fireEvent.click(express);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await text('alert')).toContain('Express is not available after 6 pm.');
    await waitFor(() => expect(input(screen.getByRole('radio', { name: /Standard delivery/ })).checked).toBe(true));
    expect(input(express).checked).toBe(false);
  });

  it('continues with the chosen address and speed, and shows a refusal beside the form', async () => {
    const posts = renderStep(ready(), () => ({
      ok: false,
      intent: 'continue',
      code: 'SPEED_UNAVAILABLE',
      message: 'Express is not available after 6 pm.',
    }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Continue to payment' }))[0]!);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get('intent')).toBe('continue');
    expect(posts[0]!.get('addressId')).toBe('1');
    expect(posts[0]!.get('speed')).toBe('standard');
    expect(await text('alert')).toContain('Express is not available after 6 pm.');
  });

  it('says why the shopper was sent back here', async () => {
    renderStep(ready({ missing: 'address' }));
    expect(await text('alert')).toContain('Choose a delivery address to continue.');
  });
});
