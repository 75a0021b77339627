/**
 * DESIGN.md: axe-core finds no serious or critical violations. Every page a shopper passes on the way to a
 * delivered order, as a signed-in shopper with a cart, on phone and desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, latestOtp, medicineFor, mobileFor, seriousViolations, signedInWithCart } from './support.ts';

const LEAD = { phone: '65', desktop: '66' };

async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
}

test('shopping and checkout pages have no serious or critical axe violations', async ({ page }, info) => {
  test.setTimeout(120_000);
  const api = page.request;
  const mobile = mobileFor(LEAD, info.project.name);
  expect((await api.post('/api/auth/requestOTP', { data: { contactNumber: mobile } })).status()).toBe(200);
  expect((await api.post('/api/auth/login', { data: { contactNumber: mobile, userOtp: await latestOtp(api, mobile) } })).status()).toBe(
    200,
  );

  const dolo = await medicineFor(api, 'dolo 650', 'Dolo 650 Tablet');
  expect((await api.post('/api/cart/addToCart', { data: { productId: dolo.productId, quantity: 2 } })).status()).toBe(200);
  const address = await api.post('/api/address/add', {
    data: { contactName: 'Asha Rao', contactNumber: mobile, flatNumber: 'Flat 4B', streetName: 'Marine Drive', type: 0, pincode: 400001 },
  });
  expect(address.status()).toBe(200);
  const addressId: number = (await address.json()).data[0].id;
  // The checkout choices as the delivery step's action keeps them (the HttpOnly dawa_checkout cookie).
  const choices = { addressId, speed: 'standard', rx: { uploadedIds: [], pastIds: [], consult: false } };
  await page.goto('/');
  await page
    .context()
    .addCookies([
      { name: 'dawa_checkout', value: encodeURIComponent(JSON.stringify(choices)), url: page.url(), httpOnly: true, sameSite: 'Lax' },
    ]);

  for (const path of [
    '/',
    dolo.url,
    '/cart',
    '/checkout/upload',
    '/checkout/delivery-options',
    '/checkout/select-payment-method',
    '/account/saved-items',
    '/plus',
    '/plus/payment?plan=plus-6m&coupon=PLUSNEW',
  ]) {
    await expectAccessible(page, path);
  }

  const placed = await api.post('/api/order/placeOrder', { data: { addressId: String(addressId), paymentId: -1 } });
  expect(placed.status()).toBe(200);
  const orderId: number = (await placed.json()).data.orderId;
  for (const path of [
    `/order-success?orderId=${orderId}`,
    '/account/orders/medicine-healthcare',
    `/account/orders/medicine-healthcare/${orderId}`,
    '/account/notifications',
    '/account',
  ]) {
    await expectAccessible(page, path);
  }
});

test('the healthcare store has no serious or critical axe violations, its mega menu open included', async ({ page }, info) => {
  test.setTimeout(90_000);
  const listings = (await (await page.request.get('/api/v3/ecommerce/categories/all-listings')).json()).data.categories as {
    url: string;
    children: { url: string }[];
  }[];
  const category = listings[0]!;
  const listing = (
    await (await page.request.get(`/api${category.url.replace('/health-care/', '/otc/getCategoryProducts?category=')}`)).json()
  ).data as { products: { url: string }[] };
  const product = listing.products[0]!.url;
  for (const path of [
    '/health-care',
    category.url,
    `${category.children[0]!.url}?sort=discount&direction=desc`,
    product,
    `/hi${product}`,
  ]) {
    await expectAccessible(page, path);
  }
  if (info.project.name === 'desktop') {
    await page.goto('/');
    await page.getByRole('button', { name: 'Healthcare categories' }).click();
    await expect(page.locator('#hc-mega a').first()).toBeVisible();
    expect(await seriousViolations(page), 'the mega menu').toEqual([]);
  } else {
    // The phone's menu drawer (a signed-in shopper's) with its Healthcare accordion open three levels down.
    await signedInWithCart(page, mobileFor(LEAD, info.project.name, 5), { address: false });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Healthcare categories' }).click();
    await drawer
      .getByRole('button', { name: /: sub-categories$/ })
      .first()
      .click();
    await drawer
      .getByRole('button', { name: /: types$/ })
      .first()
      .click();
    await expect(drawer.locator('#hc-drawer-menu [aria-expanded="true"] + ul a').first()).toBeVisible();
    expect(await seriousViolations(page), 'the menu drawer with Healthcare open').toEqual([]);
  }
});

test('the lab tests pages have no serious or critical axe violations, the Lab Tests menu open included', async ({ page }, info) => {
  test.setTimeout(90_000);
  const search = (await (await page.request.get('/api/diagnostics/search?q=thyroid')).json()).data as {
    items: { id: string; url: string }[];
  };
  const home = (await (await page.request.get('/api/diagnostics/home')).json()).data as { packages: { url: string }[] };
  for (const path of [
    '/diagnostics',
    '/diagnostics/all-tests?letter=T',
    '/diagnostics/search/all?q=thyroid',
    '/diagnostics/search/all?q=',
    '/diagnostics/certified-labs',
    search.items.find((i) => i.id === 'LB160')!.url,
    home.packages[0]!.url,
  ]) {
    await expectAccessible(page, path);
  }
  if (info.project.name === 'desktop') {
    await page.goto('/');
    await page.getByRole('button', { name: 'Lab tests menu' }).click();
    await expect(page.locator('#lab-mega a').first()).toBeVisible();
    expect(await seriousViolations(page), 'the Lab Tests menu').toEqual([]);
  }
});
