/**
 * The store wallet (/account/wallet): a signed-in shopper's empty wallet; two goodwill credits from operations
 * (one expiring in 10 days, one never) shown as the total, the balance by type, the expiring-soon line and the
 * statement; a guest is sent to log in. The page is read only and whole in the server's answer.
 */
import { expect, test } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config.ts';
import { hydrated, logInInDrawer, mobileFor, signInThroughApi } from './support.ts';

const LEAD = { phone: '87', desktop: '88' };
const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: process.env.E2E_PUBLIC_URL ?? `http://localhost:${PORT}` });

const WALLET = '/account/wallet';
const OPS = { authorization: `Bearer ${E2E_OPS_TOKEN}` };

test('a shopper sees an empty wallet, then two goodwill credits by type, expiring soon and in the statement', async ({ page }, info) => {
  test.setTimeout(60_000);
  const mobile = mobileFor(LEAD, info.project.name, 1);
  await signInThroughApi(page, mobile);

  await page.goto(WALLET);
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wallet is empty' })).toBeVisible();
  await expect(page.getByText('Refunds, cashback and rewards will appear here.')).toBeVisible();

  // Operations credit the shopper twice; without the token the call is refused.
  const credit = (data: Record<string, unknown>, headers: Record<string, string> = OPS) =>
    page.request.post('/api/ops/wallet/goodwill', { data: { mobileNumber: mobile, ...data }, headers });
  expect((await credit({ amountPaise: 15_000, reason: 'Late delivery', reference: `e2e-${mobile}-1` }, {})).status()).toBe(401);
  expect(
    (await credit({ amountPaise: 5_000, reason: 'Sorry for the wait', reference: `e2e-${mobile}-1`, expiresInDays: 10 })).status(),
  ).toBe(200);
  expect((await credit({ amountPaise: 15_000, reason: 'Damaged strip replaced', reference: `e2e-${mobile}-2` })).status()).toBe(200);

  await page.goto(WALLET);
  await expect(page.getByText('Your wallet is empty')).toHaveCount(0);
  await expect(page.locator('.wlt-total')).toHaveText('₹200');
  const types = page.locator('.wlt-types');
  await expect(types.locator('.wlt-type').filter({ hasText: 'Never expires' })).toContainText('₹150');
  await expect(types.locator('.wlt-type').filter({ hasText: /^Expires/ })).toContainText('₹50');
  await expect(page.getByRole('heading', { name: 'Expiring soon' })).toBeVisible();
  const inTenDays = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const expiresAround = [9, 10, 11].map((d) => inTenDays.format(new Date(Date.now() + d * 86_400_000)));
  await expect(page.locator('.wlt-soon li')).toHaveText(new RegExp(`^₹50 expires on (${expiresAround.join('|')})$`));

  // The statement, newest first, each with its source and a signed amount.
  const rows = page.locator('.wlt-entry');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Damaged strip replaced');
  await expect(rows.nth(0)).toContainText('Goodwill credit');
  await expect(rows.nth(0).locator('.wlt-amount')).toHaveText('+₹150');
  await expect(rows.nth(1)).toContainText('Sorry for the wait');
  await expect(rows.nth(1).locator('.wlt-amount')).toHaveText('+₹50');
  await expect(rows.nth(0).getByRole('link')).toHaveCount(0);
});

test('the account page links to the wallet', async ({ page }, info) => {
  await signInThroughApi(page, mobileFor(LEAD, info.project.name, 2));
  await page.goto('/account');
  await page.locator('.account-page').getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`${WALLET}$`));
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
});

test('a guest is asked to log in and, once signed in, sees the wallet', async ({ page, request }, info) => {
  test.setTimeout(60_000);
  // The server's page already asks: before the page is interactive the control is a link to the login page.
  const answer = await page.request.get(WALLET);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('Log in to see your wallet');

  await page.goto(WALLET);
  await expect(page.getByRole('heading', { name: 'Log in to see your wallet' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Log in' }).filter({ visible: true }).first();
  await expect(login).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(WALLET)}`);
  await hydrated(page);
  await login.click();
  await logInInDrawer(page, request, mobileFor(LEAD, info.project.name, 3));
  await expect(page.getByRole('heading', { name: 'Your wallet is empty' })).toBeVisible();
});
