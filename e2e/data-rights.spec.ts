import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, logInInDrawer, mobileFor } from './support.ts';

const LEAD = { phone: '67', desktop: '68' };

const cookieHeader = async (page: Page) => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** With SCREENSHOT_DIR set, keeps the page screen by screen as the shopper sees it (for reviewing the design). */
async function picture(page: Page, project: string, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const [screen, total] = await page.evaluate(() => [window.innerHeight, document.documentElement.scrollHeight]);
  for (let i = 0; i * screen < total && i < 4; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * screen);
    await page.screenshot({ path: join(dir, `${name}-${project}-${i + 1}.png`), scale: 'css' });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('a shopper turns a consent on, downloads their data and erases their account', async ({ page, request }, info) => {
  // A whole journey with a download and two full-page posts, on a machine shared with other builds.
  test.setTimeout(120_000);
  const mobile = mobileFor(LEAD, info.project.name);
  await page.goto('/#login');
  await logInInDrawer(page, request, mobile);
  // Something to find in the download: a saved address.
  const added = await page.request.post('/api/address/add', {
    headers: { cookie: await cookieHeader(page) },
    data: {
      contactName: 'Asha Rao',
      contactNumber: mobile,
      flatNumber: 'Flat 4B, Sea View',
      streetName: 'Marine Drive',
      type: 0,
      pincode: 400001,
    },
  });
  expect(added.status()).toBe(200);

  await page.goto('/account/privacy');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your data and privacy', level: 1 })).toBeVisible();
  await expect(page.getByText(/Not a choice: to deliver an order/)).toBeVisible();
  const offers = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Offers and refill reminders' }) });
  await expect(offers.getByText('Off', { exact: true })).toBeVisible();
  await offers.getByRole('button', { name: 'Turn on: Offers and refill reminders' }).click();
  await expect(offers.getByText(/^On since/)).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Turn off: Offers and refill reminders' })).toBeVisible();
  await picture(page, info.project.name, 'account-privacy');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dawa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account.mobileNumber).toBe(mobile);
  expect(data.addresses).toMatchObject([{ contactName: 'Asha Rao', flatNumber: 'Flat 4B, Sea View', pincode: 400001 }]);
  expect(data.consents.consents).toContainEqual(expect.objectContaining({ purpose: 'offers_sms_whatsapp', granted: true }));

  await page.getByRole('link', { name: 'Erase my account…' }).click();
  await expect(page.getByRole('heading', { name: 'Erase your account', level: 1 })).toBeVisible();
  await expect(page.getByText(`The number ending in ${mobile.slice(-2)}`)).toBeVisible();
  await picture(page, info.project.name, 'account-privacy-erase');
  const number = page.getByLabel('Type the mobile number of this account to confirm');
  await number.fill('9000000001');
  await page.getByLabel('I understand that my account and data are erased for good.').check();
  await page.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page.getByText('Type the mobile number of this account to confirm.')).toBeVisible();
  await expect(page.getByLabel('Type the mobile number of this account to confirm')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Type the mobile number of this account to confirm').fill(mobile);
  await page.getByLabel('I understand that my account and data are erased for good.').check();
  await page.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is erased' })).toBeVisible();
  await picture(page, info.project.name, 'account-privacy-erased');

  // Signed out: the old session opens nothing any more.
  const profile = await page.request.get('/api/profile/fetchProfileInfo', { headers: { cookie: await cookieHeader(page) } });
  expect(profile.status()).toBe(401);
  await page.goto('/account/privacy');
  await expect(page.getByRole('heading', { name: 'Log in to manage your data' })).toBeVisible();
});
