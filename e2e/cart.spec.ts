import { expect, test, type Page } from '@playwright/test';
import { medicineFor, latestOtp, mobileFor } from './support.ts';

const LEAD = { phone: '83', desktop: '84' };

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true }).first();
const headerCart = (page: Page) =>
  page
    .getByRole('link', { name: /^Cart \d+ items$/ })
    .filter({ visible: true })
    .first();
const line = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Adds from the medicine page; clicks again until the button turns into 'Go to cart' (a click before hydration does nothing). */
async function addFromPdp(page: Page, url: string) {
  await page.goto(url);
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).first().click({ timeout: 2_000 });
    await expect(page.getByRole('link', { name: 'Go to cart' }).filter({ visible: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(toast(page, 'Added to your cart')).toBeVisible();
}

test('a guest cart survives login, takes a coupon and an item goes to save for later and back', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const augmentin = await medicineFor(request, 'augmentin 625', 'Augmentin 625 Duo Tablet');

  // Guest: two medicines into the local cart.
  await addFromPdp(page, dolo.url);
  await addFromPdp(page, augmentin.url);
  await expect(headerCart(page)).toHaveAccessibleName('Cart 2 items');

  // The cart page prices the local cart.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Your cart/ })).toBeVisible();
  await expect(line(page, 'Dolo 650 Tablet')).toContainText(/₹\d/);
  await expect(line(page, 'Augmentin 625 Duo Tablet')).toContainText(/₹\d/);
  await expect(page.getByText('Amount to be paid').filter({ visible: true }).first()).toBeVisible();

  await line(page, 'Dolo 650 Tablet').getByLabel('Quantity').selectOption('3');
  await expect(toast(page, 'Updated in your cart')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dawa.localCart'))).toContain('"quantity":3');

  // Log in from the coupon box; the local cart merges into the server cart.
  await page.getByRole('button', { name: 'Log in to apply a coupon' }).click();
  const mobile = mobileFor(LEAD, info.project.name);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Continue', exact: true }).click();
  await login.getByLabel('One-time password').fill(await latestOtp(request, mobile));
  await expect(login).toBeHidden();

  await expect.poll(() => page.evaluate(() => localStorage.getItem('dawa.localCart'))).toBeNull();
  await expect(headerCart(page)).toHaveAccessibleName('Cart 2 items');
  const count = await page.evaluate(async () => (await (await fetch('/api/cart/getCartCount')).json()).data);
  expect(count).toEqual({ count: 2, quantity: 4 });
  await expect(line(page, 'Dolo 650 Tablet').getByLabel('Quantity')).toHaveValue('3');

  // A valid coupon, then an unknown one.
  await page.getByLabel('Coupon code').fill('DAWA10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('DAWA10 applied')).toBeVisible();
  await expect(page.getByText('Promotional discount')).toBeVisible();
  // The code is the server cart's: checkout reads it from there.
  const promo = await page.evaluate(async () => (await (await fetch('/api/cart/getCartItems')).json()).data.promotionDetails);
  expect(promo).toMatchObject({ couponCode: 'DAWA10', isPromoValid: true });
  await page.getByRole('button', { name: 'Remove coupon DAWA10' }).click();
  await page.getByLabel('Coupon code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon does not exist.' })).toBeVisible();

  // Save for later (the coach mark points at it the first time).
  const gotIt = page.getByRole('button', { name: 'Got it' });
  if (await gotIt.isVisible()) await gotIt.click();
  await page.getByRole('button', { name: 'Save for later: Dolo 650 Tablet' }).click();
  await expect(toast(page, 'Added to save for later')).toBeVisible();
  await expect(line(page, 'Dolo 650 Tablet')).toHaveCount(0);
  await expect(headerCart(page)).toHaveAccessibleName('Cart 1 items');

  // It waits in saved items, and moves back.
  await page.goto('/account/saved-items');
  await expect(page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Move Dolo 650 Tablet to your cart' }).click();
  await expect(toast(page, 'Moved to your cart')).toBeVisible();
  await expect(page.getByText('Nothing saved for later')).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart 2 items');
});

test('an empty cart says so and leads back to the medicines', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse medicines' }).filter({ visible: true }).first()).toBeVisible();
});

test('saved items ask a guest to log in', async ({ page }) => {
  await page.goto('/account/saved-items');
  await expect(page.getByRole('heading', { name: 'Log in to see your saved items' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
