/**
 * Offers (storefront §2): the /offers page by vertical, an offer's own page (live, ended, unknown), the medicine and
 * healthcare product pages' offers widget with its 'Offer Details' drawer, and a shopper who finds a code on
 * /offers, copies it and applies it in the cart, where the store's coupons are listed too. Every seeded offer is
 * labelled 'Demo offer'.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { holdScripts, hydrated, logInInDrawer, medicineFor, mobileFor, signedInWithCart } from './support.ts';

const LEAD = { phone: '61', desktop: '62' };

/** The seeded monsoon sale (decision 062), ended on 30 Sep 2025. */
const MONSOON = 1007;

type ApiOffer = { id: number; promoCode: string | null; title: string; deeplinks: { web: string } };

/** A live offer of a tag by its code, as the API lists it. */
async function liveOffer(request: APIRequestContext, tag: 'Medicine' | 'Healthcare' | 'Diagnostic', code: string): Promise<ApiOffer> {
  const res = await request.get(`/api/activeOffers/offers?offertags=${tag}`);
  expect(res.status()).toBe(200);
  const offer = ((await res.json()).data.active as ApiOffer[]).find((o) => o.promoCode === code);
  expect(offer, `${code} among the live ${tag} offers`).toBeTruthy();
  return offer!;
}

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });
/** An offer card of /offers by its title. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const widget = (page: Page) => page.getByRole('region', { name: 'Offers', exact: true });
/** The widget's offers a shopper can see (the list and the named offer, not the drawer). */
const shownOffers = (section: Locator) => section.locator('.ofw-offer').filter({ visible: true });

test.describe('/offers', () => {
  test('lists the medicine offers first; the tabs are links, and the lab tests tab has FIRSTLAB', async ({ page }) => {
    const response = await page.goto('/offers');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/public/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/offers$/);
    const tabs = page.getByRole('navigation', { name: 'Offers by category' });
    await expect(tabs.getByRole('link', { name: 'Medicines' })).toHaveAttribute('aria-current', 'page');

    const dawa10 = card(page, 'Flat 10% off, up to ₹100');
    await expect(dawa10.getByText('DAWA10', { exact: true })).toBeVisible();
    await expect(dawa10.getByText('10% off up to ₹100')).toBeVisible();
    await expect(dawa10.getByText('Valid till 31 Dec 2027')).toBeVisible();
    await expect(dawa10.getByText('Demo offer')).toBeVisible();
    // 'on order above' the coupon's threshold (spec §9).
    await expect(card(page, '₹50 off on ₹499').getByText('₹50 off on order above ₹499')).toBeVisible();
    // The payment offer has no code: it applies by itself.
    const upi = card(page, 'Flat ₹25 off with UPI');
    await expect(upi.getByText(/Applies automatically when you pay by UPI/)).toBeVisible();
    await expect(upi.getByRole('button', { name: /Copy code/ })).toHaveCount(0);
    // Every seeded offer is marked as a demonstration.
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNot: page.getByText('Demo offer') })).toHaveCount(0);
    await expect(page.getByText('FIRSTLAB', { exact: true })).toHaveCount(0);

    // Before the page is interactive a tab is a plain link.
    const release = await holdScripts(page);
    await page.goto('/offers');
    await tabs.getByRole('link', { name: 'Lab tests' }).click();
    await expect(page).toHaveURL(/\/offers\?tab=diagnostic$/);
    await expect(tabs.getByRole('link', { name: 'Lab tests' })).toHaveAttribute('aria-current', 'page');
    await expect(card(page, '₹100 off your first lab booking').getByText('FIRSTLAB', { exact: true })).toBeVisible();
    await expect(page.getByText('DAWA10', { exact: true })).toHaveCount(0);
    await release();

    // Once interactive, the same tabs move between the lists in place.
    await hydrated(page);
    await tabs.getByRole('link', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL(/\/offers\?tab=healthcare$/);
    await expect(card(page, 'Flat 10% off, up to ₹100')).toBeVisible();
    // GENERIC15 is for medicines only.
    await expect(page.getByText('GENERIC15', { exact: true })).toHaveCount(0);
  });

  test("'Copy Code' copies the code and says so; before hydration the code is plain text", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await holdScripts(page);
    await page.goto('/offers');
    const dawa10 = card(page, 'Flat 10% off, up to ₹100');
    await expect(dawa10.getByText('DAWA10', { exact: true })).toBeVisible();
    await expect(dawa10.getByRole('button', { name: 'Copy code DAWA10' })).toHaveCount(0);
    await release();
    await hydrated(page);
    await dawa10.getByRole('button', { name: 'Copy code DAWA10' }).click();
    await expect(toast(page, 'Code DAWA10 copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DAWA10');
  });
});

test.describe("an offer's page", () => {
  test('shows the benefit, the code, until when, the sections and where to apply it', async ({ page, request }) => {
    const dawa10 = await liveOffer(request, 'Medicine', 'DAWA10');
    const response = await page.goto(dawa10.deeplinks.web);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Flat 10% off, up to ₹100' })).toBeVisible();
    const offer = page.getByRole('article', { name: 'Flat 10% off, up to ₹100' });
    await expect(offer.getByText('10% off up to ₹100', { exact: true })).toBeVisible();
    await expect(offer.getByText('Demo offer')).toBeVisible();
    await expect(offer.getByText('DAWA10', { exact: true })).toBeVisible();
    await expect(offer.getByText('Valid till 31 Dec 2027')).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Apply in cart' })).toHaveAttribute('href', '/cart');
    for (const [heading, line] of [
      ['Eligibility', 'Every signed-in shopper, on every order.'],
      ['How to get', 'Apply the code DAWA10 in the cart.'],
      ['Cancellation policy', 'If the order is cancelled, the code can be used again.'],
      ['Terms and conditions', 'One code per order.'],
    ] as const) {
      const section = page.getByRole('region', { name: heading });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(section.getByText(line)).toBeVisible();
    }
    await expect(page.getByText('This offer has ended')).toHaveCount(0);

    // A lab test coupon is applied in the lab cart.
    const firstLab = await liveOffer(request, 'Diagnostic', 'FIRSTLAB');
    await page.goto(firstLab.deeplinks.web);
    await expect(page.getByRole('link', { name: 'Apply in cart' })).toHaveAttribute('href', '/diag-pwa/cart');

    // Another slug before the offer's id leads to the offer's own address.
    await page.goto(`/offers/some-old-name-${dawa10.id}`);
    await expect(page).toHaveURL(new RegExp(`${dawa10.deeplinks.web}$`));
  });

  test("an ended offer says so, with its date, and lists today's offers instead of its code", async ({ page, request }) => {
    const monsoon = (await (await request.get(`/api/activeOffers/offerDetails/${MONSOON}`)).json()).data;
    expect(monsoon).toMatchObject({ promoCode: 'MONSOON20', isExpired: true });
    const response = await page.goto(monsoon.deeplinks.web);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Monsoon sale: 20% off' })).toBeVisible();
    const ended = page.getByRole('status').filter({ hasText: 'This offer has ended' });
    await expect(ended).toBeVisible();
    await expect(ended).toContainText('Expired on 30 Sep 2025');
    await expect(page.getByText('MONSOON20', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy code MONSOON20' })).toHaveCount(0);
    const today = page.getByRole('region', { name: 'Offers you can use today' });
    await expect(today.getByRole('article', { name: 'Flat 10% off, up to ₹100' }).getByText('DAWA10', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test("an unknown offer is the store's 404 with the spec's text and a way back to the offers", async ({ page }) => {
    for (const path of ['/offers/no-such-offer-987654', '/offers/no-offer-here']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Offer not found' })).toBeVisible();
      await expect(page.getByText('Error: Unable to fetch offer details...')).toBeVisible();
    }
    await hydrated(page);
    await page.getByRole('link', { name: 'See all offers' }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  });
});

test.describe('the offers widget', () => {
  test("the medicine page shows two offers, 'View All' up to five, and an offer opens 'Offer Details' with 'Copy Code'", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
    const path = new URL(dolo.url, 'http://x').pathname;

    // Before hydration: 'View All' is the browser's own, and an offer is a link to its page.
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const offers = widget(page);
    await expect(shownOffers(offers)).toHaveCount(2);
    await offers.getByText('View All').click();
    await expect(shownOffers(offers)).toHaveCount(5);
    await expect(offers.getByText('View Less')).toBeVisible();
    await shownOffers(offers).nth(0).click();
    await expect(page).toHaveURL(/\/offers\/[a-z0-9-]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await release();

    // Once interactive: the same tap opens the drawer in place.
    await page.goto(path);
    await hydrated(page);
    await expect(shownOffers(offers)).toHaveCount(2);
    await expect(offers.getByText('Demo offer').filter({ visible: true })).toHaveCount(2);
    await offers.getByText('View All').click();
    await expect(shownOffers(offers)).toHaveCount(5);
    await offers.getByText('View Less').click();
    await expect(shownOffers(offers)).toHaveCount(2);

    const dawa10 = await liveOffer(request, 'Medicine', 'DAWA10');
    await offers.getByText('View All').click();
    await offers.getByRole('button', { name: new RegExp(dawa10.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    const drawer = page.getByRole('dialog', { name: 'Offer Details' });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(drawer.getByText(dawa10.title, { exact: true })).toBeVisible();
    await expect(drawer.getByText('Valid till 31 Dec 2027')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'How to get' })).toBeVisible();
    await expect(drawer.getByText('Apply the code DAWA10 in the cart.')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'View full details' })).toHaveAttribute('href', dawa10.deeplinks.web);
    await drawer.getByRole('button', { name: 'Copy code DAWA10' }).click();
    await expect(drawer.getByRole('status').filter({ hasText: 'Code DAWA10 copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DAWA10');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test('an address naming an offer shows it first while it lasts, and says so once it has ended', async ({ page, request }) => {
    const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
    const path = new URL(dolo.url, 'http://x').pathname;
    const flat50 = await liveOffer(request, 'Medicine', 'FLAT50');
    await page.goto(`${path}?offer_id=${flat50.id}`);
    const yours = widget(page).locator('.ofw-featured');
    await expect(yours.getByText('Your offer')).toBeVisible();
    await expect(yours.getByText('FLAT50', { exact: true })).toBeVisible();
    await expect(yours.getByText('₹50 off on order above ₹499')).toBeVisible();

    await page.goto(`${path}?offer_id=${MONSOON}`);
    await expect(widget(page).getByText('This offer has ended.')).toBeVisible();
    await expect(widget(page).getByText('MONSOON20')).toHaveCount(0);
    await widget(page).getByRole('link', { name: "See today's offers." }).click();
    await expect(page).toHaveURL(/\/offers$/);
  });

  test('a healthcare product page shows the Healthcare offers', async ({ page, request }) => {
    const listing = (await (await request.get('/api/otc/getCategoryProducts?category=personal-care')).json()).data;
    await page.goto(listing.products[0].url);
    const offers = widget(page);
    await expect(shownOffers(offers)).toHaveCount(2);
    await offers.getByText('View All').click();
    await expect(shownOffers(offers)).toHaveCount(5);
    await expect(offers.getByText('FIRST25', { exact: true })).toBeVisible();
    // GENERIC15 is for medicines only.
    await expect(offers.getByText('GENERIC15')).toHaveCount(0);
  });
});

test.describe('coupons in the cart', () => {
  test('a shopper finds DAWA10 on /offers, copies it and applies it in the cart, then applies it from the list', async ({
    page,
    context,
  }, info) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInWithCart(page, mobileFor(LEAD, info.project.name, 1), { address: false });

    await page.goto('/offers');
    await hydrated(page);
    await card(page, 'Flat 10% off, up to ₹100').getByRole('button', { name: 'Copy code DAWA10' }).click();
    await expect(toast(page, 'Code DAWA10 copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('DAWA10');

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true })).toBeVisible();
    const coupons = page.getByRole('list', { name: 'Available coupons' });
    await expect(coupons.getByText('DAWA10', { exact: true })).toBeVisible();
    await expect(coupons.getByRole('listitem').filter({ hasText: 'DAWA10' }).getByText('Demo offer')).toBeVisible();
    await expect(coupons.getByRole('listitem')).toHaveCount(5);

    await hydrated(page);
    await page.getByLabel('Coupon code').fill(copied);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('DAWA10 applied')).toBeVisible();
    await expect(page.getByText('Promotional discount')).toBeVisible();
    // A coupon card applies only if not already applied: the applied one leaves the list.
    await expect(coupons.getByRole('button', { name: 'Apply coupon DAWA10' })).toHaveCount(0);
    await expect(coupons.getByRole('listitem')).toHaveCount(5);

    await page.getByRole('button', { name: 'Remove coupon DAWA10' }).click();
    await expect(page.getByText('DAWA10 applied')).toHaveCount(0);
    await coupons.getByRole('button', { name: 'Apply coupon DAWA10' }).click();
    await expect(page.getByText('DAWA10 applied')).toBeVisible();
    await expect(page.getByText('Promotional discount')).toBeVisible();
    const promo = await page.evaluate(async () => (await (await fetch('/api/cart/getCartItems')).json()).data.promotionDetails);
    expect(promo).toMatchObject({ couponCode: 'DAWA10', isPromoValid: true });
  });

  test("a guest sees the coupons; a coupon's Apply asks them to log in, and then applies", async ({ page, request }, info) => {
    test.setTimeout(60_000);
    const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
    await page.goto(new URL(dolo.url, 'http://x').pathname);
    await hydrated(page);
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'));
    await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).first().click();
    expect((await posted).status()).toBe(200);

    // Before hydration the coupon's Apply is the login page, coming back to the cart.
    const release = await holdScripts(page);
    await page.goto('/cart');
    const coupons = page.getByRole('list', { name: 'Available coupons' });
    await expect(coupons.getByText('FLAT50', { exact: true })).toBeVisible();
    await expect(coupons.getByRole('button', { name: 'Log in to apply coupon DAWA10' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fcart',
    );
    await release();

    await page.goto('/cart');
    await hydrated(page);
    await coupons.getByRole('button', { name: 'Log in to apply coupon DAWA10' }).click();
    await logInInDrawer(page, request, mobileFor(LEAD, info.project.name, 2));
    await coupons.getByRole('button', { name: 'Apply coupon DAWA10' }).click();
    await expect(page.getByText('DAWA10 applied')).toBeVisible();
    await expect(page.getByText('Promotional discount')).toBeVisible();
  });
});
