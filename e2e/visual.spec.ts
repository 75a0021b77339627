/**
 * Visual checks: the key pages on a phone and a desktop compared with committed baselines
 * (e2e/visual.spec.ts-snapshots/), so a stylesheet that breaks a page — an unclosed block that leaves the
 * payment pages unstyled — fails CI. What changes from run to run (dates, order numbers, the shopper's
 * number) is masked; animations are off. After an intended change of design, refresh the baselines with
 * `npx playwright test e2e/visual.spec.ts --update-snapshots` and look at every changed picture.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config.ts';
import {
  addMumbaiAddress,
  addThisMedicine,
  logInInDrawer,
  medicineFor,
  mobileFor,
  signedInWithLabCart,
  signInThroughApi,
} from './support.ts';

const LEAD = { phone: '71', desktop: '72' };
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The gateway returns shoppers to PUBLIC_URL (localhost): the session cookie must be that host's.
test.use({ baseURL: process.env.E2E_PUBLIC_URL ?? `http://localhost:${PORT}` });

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** Text that differs between runs: dates and times, order numbers, phone numbers. */
function dynamic(page: Page) {
  return [
    page.getByText(new RegExp(`\\d{1,2} ${MONTH}`)),
    page.getByText(new RegExp(`${MONTH} \\d{1,2}`)),
    page.getByText(/#\d+/),
    page.getByText(/\b\d{10}\b|\+91/),
    page.getByText(/\b(today|tomorrow|ago)\b/i),
    page.locator('time'),
  ];
}

/** Waits for the page to settle (hydrated, fonts, no spinner), then compares it whole; `alsoMask` hides more that changes. */
async function looksRight(page: Page, name: string, alsoMask: Locator[] = []) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.spinner, .ck-skeleton, [aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [...dynamic(page), ...alsoMask],
    // Toasts come and go with their own timers.
    stylePath: 'e2e/visual-hide.css',
    maxDiffPixelRatio: 0.01,
  });
}

const visible = (page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') =>
  page.getByRole(role, { name }).filter({ visible: true }).first();

test('healthcare pages: the store home, a category, a product and a brand store', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/health-care');
  await looksRight(page, 'healthcare-home');
  await page.goto('/health-care/personal-care');
  await looksRight(page, 'healthcare-category');
  const listing = (await (await request.get('/api/otc/getCategoryProducts?category=personal-care')).json()).data;
  await page.goto(listing.products[0].url);
  await looksRight(page, 'healthcare-product');
  const { brands } = (await (await request.get('/api/otcBrand/featured')).json()).data;
  await page.goto(brands[0].url);
  await looksRight(page, 'healthcare-brand');
});

test('lab tests pages: the lab tests home and a test', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/diagnostics');
  await looksRight(page, 'diagnostics-home');
  const { items } = (await (await request.get('/api/diagnostics/search?q=thyroid')).json()).data as {
    items: { id: string; url: string }[];
  };
  await page.goto(items.find((i) => i.id === 'LB160')!.url);
  await looksRight(page, 'diagnostics-item');
});

test('catalogue pages: home, search results, a medicine in English and Hindi', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await looksRight(page, 'home');
  await page.goto('/search/all?q=dolo');
  await looksRight(page, 'search');
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  // The healthcare rail comes after hydration: the picture waits for it.
  await page.goto(new URL(dolo.url, 'http://x').pathname);
  await expect(page.locator('.pdp-otc-rail')).toBeVisible();
  await looksRight(page, 'medicine-en');
  await page.goto(`/hi${new URL(dolo.url, 'http://x').pathname}`);
  await expect(page.locator('.pdp-otc-rail')).toBeVisible();
  await looksRight(page, 'medicine-hi');
});

test('PLUS pages: the plans, and buying one with a membership coupon', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto('/plus');
  await looksRight(page, 'plus');
  await signInThroughApi(page, mobileFor(LEAD, info.project.name, 5));
  await page.goto('/plus/payment?plan=plus-6m&coupon=PLUSNEW');
  await expect(page.getByText('PLUSNEW applied: you save ₹49')).toBeVisible();
  await looksRight(page, 'plus-payment');
});

test('offers pages: the offers by vertical and an offer', async ({ page, request }) => {
  // The lab tests tab: its two seeded coupons change less often than the medicine offers.
  await page.goto('/offers?tab=diagnostic');
  await expect(page.getByText('FIRSTLAB', { exact: true })).toBeVisible();
  await looksRight(page, 'offers');
  const { active } = (await (await request.get('/api/activeOffers/offers?offertags=Medicine')).json()).data as {
    active: { promoCode: string | null; deeplinks: { web: string } }[];
  };
  await page.goto(active.find((o) => o.promoCode === 'DAWA10')!.deeplinks.web);
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await looksRight(page, 'offer-details');
});

test('buying pages: cart, delivery, payment, payment failed, order success, orders, an order', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const mobile = mobileFor(LEAD, info.project.name);
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  await page.goto(new URL(dolo.url, 'http://x').pathname);
  await addThisMedicine(page, 1);

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true })).toBeVisible();
  await looksRight(page, 'cart');

  // looksRight waited for hydration: the button opens the login drawer (before it, the login page).
  await visible(page, /Log in to proceed|Proceed/).click();
  await logInInDrawer(page, request, mobile);

  await expect(page).toHaveURL(/\/checkout\/delivery-options$/);
  await addMumbaiAddress(page, '9876543210');
  await looksRight(page, 'delivery');

  await visible(page, 'Continue to payment').click();
  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  await looksRight(page, 'payment');

  await page
    .getByRole('radio', { name: /Credit \/ Debit card/ })
    .first()
    .check();
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Asha Rao');
  await visible(page, /^Pay ₹/).click();
  // The sandbox gateway declines this card and sends the shopper back on its own, sometimes before a check of
  // its address could see it: either address shows the payment went out.
  await expect(page).toHaveURL(/\/gateway\/pay\/|\/payment\/order\//, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/payment\/order\//);
  await looksRight(page, 'payment-failed');

  await page.goto('/checkout/select-payment-method');
  // Chosen whenever the tap lands, before, during or after hydration (decisions 041 and 052).
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await visible(page, 'Place order').click();
  await expect(page).toHaveURL(/\/order-success\?orderId=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your order has been successfully placed.' })).toBeVisible();
  await looksRight(page, 'order-success');

  await page.goto('/account/orders/medicine-healthcare');
  await expect(page.getByText('Order placed').first()).toBeVisible();
  await looksRight(page, 'orders');
  await visible(page, /View details|Order #\d+/, 'link').click();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await looksRight(page, 'order');
});

test('the lab cart with a test and a package', async ({ page }, info) => {
  test.setTimeout(90_000);
  await signedInWithLabCart(page, mobileFor(LEAD, info.project.name, 2), { withPackage: true });
  await page.goto('/diag-pwa/cart');
  await expect(page.getByRole('heading', { name: 'Lab tests cart' })).toBeVisible();
  // Today's and tomorrow's open slots follow the clock: the last of the seven days is shown, its dates hidden.
  await page.locator('.lbk-day__tab').last().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await looksRight(page, 'lab-cart', [page.locator('.lbk-day__tab')]);
});

test('the wallet with credit expiring soon and a statement', async ({ page }, info) => {
  test.setTimeout(60_000);
  const mobile = mobileFor(LEAD, info.project.name, 3);
  await signInThroughApi(page, mobile);
  const ops = { authorization: `Bearer ${E2E_OPS_TOKEN}` };
  for (const [n, amountPaise, reason, expiresInDays] of [
    [1, 5_000, 'Sorry for the wait', 10],
    [2, 15_000, 'Damaged strip replaced', undefined],
  ] as const) {
    const data = {
      mobileNumber: mobile,
      amountPaise,
      reason,
      reference: `visual-${mobile}-${n}`,
      ...(expiresInDays ? { expiresInDays } : {}),
    };
    expect((await page.request.post('/api/ops/wallet/goodwill', { data, headers: ops })).status()).toBe(200);
  }
  await page.goto('/account/wallet');
  await expect(page.getByRole('heading', { name: 'Statement' })).toBeVisible();
  await looksRight(page, 'wallet');
});

test('refer and earn with its code and terms', async ({ page }, info) => {
  await signInThroughApi(page, mobileFor(LEAD, info.project.name, 4));
  await page.goto('/account/refer-and-earn');
  await expect(page.getByRole('heading', { name: 'Give ₹100, get ₹100' })).toBeVisible();
  // Each account's code is drawn at random: the code and the invite that carries it are hidden.
  await looksRight(page, 'refer', [page.locator('.offer-code__text'), page.locator('.ref-invite')]);
});

test('doctor consultation pages: how teleconsultation works, and the doctor console’s sign-in', async ({ page }) => {
  await page.goto('/doctor-consultation/general-info');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await looksRight(page, 'consult-general-info');
  await page.goto('/doctor/login');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await looksRight(page, 'doctor-login');
});
