import { expect, test, type Page } from '@playwright/test';
import { fromShopperAddress, hydrated, latestOtp, mobileFor } from './support.ts';

const LEAD = { phone: '91', desktop: '92' };

async function openPincodeDrawer(page: Page) {
  await page
    .getByRole('button', { name: /Select Pincode|Deliver to|Express delivery to/ })
    .filter({ visible: true })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Choose your location' });
}

test('a guest signs in with an OTP, sets pincode 560001 and saves an address after fixing a field', async ({ page, request }, info) => {
  const mobile = mobileFor(LEAD, info.project.name);
  await page.goto('/#login');

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByLabel('Mobile number').fill('12345');
  await login.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(login.getByText('Enter a valid mobile number')).toBeVisible();

  await fromShopperAddress(page, mobile);
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(login.getByText(`+91 ${mobile}`)).toBeVisible();
  await expect(login.getByText(/Resend OTP in \d+ seconds/)).toBeVisible();
  await login.getByLabel('One-time password').fill(await latestOtp(request, mobile));
  await expect(login).toBeHidden(); // the code is complete: it submits itself, then the drawer closes

  const drawer = await openPincodeDrawer(page);
  await drawer.getByLabel('PIN code').fill('560001');
  await drawer.getByRole('button', { name: 'Check' }).click();
  await expect(
    page
      .getByRole('button', { name: /560001, Bengaluru/ })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  const again = await openPincodeDrawer(page);
  await again.getByRole('button', { name: 'Add new address' }).click();
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await form.getByLabel('Name', { exact: true }).fill('A@');
  await form.getByLabel('Mobile number', { exact: true }).click(); // validated on blur
  await expect(form.getByText('Please Enter a Valid Name.')).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await form.getByLabel('Flat / House no., Building name').fill('Flat 4B, Lakeview Apartments');
  await form.getByLabel('Street / Area / Locality').fill('MG Road');
  await form.getByLabel('Pincode', { exact: true }).fill('560001');
  await expect(form.getByText('Please Enter a Valid Name.')).toBeHidden();
  await form.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(form).toBeHidden();

  const saved = await request.get('/api/delivery/fetchAddresses', {
    headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(saved.status()).toBe(200);
  const addresses = (await saved.json()).data as { contactName: string; pincode: number; isDeliverable: boolean }[];
  expect(addresses[0]).toMatchObject({ contactName: 'Asha Rao', pincode: 560001, isDeliverable: true });
});

test('with JavaScript, a pincode chosen on the location page leads on to its local landing page', async ({ page }) => {
  // React Router asks /__manifest for routes the page does not know yet (the landing page's): once or a few times.
  const discoveries: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/__manifest') discoveries.push(request.url());
  });
  await page.goto('/location');
  await hydrated(page);
  await page.getByLabel('PIN code').fill('400001');
  await expect(page.getByRole('status').filter({ hasText: 'Delivering to' })).toContainText('Mumbai');
  await page.getByRole('button', { name: 'Check', exact: true }).click();

  await expect(page).toHaveURL(/\/online-medicine-order\/location\/[a-z-]*-400001$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Medicines delivered to .+ 400001$/ })).toBeVisible();
  expect(discoveries.length, discoveries.join('\n')).toBeLessThanOrEqual(6);
});
