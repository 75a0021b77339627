import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';

export interface SearchRow {
  productId: number;
  entityType: number;
  name: string;
  url: string;
  slug: string;
}
export const PRODUCT = 2;

/** What the typeahead call answers for `q` (from the server under test). */
export async function typeahead(request: APIRequestContext, q: string): Promise<SearchRow[]> {
  const res = await request.get(`/api/search/searchTypeAhead?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.products as SearchRow[];
}

/** The medicine named `name` among the typeahead results for `q` (ids come from the fixture catalogue). */
export async function medicineFor(request: APIRequestContext, q: string, name: string): Promise<SearchRow> {
  const item = (await typeahead(request, q)).find((p) => p.entityType === PRODUCT && p.name === name);
  expect(item, `${name} in the typeahead for ${q}`).toBeTruthy();
  return item!;
}

/** The medicine page's call, as the page itself gets it. */
export async function productDetail(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/products/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data as {
    product: { name: string; salePaise: number; mrpPaise: number };
    alternatives: { count: number; items: { name: string }[] };
  };
}

/** Every JSON-LD object of the page (arrays and @graph flattened). */
export async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const flat: Record<string, unknown>[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') {
      const graph = (value as { '@graph'?: unknown })['@graph'];
      if (Array.isArray(graph)) graph.forEach(add);
      else flat.push(value as Record<string, unknown>);
    }
  };
  texts.forEach((t) => add(JSON.parse(t)));
  return flat;
}

/**
 * Opens the search dialog from the shown search box (the header's or the home page's) and returns the
 * dialog's text box. The click waits for hydration (one before it does nothing), and is made once: the dialog
 * is loaded when first opened, which under load can take seconds, and a second click would land on its
 * backdrop instead of the box.
 */
export async function openSearch(page: Page): Promise<Locator> {
  const trigger = page
    .locator('.search-trigger__text')
    .or(page.getByRole('button', { name: /search/i }).and(page.locator('[aria-haspopup="dialog"]')))
    .filter({ visible: true })
    .first();
  const box = page.getByRole('combobox', { name: 'Search medicines and healthcare products' });
  await hydrated(page);
  await trigger.click();
  await expect(box).toBeVisible({ timeout: 15_000 });
  await expect(box).toBeFocused();
  return box;
}

/** Text shown on screen (hidden duplicates for the other viewport are skipped). */
export const shown = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first();

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A fresh mobile number per spec, project and run, so OTP send limits (3 per 10 minutes a number) never meet
 * across them. `lead` holds the spec's two leading digits for the phone and desktop projects.
 */
export function mobileFor(lead: { phone: string; desktop: string }, project: string, n: number | '' = ''): string {
  const tail = String(Date.now() % 1_000_000).padStart(6, '0');
  return `${project === 'phone' ? lead.phone : lead.desktop}${n}${tail}${Math.floor(Math.random() * 10)}0`.slice(0, 10);
}

/**
 * Each shopper's browser speaks from an address of its own (the server trusts the local proxy's
 * X-Forwarded-For, TRUST_PROXY): every journey of a run otherwise shares 127.0.0.1 and with it the OTP send
 * limit per address (20 in 10 minutes), which a whole run's sign-ins outgrow. Call before the OTP is asked for.
 */
export async function fromShopperAddress(page: Page, mobile: string): Promise<void> {
  await page.setExtraHTTPHeaders(shopperAddress(mobile));
}

/** The header that gives the shopper's calls their own address (198.18.0.0/15, the range set aside for tests of networks). */
export function shopperAddress(mobile: string): { 'x-forwarded-for': string } {
  const n = Number(mobile) % 131_072;
  return { 'x-forwarded-for': `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` };
}

/** The code the development SMS outbox holds for the number (the server never logs it). */
export async function latestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?contactNumber=${mobile}`);
      const text: string = (await res.json()).data.messages[0]?.text ?? '';
      code = /^(\d{4,8}) /.exec(text)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Logs in through the open 'Log in' drawer with the code the development outbox holds for `mobile`. */
export async function logInInDrawer(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Log in' });
  await fromShopperAddress(page, mobile);
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Continue', exact: true }).click();
  await login.getByLabel('One-time password').fill(await latestOtp(request, mobile));
  await expect(login).toBeHidden();
}

/** Adds Asha Rao's Mumbai 400001 address (serviceable, express) from the delivery step; it ends up chosen. */
export async function addMumbaiAddress(page: Page, mobile: string): Promise<void> {
  await page.getByRole('button', { name: 'Add new address' }).click();
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await form.getByLabel('Flat / House no., Building name').fill('Flat 4B, Sea View');
  await form.getByLabel('Street / Area / Locality').fill('Marine Drive');
  await form.getByLabel('Pincode', { exact: true }).fill('400001');
  await form.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
}

/** Waits until the page has hydrated (the root marks the document). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
}

/**
 * Adds the medicine on this page to the cart and waits until the server has answered the post and the
 * header counts `count` lines ("Go to cart" and the count show optimistically, before the post has landed).
 */
export async function addThisMedicine(page: Page, count: number): Promise<void> {
  await hydrated(page);
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'));
  await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).first().click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Go to cart' }).filter({ visible: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: `Cart ${count} items` })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
}

/**
 * Holds the page's module scripts, so the page stays as the server sent it (a tap is a plain link or form
 * post), until the returned function lets them load.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
}

/** `holdScripts`, whose release also waits until the page has hydrated. */
export async function holdUntilHydrated(page: Page): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  return async () => {
    await release();
    await hydrated(page);
  };
}

/** The first visible control of that role and name (the phone's and the desktop's headers both hold some). */
export const shownControl = (page: Page, role: 'button' | 'link', name: string | RegExp) =>
  page.getByRole(role, { name }).filter({ visible: true }).first();

/**
 * Signs in through the API (the page shares its cookies) with Dolo 650 in the cart and, unless `address` is
 * false, Asha Rao's Mumbai 400001 address (nothing chosen for the checkout yet).
 */
export async function signedInWithCart(page: Page, mobile: string, { address = true } = {}): Promise<{ addressId: number | null }> {
  const api = page.request;
  await fromShopperAddress(page, mobile);
  // The page's own header does not reach its API requests: the sign-in calls carry it themselves.
  const headers = shopperAddress(mobile);
  expect((await api.post('/api/auth/requestOTP', { data: { contactNumber: mobile }, headers })).status()).toBe(200);
  const userOtp = await latestOtp(api, mobile);
  expect((await api.post('/api/auth/login', { data: { contactNumber: mobile, userOtp }, headers })).status()).toBe(200);
  const dolo = await medicineFor(api, 'dolo 650', 'Dolo 650 Tablet');
  expect((await api.post('/api/cart/addToCart', { data: { productId: dolo.productId, quantity: 1 } })).status()).toBe(200);
  if (!address) return { addressId: null };
  const added = await api.post('/api/address/add', {
    data: { contactName: 'Asha Rao', contactNumber: mobile, flatNumber: 'Flat 4B', streetName: 'Marine Drive', type: 0, pincode: 400001 },
  });
  expect(added.status()).toBe(200);
  return { addressId: (await added.json()).data[0].id };
}

/** From the delivery step: Asha Rao's address (signedInWithCart's) chosen, then on to the payment step. */
export async function choosePaymentStep(page: Page): Promise<void> {
  await page.goto('/checkout/delivery-options');
  await hydrated(page);
  await page.getByRole('radio', { name: /Asha Rao/ }).check();
  const proceed = shownControl(page, 'button', 'Continue to payment');
  await expect(proceed).not.toHaveAttribute('aria-disabled', 'true');
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout\/select-payment-method$/);
}

/** Signs in through the API (the page shares its cookies), from the shopper's own address. */
export async function signInThroughApi(page: Page, mobile: string): Promise<void> {
  const api = page.request;
  await fromShopperAddress(page, mobile);
  const headers = shopperAddress(mobile);
  expect((await api.post('/api/auth/requestOTP', { data: { contactNumber: mobile }, headers })).status()).toBe(200);
  const userOtp = await latestOtp(api, mobile);
  expect((await api.post('/api/auth/login', { data: { contactNumber: mobile, userOtp }, headers })).status()).toBe(200);
}

/**
 * Signed in through the API with a lab cart: the Thyroid Profile (LB160) for the shopper, whose age and
 * gender are given, Asha Rao's Mumbai 400001 address, and with `withPackage` the Full Body Checkup too.
 */
export async function signedInWithLabCart(page: Page, mobile: string, { withPackage = false } = {}): Promise<void> {
  await signInThroughApi(page, mobile);
  const api = page.request;
  const add = (item: { type: string; id: string }) => api.post('/api/diagnostics/cart/add', { data: { item } });
  expect((await add({ type: 'test', id: 'LB160' })).status()).toBe(200);
  if (withPackage) expect((await add({ type: 'package', id: 'full-body-checkup' })).status()).toBe(200);
  const patients = (await (await api.get('/api/patients/fetchPatients?isDiagnostics=1')).json()).data.patients as {
    id: number;
    isSelf: boolean;
  }[];
  const self = patients.find((p) => p.isSelf);
  expect(self, 'the account holder among the patients').toBeTruthy();
  const updated = await api.put(`/api/patients/updatePatient/${self!.id}`, {
    data: { name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' },
  });
  expect(updated.status()).toBe(200);
  const address = await api.post('/api/address/add', {
    data: { contactName: 'Asha Rao', contactNumber: mobile, flatNumber: 'Flat 4B', streetName: 'Marine Drive', type: 0, pincode: 400001 },
  });
  expect(address.status()).toBe(200);
}

/** axe-core's serious and critical violations on the page as it is (DESIGN.md: there must be none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
