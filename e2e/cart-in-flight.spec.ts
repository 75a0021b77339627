/**
 * No cart line is lost or added twice when changes cross in flight (decision 049). Each journey holds the
 * posts to /cart until two of them are on their way, then lets them go together: each carries the cookies the
 * browser held when it left, as two quick taps, two tabs, or a plain post made before hydration beside a
 * script's post do on a slow network.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { fromShopperAddress, holdScripts, hydrated, latestOtp, medicineFor, mobileFor } from './support.ts';

const LEAD = { phone: '77', desktop: '78' };

/** Holds every post to /cart of the context; `release` lets them go at once when `count` are held. */
async function holdCartPosts(context: BrowserContext) {
  const held: Route[] = [];
  let holding = true;
  await context.route(
    (url) => url.pathname === '/cart' || url.pathname === '/cart.data',
    (route) => (holding && route.request().method() === 'POST' ? void held.push(route) : route.continue()),
  );
  return {
    async release(count: number) {
      await expect.poll(() => held.length).toBe(count);
      holding = false;
      const released = held.splice(0);
      await Promise.all(released.map((route) => route.continue()));
      // Answered before the test reads the cart: reading it navigates a tab, and a navigation aborts that tab's
      // post still in flight, its cookie with it (as it would for a shopper who leaves the page mid-add).
      await Promise.all(released.map((route) => route.request().response()));
    },
  };
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).first();

/** The cart's lines as the server reads them from this browser's cookies (name and quantity). */
async function cartLines(page: Page): Promise<string[]> {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Your cart/ })).toBeVisible();
  const rows = page.locator('.cart-line').filter({ visible: true });
  const out: string[] = [];
  for (const row of await rows.all()) {
    const name = (await row.locator('.cart-line__name').textContent())?.trim() ?? '';
    out.push(`${name} × ${await row.getByLabel('Quantity').inputValue()}`);
  }
  return out.sort();
}

test('two medicines added in two tabs at the same moment are both in the cart', async ({ page, context, request }) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const augmentin = await medicineFor(request, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  const other = await context.newPage();
  await page.goto(dolo.url);
  await other.goto(augmentin.url);
  await Promise.all([hydrated(page), hydrated(other)]);
  const posts = await holdCartPosts(context);
  await addButton(page).click();
  await addButton(other).click();
  await posts.release(2);
  await expect.poll(() => cartLines(page), { timeout: 20_000 }).toEqual(['AUGMENTIN 375 DUO TABLET × 1', 'Dolo 650 Tablet × 1']);
});

test("a tap before hydration and another tab's add in flight with it keep both lines", async ({ page, context, request }) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const augmentin = await medicineFor(request, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  // Dolo's add is the hydrated page's post; Augmentin's is a plain form post (its scripts are held).
  await page.goto(dolo.url);
  await hydrated(page);
  const other = await context.newPage();
  const releaseScripts = await holdScripts(other);
  await other.goto(new URL(augmentin.url, 'http://x').pathname, { waitUntil: 'domcontentloaded' });
  const posts = await holdCartPosts(context);
  await addButton(page).click();
  // The plain post is a navigation: the click waits for it, so it is let go first.
  const tapped = addButton(other).click();
  await posts.release(2);
  await tapped;
  await releaseScripts();
  await expect(other.getByRole('link', { name: 'Go to cart' }).filter({ visible: true }).first()).toBeVisible();
  await expect.poll(() => cartLines(page), { timeout: 20_000 }).toEqual(['AUGMENTIN 375 DUO TABLET × 1', 'Dolo 650 Tablet × 1']);
});

test('a signed-in shopper whose add is posted twice at once gets the line once', async ({ page, context, request }, info) => {
  const mobile = mobileFor(LEAD, info.project.name);
  await fromShopperAddress(page, mobile);
  expect((await page.request.post('/api/auth/requestOTP', { data: { contactNumber: mobile } })).status()).toBe(200);
  const otp = await latestOtp(page.request, mobile);
  expect((await page.request.post('/api/auth/login', { data: { contactNumber: mobile, userOtp: otp } })).status()).toBe(200);
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const other = await context.newPage();
  await page.goto(dolo.url);
  await other.goto(dolo.url);
  await Promise.all([hydrated(page), hydrated(other)]);
  const posts = await holdCartPosts(context);
  await addButton(page).click();
  await addButton(other).click();
  await posts.release(2);
  await expect(page.getByText('1 in your cart').first()).toBeAttached();
  await expect.poll(async () => (await (await page.request.get('/api/cart/getCartCount')).json()).data).toEqual({ count: 1, quantity: 1 });
});
