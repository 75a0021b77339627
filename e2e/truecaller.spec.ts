import { expect, test } from '@playwright/test';

/** A fresh number per run, so the Truecaller sign-up never meets an earlier one. */
function freshMobile(): string {
  const tail = String(Date.now() % 10_000_000).padStart(7, '0');
  return `93${tail}${Math.floor(Math.random() * 10)}`.slice(0, 10);
}

const PHONE_ONLY = 'Truecaller and the query pincode are checked on the phone view';

test('a guest on a phone logs in with Truecaller', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'phone', PHONE_ONLY);
  const mobile = freshMobile();
  // The Truecaller app opening takes focus from the page; the browser here has no such app.
  await page.addInitScript(() => {
    document.hasFocus = () => false;
  });
  await page.goto('/#login');

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  const button = login.getByRole('button', { name: 'Continue with Truecaller' });
  await expect(button).toBeVisible();

  const started = page.waitForResponse((res) => res.url().endsWith('/api/auth/trueCallerAuth') && res.request().method() === 'POST');
  await button.click();
  const auth = await started;
  expect(auth.status()).toBe(200);
  const { requestId } = (await auth.json()).data as { requestId: string };
  expect(requestId).toBeTruthy();

  // The deeplink to the app must leave the page where it is (no app handles the scheme here).
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);

  const consent = await request.post('/api/dev/truecaller/consent', { data: { requestId, mobileNumber: mobile, name: 'Ravi Kumar' } });
  expect(consent.status()).toBe(200);

  await expect(login).toBeHidden({ timeout: 10_000 });
  // The page data now knows the user: the header greets them (the desktop row, hidden on a phone, holds the greeting).
  await expect(page.locator('header').getByText('Hello, Ravi Kumar').first()).toBeAttached();
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const check = await request.post('/api/auth/isUserAuthenticated', { headers: { cookie }, data: {} });
  expect((await check.json()).data).toMatchObject({ isAuthenticated: true });
});

for (const [query, expected, city] of [
  ['560001', '560001', /Bengaluru/i],
  ['012345', '400001', /Mumbai/i],
] as const) {
  test(`?pincode=${query} sets the location to ${expected} and leaves the URL`, async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', PHONE_ONLY);
    await page.goto(`/?pincode=${query}&utm_source=sms`);
    await expect(
      page
        .getByRole('button', { name: new RegExp(`Deliver to|Express delivery to`) })
        .filter({ visible: true })
        .filter({ hasText: expected })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: city }).filter({ visible: true }).first()).toBeVisible();
    await expect(page).toHaveURL((url) => !url.searchParams.has('pincode') && url.searchParams.get('utm_source') === 'sms');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'pincode')?.value).toBe(expected);
  });
}
