/**
 * A signed-in shopper's account controls in the header (the account menu, the notifications bell) and logging
 * out: before the page is interactive each is a link to the page that holds the same thing (decision 041), or the
 * browser's own disclosure; once interactive, the menu and the bell open in the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdUntilHydrated as holdScripts, hydrated, mobileFor, shownControl as shown, signedInWithCart } from './support.ts';

const LEAD = { phone: '63', desktop: '64' };

/** Whether the browser's session cookie still names a live session. */
async function signedIn(page: Page): Promise<boolean> {
  const res = await page.request.post('/api/auth/isUserAuthenticated', { data: {} });
  return (await res.json()).data.isAuthenticated;
}

const guestLogin = (page: Page, project: string) => shown(page, 'button', project === 'phone' ? 'Open menu' : 'Hello, Log in');

test("a signed-in shopper's account menu opens and logs out before hydration", async ({ page }, info) => {
  await signedInWithCart(page, mobileFor(LEAD, info.project.name, 1));
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  if (info.project.name === 'phone') {
    // The menu button leads to the same menu as a page.
    await shown(page, 'button', 'Open menu').click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders/medicine-healthcare');
  } else {
    await page
      .locator('summary')
      .filter({ hasText: /^Hello/ })
      .click();
  }
  await shown(page, 'button', 'Log Out').click();
  await expect(page).toHaveURL('/');
  expect(await signedIn(page)).toBe(false);
  await release();
  // Home knows the shopper as a guest (a phone shows its back button where the menu was: the shopper came from a page).
  if (info.project.name === 'desktop') await expect(guestLogin(page, 'desktop')).toBeVisible();
});

test('once hydrated, the account menu opens in the page, closes on Escape, and its Log Out ends the session', async ({ page }, info) => {
  await signedInWithCart(page, mobileFor(LEAD, info.project.name, 2));
  await page.goto('/cart');
  await hydrated(page);
  const open = () =>
    info.project.name === 'phone'
      ? shown(page, 'button', 'Open menu').click()
      : page
          .locator('summary')
          .filter({ hasText: /^Hello/ })
          .click();
  const menu = page.getByRole('navigation', { name: 'Your account' }).filter({ visible: true });
  await open();
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await open();
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Log Out' }).click();
  await reloaded;
  await expect(page).toHaveURL('/cart');
  expect(await signedIn(page)).toBe(false);
  if (info.project.name === 'desktop') await expect(guestLogin(page, 'desktop')).toBeVisible();
});

test('a guest on the account and notifications pages is asked to log in', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to see your account' })).toBeVisible();
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to see your notifications' })).toBeVisible();
});

test('the bell before hydration leads to the notifications page; once interactive the page marks them seen', async ({ page }, info) => {
  const { addressId } = await signedInWithCart(page, mobileFor(LEAD, info.project.name, 3));
  const placed = await page.request.post('/api/order/placeOrder?isOmsOnboarded=true', {
    data: { addressId: String(addressId), paymentId: -1 },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = (await placed.json()).data.orderId;

  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await shown(page, 'button', /^Notifications/).click();
  await expect(page).toHaveURL('/account/notifications');
  const item = page.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(item).toBeVisible();
  await expect(item.getByLabel('New')).toBeAttached();
  await release();
  // Shown means seen: the bell's count clears, while the page still marks which were new.
  await expect(shown(page, 'button', /^Notifications/)).toHaveAccessibleName('Notifications');
  await expect(item.getByLabel('New')).toBeAttached();
  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Order #${orderId}` })
      .getByLabel('New'),
  ).toHaveCount(0);
});

test('once hydrated, the bell opens the panel in the page', async ({ page }, info) => {
  const { addressId } = await signedInWithCart(page, mobileFor(LEAD, info.project.name, 4));
  expect(
    (
      await page.request.post('/api/order/placeOrder?isOmsOnboarded=true', { data: { addressId: String(addressId), paymentId: -1 } })
    ).status(),
  ).toBe(200);
  await page.goto('/cart');
  await hydrated(page);
  await shown(page, 'button', /^Notifications/).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveURL('/cart');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the logout page's button ends the session and goes home", async ({ page }, info) => {
    await signedInWithCart(page, mobileFor(LEAD, info.project.name, 5));
    await page.goto('/logout');
    await shown(page, 'button', 'Log out').click();
    await expect(page).toHaveURL('/');
    expect(await signedIn(page)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Log out' })).toHaveCount(0);
  });
});
