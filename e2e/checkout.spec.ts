/**
 * The checkout journey as a shopper clicks it: search, two medicines (one needs a prescription), cart,
 * sign in, an address, a prescription, express delivery, then payment at the sandbox gateway — UPI that
 * succeeds, a declined card (the cart is kept) followed by cash on delivery — and the order pages.
 *
 * The gateway sends the shopper back to the store's PUBLIC_URL (http://localhost:<port> by default), so
 * these journeys use that host: the session cookie must be the one the return page sees.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addMumbaiAddress, addThisMedicine, hydrated, logInInDrawer, mobileFor, openSearch } from './support.ts';

const LEAD = { phone: '75', desktop: '76' };

const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: process.env.E2E_PUBLIC_URL ?? `http://localhost:${PORT}` });

/** A 2×2 PNG: the upload check reads its signature and IHDR. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const visible = (page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') =>
  page.getByRole(role, { name }).filter({ visible: true }).first();

/** Searches from the header and opens the medicine's page from the suggestions. */
async function searchAndOpen(page: Page, query: string, name: string) {
  await page.goto('/');
  const box = await openSearch(page);
  await box.pressSequentially(query, { delay: 20 });
  await page
    .getByRole('option', { name: new RegExp(`^${name} `) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Cart → Proceed → log in → (prescription) → delivery options with a new address and express delivery. */
async function toPayment(page: Page, request: APIRequestContext, mobile: string) {
  await searchAndOpen(page, 'dolo 650', 'Dolo 650 Tablet');
  await addThisMedicine(page, 1);
  await searchAndOpen(page, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  await addThisMedicine(page, 2);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Your cart/ })).toBeVisible();
  // Three strips: above ₹499, where the UPI instant discount applies.
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'AUGMENTIN 375 DUO TABLET', exact: true }) })
    .getByLabel('Quantity')
    .selectOption('3');
  await expect(page.locator('.toasts').getByText('Updated in your cart').first()).toBeVisible();
  await visible(page, /Log in to proceed|Proceed/).click();
  await logInInDrawer(page, request, mobile);

  // Augmentin needs a prescription: the upload step, with its step in the header.
  await expect(page).toHaveURL(/\/checkout\/upload$/);
  await expect(page.getByText('100% Secure Payments')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toContainText('Prescription');
  await page.getByLabel('Upload from device').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded')).toBeVisible({ timeout: 15_000 });
  await visible(page, 'Continue').click();

  await expect(page).toHaveURL(/\/checkout\/delivery-options$/);
  await expect(page.getByText('You have no saved addresses yet. Add one to continue.')).toBeVisible();
  await addMumbaiAddress(page, mobile);

  const express = page.getByRole('radio', { name: /Express delivery/ });
  await expect(express).toBeEnabled();
  await express.check();
  await expect(page.getByRole('definition').filter({ hasText: '₹99' }).filter({ visible: true }).first()).toBeVisible();
  // The choice is kept by the step's action; Continue waits until it is.
  const proceed = visible(page, 'Continue to payment');
  await expect(proceed).not.toHaveAttribute('aria-disabled', 'true');
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout\/select-payment-method$/);
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
}

/**
 * The sandbox gateway's hosted page. The test instruments (success@upi, 4000 0000 0000 0002) have a fixed
 * outcome: the page submits its one decision by itself after a moment and sends the shopper back.
 */
async function throughGateway(page: Page) {
  // The gateway's page may already have sent the shopper back when the URL is first read.
  await expect(page).toHaveURL(/\/gateway\/pay\/|\/payment\/order\/|\/order-success/, { timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/gateway\//, { timeout: 15_000 });
}

test('UPI success@upi places the order; the order page says Order placed', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const mobile = mobileFor(LEAD, info.project.name, 1);
  await toPayment(page, request, mobile);

  await page.getByRole('radio', { name: /^UPI/ }).first().check();
  await expect(page.locator('[data-identifier="instant_discount"]').filter({ visible: true }).first()).toBeVisible();
  await page.getByLabel('UPI ID').fill('success');
  await page.getByRole('button', { name: '@upi', exact: true }).click();
  await expect(page.getByLabel('UPI ID')).toHaveValue('success@upi');
  const pay = visible(page, /^Pay ₹/);
  await pay.click();
  await throughGateway(page);

  await expect(page).toHaveURL(/\/order-success\?orderId=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your order has been successfully placed.' })).toBeVisible();
  await expect(page.getByText('Our pharmacist verifies your prescription before your order is packed.')).toBeVisible();
  const count = await page.evaluate(async () => (await (await fetch('/api/cart/getCartCount')).json()).data.count);
  expect(count).toBe(0);

  await visible(page, 'View order', 'link').click();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Order placed' }).first()).toBeVisible();
  await expect(page.getByText('1 attached to this order')).toBeVisible();

  // The list has it, and the bell counts the notification about it.
  await page.goto('/account/orders/medicine-healthcare');
  await expect(page.getByText('Order placed').first()).toBeVisible();
  const bell = visible(page, /^Notifications/);
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ new/);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(visible(page, /^Notifications/)).toHaveAccessibleName('Notifications');
});

test('a declined card keeps the cart; cash on delivery then places the order', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const mobile = mobileFor(LEAD, info.project.name, 2);
  await toPayment(page, request, mobile);

  await page
    .getByRole('radio', { name: /Credit \/ Debit card/ })
    .first()
    .check();
  await page.getByLabel('Card number').fill('4000000000000002');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Asha Rao');
  await visible(page, /^Pay ₹/).click();
  await throughGateway(page);

  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Your payment did not go through\. Order #\d+ is kept for you/)).toBeVisible();
  await expect(page.getByText('Pay again with this or another method, or choose cash on delivery.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retry payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'AUGMENTIN 375 DUO TABLET', exact: true })).toBeVisible();

  // Back through checkout: the prescription and the address are remembered.
  await visible(page, 'Proceed').click();
  await expect(page).toHaveURL(/\/checkout\/upload$/);
  await visible(page, 'Continue').click();
  await expect(page).toHaveURL(/\/checkout\/delivery-options$/);
  await expect(page.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
  await visible(page, 'Continue to payment').click();

  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(page.locator('[data-identifier="cash_handling_charge"]').filter({ visible: true }).first()).toBeVisible();
  await visible(page, 'Place order').click();
  await expect(page).toHaveURL(/\/order-success\?orderId=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your order has been successfully placed.' })).toBeVisible();
  await expect(page.getByText('Cash on delivery')).toBeVisible();

  // One purchase, one order: cash on delivery placed the order the declined card left waiting.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await page.goto('/account/orders/medicine-healthcare');
  const cards = page.locator('.orders-list > li');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`#${orderId}`);
  await expect(cards.first()).toContainText('Order placed');
  await expect(page.getByText('Payment failed')).toHaveCount(0);
});

test('a guest is asked to log in; an order that is not yours is not found', async ({ page, request }, info) => {
  await page.goto('/checkout/delivery-options');
  await expect(page.getByRole('heading', { name: 'Log in to check out' })).toBeVisible();
  await page.goto('/account/orders/medicine-healthcare/1');
  await expect(page.getByRole('heading', { name: 'Log in to see your orders' })).toBeVisible();

  const mobile = mobileFor(LEAD, info.project.name, 3);
  // This journey logs in through the drawer, which the button opens once the page is interactive (before,
  // it leads to the login page: before-hydration.spec).
  await hydrated(page);
  await visible(page, 'Log in').click();
  await logInInDrawer(page, request, mobile);
  // Order 1 is another shopper's (or none at all): the API answers 404 either way.
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await page.goto('/account/orders/medicine-healthcare');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
});

test('the delivery step opened directly without a prescription sends the shopper to the upload step with the reason', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const mobile = mobileFor(LEAD, info.project.name, 4);
  await searchAndOpen(page, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  await addThisMedicine(page, 1);
  await page.goto('/cart');
  // Logs in through the drawer, which Proceed opens once the page is interactive (before, the login page).
  await hydrated(page);
  await visible(page, /Log in to proceed|Proceed/).click();
  await logInInDrawer(page, request, mobile);
  await expect(page).toHaveURL(/\/checkout\/upload$/);
  const steps = page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);

  // Straight to delivery, skipping the prescription: the server sends the shopper back, saying why.
  await page.goto('/checkout/delivery-options');
  await expect(page).toHaveURL(/\/checkout\/upload\?missing=prescription$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your cart has medicines that need a prescription.' })).toBeVisible();
  await expect(steps).toHaveCount(4);
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText('Prescription');

  // The payment step too, and a free consultation then opens delivery with the same steps.
  await page.goto('/checkout/select-payment-method');
  await expect(page).toHaveURL(/\/checkout\/upload\?missing=prescription$/);
  await page.getByRole('checkbox', { name: /Don.t have a prescription/ }).check();
  await visible(page, 'Continue').click();
  await expect(page).toHaveURL(/\/checkout\/delivery-options$/);
  await expect(steps).toHaveCount(4);
});
