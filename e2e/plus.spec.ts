/**
 * PLUS (decision 067): a shopper adds PLUS to the cart from its pitch, pays for the plan and the medicines in one UPI
 * payment, and the next cart is priced for a member; another buys a plan alone on /plus/payment with a membership
 * coupon and is welcomed as a member; a guest sees the plans and is asked to log in to buy.
 */
import { expect, test } from '@playwright/test';
import {
  choosePaymentStep,
  hydrated,
  medicineFor,
  mobileFor,
  shownControl as shown,
  signedInWithCart,
  signInThroughApi,
} from './support.ts';

const LEAD = { phone: '81', desktop: '82' };
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The gateway returns shoppers to PUBLIC_URL (localhost): the session cookie must be that host's.
test.use({ baseURL: process.env.E2E_PUBLIC_URL ?? `http://localhost:${PORT}` });

const summaryLine = (page: import('@playwright/test').Page, identifier: string) =>
  page.locator(`[data-identifier="${identifier}"]`).filter({ visible: true }).first();

test('PLUS bought with the medicines in one payment; the next cart has member prices', async ({ page }, info) => {
  test.setTimeout(150_000);
  const mobile = mobileFor(LEAD, info.project.name, 1);
  await signedInWithCart(page, mobile);
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  const doloPage = new URL(dolo.url, 'http://x').pathname;
  await page.goto(doloPage);
  await expect(page.getByRole('link', { name: /for PLUS members: ₹[\d.]+ less Join PLUS/ })).toBeVisible();
  await page.goto('/cart');
  await hydrated(page);
  const pitch = page.getByRole('region', { name: 'Save more with Dawa PLUS' });
  await expect(pitch.getByText(/PLUS members save 5% EXTRA on medicines|Save ₹\d+ more on this order with PLUS/)).toBeVisible();
  await pitch.getByRole('radio', { name: /3 months/ }).check();
  await pitch.getByRole('button', { name: 'Add PLUS to this order' }).click();
  const added = page.getByRole('region', { name: /PLUS for 3 months is in this order/ });
  await expect(added).toBeVisible();
  await expect(summaryLine(page, 'plus_membership')).toContainText('₹149');
  await expect(summaryLine(page, 'plus_discount')).toContainText('-₹');

  await choosePaymentStep(page);
  await hydrated(page);
  await expect(summaryLine(page, 'plus_membership')).toContainText('₹149');
  await page.getByRole('radio', { name: /^UPI/ }).first().check();
  await page.getByLabel('UPI ID').fill('success@upi');
  await shown(page, 'button', /^Pay ₹/).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=\d+$/, { timeout: 30_000 });

  await page.goto('/plus');
  await expect(page.getByText(/^You are a PLUS member until \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
  await expect(shown(page, 'link', 'Extend by 6 months')).toBeVisible();

  // A member's medicine page shows their price and no way to join; the next order is priced for a member.
  await page.goto(doloPage);
  await expect(page.getByText(/^Your PLUS price: ₹[\d.]+, ₹[\d.]+ less at checkout$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Join PLUS/ })).toHaveCount(0);
  expect((await page.request.post('/api/cart/addToCart', { data: { productId: dolo.productId, quantity: 2 } })).status()).toBe(200);
  await page.goto('/cart');
  await hydrated(page);
  await expect(summaryLine(page, 'plus_discount')).toContainText('PLUS member discount');
  await expect(page.getByRole('region', { name: 'Save more with Dawa PLUS' })).toHaveCount(0);
  await expect(summaryLine(page, 'plus_membership')).toHaveCount(0);
});

test('PLUS bought alone with a membership coupon: the shopper is welcomed as a member', async ({ page }, info) => {
  test.setTimeout(120_000);
  const mobile = mobileFor(LEAD, info.project.name, 2);
  await signInThroughApi(page, mobile);
  await page.goto('/plus');
  await expect(page.getByText('Demo plan').first()).toBeVisible();
  await shown(page, 'link', 'Buy 6 months').click();
  await expect(page).toHaveURL(/\/plus\/payment\?plan=plus-6m$/);
  await hydrated(page);

  const coupon = page.getByRole('textbox', { name: 'Membership coupon' });
  await coupon.fill('PLUSYEAR');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon does not apply to the plan you chose.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Membership coupon' }).fill('plusnew');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('PLUSNEW applied: you save ₹49')).toBeVisible();
  await hydrated(page);

  await page.getByLabel('UPI ID').fill('success@upi');
  await shown(page, 'button', 'Pay ₹200').click();
  await expect(page).toHaveURL(/\/plus\?bought=1$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to Dawa PLUS' })).toBeVisible();
  await expect(page.getByText(/^You are a PLUS member until /)).toBeVisible();
});

test('a declined payment for PLUS keeps the shopper out of PLUS and lets them try again', async ({ page }, info) => {
  test.setTimeout(120_000);
  const mobile = mobileFor(LEAD, info.project.name, 3);
  await signInThroughApi(page, mobile);
  await page.goto('/plus/payment?plan=plus-3m');
  await hydrated(page);
  await page.getByLabel('UPI ID').fill('failure@upi');
  await shown(page, 'button', 'Pay ₹149').click();
  await expect(page).toHaveURL(/\/payment\/order\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
  await shown(page, 'link', 'Retry payment').click();
  await expect(page).toHaveURL(/\/plus$/);
  await expect(page.getByText(/You are a PLUS member/)).toHaveCount(0);
});

test('a guest sees the plans and is asked to log in to buy', async ({ page }) => {
  await page.goto('/plus');
  await expect(page.getByRole('heading', { name: 'Dawa PLUS', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '12 months' })).toBeVisible();
  await expect(shown(page, 'link', 'Log in to buy')).toHaveAttribute('href', /\/login\?redirect=%2Fplus%2Fpayment%3Fplan%3Dplus-12m/);
  await page.goto('/plus/payment?plan=plus-12m');
  await expect(page.getByRole('heading', { name: 'Log in to buy PLUS' })).toBeVisible();
});
