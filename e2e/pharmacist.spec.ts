import { expect, test, type APIRequestContext } from '@playwright/test';
import { latestOtp, medicineFor, mobileFor } from './support.ts';

/** A 2×2 PNG: the upload check reads its signature and IHDR. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
/** Made by the operator command before the server starts (playwright.config.ts). */
const PHARMACIST = { email: 'demo-pharmacist@example.test', password: 'demo-e2e-pharmacist-pass' };
const SHOTS = process.env.CONSOLE_SCREENSHOTS;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope's data, checked by the assertions that read it
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** A shopper's cash-on-delivery order of a prescription medicine with an uploaded prescription, through the API. */
async function shopperOrder(request: APIRequestContext, mobile: string): Promise<number> {
  await ok(await request.post('/api/auth/requestOTP', { data: { contactNumber: mobile } }));
  await ok(await request.post('/api/auth/login', { data: { contactNumber: mobile, userOtp: await latestOtp(request, mobile) } }));
  const [address] = await ok(
    await request.post('/api/address/add', {
      data: { contactName: 'Asha Rao', contactNumber: mobile, flatNumber: 'Flat 4B', streetName: 'Marine Drive', type: 0, pincode: 400001, longitude: 72.8355, latitude: 18.9364 },
    }),
  );
  const medicine = await medicineFor(request, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  await ok(await request.post('/api/cart/addToCart', { data: { productId: medicine.productId, quantity: 1 } }));
  const slots = await ok(await request.post('/api/prescriptions/generateUploadUrl', { data: { imageCount: 1 } }));
  const slot = slots.uploads[0];
  await ok(await request.put(slot.url, { data: PNG, headers: { 'content-type': 'image/png' } }));
  const placed = await ok(
    await request.post('/api/order/placeOrder?isOmsOnboarded=true', { data: { addressId: String(address.id), paymentId: -1, images: [slot.id] } }),
  );
  return placed.orderId as number;
}

test('a pharmacist signs in on a desktop browser and verifies a shopper’s prescription order in the console', async ({ browser, playwright }, info) => {
  test.skip(info.project.name !== 'desktop', 'The console is a desktop working screen (checked on a phone by screenshot).');
  const baseURL = info.project.use.baseURL!;
  // A shopper of their own address behind the proxy (the server trusts it): the suite's other sign-ins from this
  // machine do not count against this one's per-address OTP limit.
  const shopperIp = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const shopper = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': shopperIp } });
  const orderId = await shopperOrder(shopper, mobileFor({ phone: '61', desktop: '62' }, info.project.name));

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const first = await page.goto('/pharmacist');
  expect(first?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveURL(/\/pharmacist\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-1440.png`, fullPage: true });
  await page.getByLabel('Email').fill(PHARMACIST.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match');
  await page.getByLabel('Password').fill(PHARMACIST.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Prescriptions to check' })).toBeVisible();
  const open = page.getByRole('link', { name: `Check order #${orderId}` });
  await expect(open).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/queue-1440.png`, fullPage: true });
  await open.click();

  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const image = page.getByRole('img', { name: 'Prescription 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expect(page.getByText('AUGMENTIN 375 DUO TABLET').first()).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/order-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/order-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.getByRole('button', { name: 'Approve line 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/pharmacist\\?done=${orderId}$`));
  await expect(page.getByRole('status')).toContainText(`Order #${orderId} is done.`);
  await expect(page.getByRole('link', { name: `Check order #${orderId}` })).toHaveCount(0);

  // The shopper sees it: the order moved on and they were told.
  const detail = await ok(await shopper.get(`/api/order/fetchOrder/medicine-healthcare/${orderId}`));
  expect(detail.status).toBe('RX_VERIFIED');
  const notes = await ok(await shopper.get('/api/notifications/fetchNotifications'));
  expect(notes.notifications[0].title).toBe(`Order #${orderId}: prescription verified`);
  await context.close();
  await shopper.dispose();
});
