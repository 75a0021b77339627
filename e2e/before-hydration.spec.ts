/**
 * Nothing a shopper does before the page hydrates is lost (decision 041). The page paints before its scripts
 * run (decision 040); these journeys hold the page's scripts while they tap, choose and type, then let them
 * run and check that what was done survives hydration, applied once. The last ones run with JavaScript off.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  choosePaymentStep,
  fromShopperAddress,
  holdUntilHydrated as holdScripts,
  hydrated,
  latestOtp,
  medicineFor,
  mobileFor,
  shownControl as shown,
  signedInWithCart,
} from './support.ts';

const LEAD = { phone: '73', desktop: '74' };

/** The visible login control: 'Hello, Log in' on a desktop, the menu on a phone (a guest's menu asks to log in). */
const loginControl = (page: Page, project: string) => shown(page, 'button', project === 'phone' ? 'Open menu' : 'Hello, Log in');

/** Signs in on the /login page with the code the development outbox holds. */
async function logInOnPage(page: Page, mobile: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await fromShopperAddress(page, mobile);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('One-time password').fill(await latestOtp(page.request, mobile));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Fills the address form in the page (everything but the pincode, which the caller types). */
async function fillAddress(page: Page, mobile: string, pincode: string) {
  const form = page.getByRole('region', { name: 'Add new address' });
  await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await form.getByLabel('Flat / House no., Building name').fill('Flat 4B, Sea View');
  await form.getByLabel('Street / Area / Locality').fill('Marine Drive');
  await form.getByLabel('Pincode', { exact: true }).fill(pincode);
  await form.getByRole('button', { name: 'Save and Continue' }).click();
}

test('the header login tapped before hydration leads to the login page, which signs in and comes back', async ({ page }, info) => {
  const release = await holdScripts(page);
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  const path = new URL(dolo.url, 'http://x').pathname;
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await loginControl(page, info.project.name).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  await release();
  await logInOnPage(page, mobileFor(LEAD, info.project.name, 1));
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: 'Hello, Log in' })).toHaveCount(0);
});

test('once hydrated, the header login opens the drawer in the page', async ({ page }, info) => {
  await page.goto('/');
  await hydrated(page);
  await loginControl(page, info.project.name).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('the pincode trigger before hydration leads to the location page, which keeps digits typed before hydration', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await shown(page, 'button', /Select Pincode|Deliver to|Express delivery to/).click();
  await expect(page).toHaveURL('/location');
  await page.getByLabel('Enter your pincode').or(page.locator('#pincode-input')).first().fill('560001');
  await release();
  await expect(page.locator('#pincode-input')).toHaveValue('560001');
  // Checked as it was typed: the area shows before 'Check' is tapped.
  await expect(
    page
      .getByText(/Bengaluru/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(shown(page, 'button', /560001/)).toBeVisible();
});

test('a quantity picked and Add to cart tapped before hydration are applied once', async ({ page }) => {
  const release = await holdScripts(page);
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  const path = new URL(dolo.url, 'http://x').pathname;
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('.pdp-qty__select').filter({ visible: true }).first().selectOption('2');
  await shown(page, 'button', 'Add to cart').click();
  await expect(page).toHaveURL(path);
  await expect(page.getByText('2 in your cart').first()).toBeAttached();
  await release();
  await expect(shown(page, 'link', 'Go to cart')).toBeVisible();
  await expect(shown(page, 'link', 'Cart 1 items')).toBeVisible();
  await expect(page.getByText('2 in your cart').first()).toBeAttached();
  const cart = await (await page.request.get('/cart.data')).text();
  expect(cart).not.toContain('"quantity",4');
});

test('a quantity picked on the medicine page before hydration is still picked after it', async ({ page }) => {
  const release = await holdScripts(page);
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  await page.goto(new URL(dolo.url, 'http://x').pathname, { waitUntil: 'domcontentloaded' });
  const picker = page.locator('.pdp-qty__select').filter({ visible: true }).first();
  await picker.selectOption('3');
  await release();
  await expect(picker).toHaveValue('3');
  await shown(page, 'button', 'Add to cart').click();
  await expect(page.getByText('3 in your cart').first()).toBeAttached();
});

test("'View All' alternatives before hydration leads to the composition's medicines; once hydrated it opens the drawer", async ({
  page,
}) => {
  const release = await holdScripts(page);
  const augmentin = await medicineFor(page.request, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  const path = new URL(augmentin.url, 'http://x').pathname;
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The alternatives' View All (a link to the composition's page), not the brand's list toggle of the same name.
  await page.locator('a.pdp-link-btn[href^="/molecules/"]').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/molecules\/[^/]+$/, { timeout: 15_000 });
  await release();
  await page.goto(path);
  await hydrated(page);
  await shown(page, 'button', 'View All').click();
  await expect(page.getByRole('dialog', { name: 'Generic alternatives' })).toBeVisible();
  await expect(page).toHaveURL(path);
});

/**
 * A medicine page's control written as a link (decision 041): with the scripts held, a tap follows it to `there`
 * (where `thereShows` must be visible); once hydrated, the same tap opens the drawer `dialog` in place.
 */
async function linkThenDrawer(
  page: Page,
  medicine: [query: string, name: string],
  control: string,
  there: RegExp,
  thereShows: (page: Page) => Locator,
  dialog: string,
) {
  const release = await holdScripts(page);
  const found = await medicineFor(page.request, ...medicine);
  const path = new URL(found.url, 'http://x').pathname;
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await shown(page, 'button', control).click();
  await expect(page).toHaveURL(there, { timeout: 15_000 });
  await expect(thereShows(page)).toBeVisible();
  // Where the link lands is not under the sticky header: the point just inside its top edge is its own.
  await expect
    .poll(() =>
      thereShows(page).evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 2);
        return hit !== null && (el.contains(hit) || hit.contains(el));
      }),
    )
    .toBe(true);
  await release();
  await page.goto(path);
  await hydrated(page);
  await shown(page, 'button', control).click();
  const drawer = page.getByRole('dialog', { name: dialog });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(path);
  return drawer;
}

test("the Rx tag before hydration leads to the help page's prescriptions section; once hydrated it opens the drawer", async ({ page }) => {
  const drawer = await linkThenDrawer(
    page,
    ['augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET'],
    'Prescription required',
    /\/help#prescriptions$/,
    (help) => help.getByText('What must the prescription show?'),
    'Prescription required',
  );
  await expect(drawer.getByText('A valid prescription shows')).toBeVisible();
});

test("the generics info before hydration leads to the help centre's answer; once hydrated it opens the drawer", async ({ page }) => {
  await linkThenDrawer(
    page,
    ['dolo 650', 'Dolo 650 Tablet'],
    'How generic alternatives compare',
    /\/help#generics$/,
    (help) => help.locator('details#generics').getByText('Can I buy a cheaper generic instead?'),
    'About generic alternatives',
  );
});

test("the cart's quantity picked and a line removed before hydration are applied", async ({ page }) => {
  const api = page.request;
  const dolo = await medicineFor(api, 'dolo 650', 'Dolo 650 Tablet');
  const augmentin = await medicineFor(api, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  for (const m of [dolo, augmentin]) {
    expect((await api.post('/cart', { form: { intent: 'add', productId: String(m.productId), quantity: '1', _js: '1' } })).status()).toBe(
      200,
    );
  }
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const line = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  // Picked with no 'Update' tapped: the pick is posted once the page is interactive.
  await line('Dolo 650 Tablet').getByLabel('Quantity').selectOption('3');
  await release();
  await expect(page.locator('.toasts').getByText('Updated in your cart').first()).toBeVisible();
  await page.reload();
  await expect(line('Dolo 650 Tablet').getByLabel('Quantity')).toHaveValue('3');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const releaseAgain = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await line('AUGMENTIN 375 DUO TABLET')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByRole('link', { name: 'AUGMENTIN 375 DUO TABLET', exact: true })).toHaveCount(0);
  await releaseAgain();
  await expect(line('Dolo 650 Tablet').getByLabel('Quantity')).toHaveValue('3');
  await expect(page.getByRole('link', { name: 'AUGMENTIN 375 DUO TABLET', exact: true })).toHaveCount(0);
});

test("the cart's quantity picked at any moment while the page hydrates is posted once, as picked", async ({ page }) => {
  test.setTimeout(150_000);
  const augmentin = await medicineFor(page.request, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  const added = await page.request.post('/cart', {
    form: { intent: 'add', productId: String(augmentin.productId), quantity: '1', _js: '1' },
  });
  expect(added.status()).toBe(200);
  const posted: Array<string | null> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'))
      posted.push(new URLSearchParams(r.postData() ?? '').get('quantity'));
  });
  const picker = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'AUGMENTIN 375 DUO TABLET', exact: true }) })
    .getByLabel('Quantity');
  // A 6× slower processor spreads the hydration over the picks.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let step = 0; step < 10; step++) {
    const quantity = String(2 + (step % 2)); // never the quantity the line holds
    posted.length = 0;
    const release = await holdScripts(page);
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    const hydrating = release();
    await page.waitForTimeout(step * 30); // picks spread over the hydration, not a timing assertion
    await picker.selectOption(quantity);
    await hydrating;
    await expect(page.locator('.toasts').getByText('Updated in your cart').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(posted, `picked ${step * 30} ms after the scripts were let go`).toEqual([quantity]);
    await expect(picker).toHaveValue(quantity);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test("a guest's 'Save for later' and coupon 'Log in' tapped before hydration lead to the login page and back to the cart", async ({
  page,
}, info) => {
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  expect(
    (await page.request.post('/cart', { form: { intent: 'add', productId: String(dolo.productId), quantity: '1', _js: '1' } })).status(),
  ).toBe(200);
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await shown(page, 'button', 'Save for later: Dolo 650 Tablet').click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/cart')}`);
  await page.goBack({ waitUntil: 'domcontentloaded' });
  await shown(page, 'button', 'Log in to apply a coupon').click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/cart')}`);
  await release();
  await logInOnPage(page, mobileFor(LEAD, info.project.name, 5));
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('button', { name: 'Save for later: Dolo 650 Tablet' })).toBeVisible();
});

test("once hydrated, the cart's coupon Log in opens the drawer in the page", async ({ page }) => {
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  expect(
    (await page.request.post('/cart', { form: { intent: 'add', productId: String(dolo.productId), quantity: '1', _js: '1' } })).status(),
  ).toBe(200);
  await page.goto('/cart');
  await hydrated(page);
  await shown(page, 'button', 'Log in to apply a coupon').click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL('/cart');
});

test('Share tapped before hydration shares the page on WhatsApp in a new tab; once hydrated it opens the share choices', async ({
  page,
  context,
}, info) => {
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: 'text/plain', body: 'demo share target' }));
  const release = await holdScripts(page);
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  const path = new URL(dolo.url, 'http://x').pathname;
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const popup = page.waitForEvent('popup');
  await shown(page, 'button', 'Share').click();
  const shared = new URL((await popup).url());
  expect(shared.origin).toBe('https://wa.me');
  expect(shared.searchParams.get('text')).toContain(`${path}?utm_source=whatsapp`);
  await expect(page).toHaveURL(path);
  await release();
  // A phone with a share sheet uses it; the desktop shows the choices.
  test.skip(info.project.name === 'phone', 'the phone shares through its own sheet once hydrated');
  await shown(page, 'button', 'Share').click();
  await expect(page.getByRole('dialog', { name: 'Share this medicine' })).toBeVisible();
});

/**
 * Loads `path` twelve times under a 6× slower processor (which spreads the hydration over the taps), taps
 * `control` at a later moment of the hydration each time, and checks it reads chosen at once — never drawn
 * back — and after hydration; `settled` then checks the page's own follow-up and readies the next load. Answers
 * how many loads started with the control unchosen (a tap on a chosen radio proves nothing).
 */
async function tapsDuringHydration(page: Page, path: string, control: Locator, settled: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let unchosen = 0;
  for (let step = 0; step < 12; step++) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(control).toBeVisible();
    if (!(await control.isChecked())) unchosen++;
    const hydrating = release();
    await page.waitForTimeout(step * 30); // taps spread over the hydration, not a timing assertion
    await control.click();
    expect(await control.isChecked(), `tapped ${step * 30} ms after the scripts were let go`).toBe(true);
    await hydrating;
    await expect(control).toBeChecked();
    await settled();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
  return unchosen;
}

test('the consultation ticked at any moment while the page hydrates stays ticked', async ({ page }, info) => {
  test.setTimeout(150_000);
  await signedInWithCart(page, mobileFor(LEAD, info.project.name, 6));
  const augmentin = await medicineFor(page.request, 'augmentin 375 duo', 'AUGMENTIN 375 DUO TABLET');
  expect((await page.request.post('/api/cart/addToCart', { data: { productId: augmentin.productId, quantity: 1 } })).status()).toBe(200);
  const box = page.getByRole('checkbox', { name: /Don.t have a prescription/ });
  const unticked = await tapsDuringHydration(page, '/checkout/upload', box, async () => {
    await expect(page.getByText('Free doctor consultation chosen').filter({ visible: true }).first()).toBeVisible();
  });
  expect(unticked).toBe(12);
});

test('the payment method tapped at any moment while the payment page hydrates stays chosen', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signedInWithCart(page, mobileFor(LEAD, info.project.name, 7));
  await choosePaymentStep(page);
  const cod = page.getByRole('radio', { name: /Cash on delivery/ });
  const upi = page.getByRole('radio', { name: /^UPI/ }).first();
  const unchosen = await tapsDuringHydration(page, '/checkout/select-payment-method', cod, async () => {
    await expect(shown(page, 'button', 'Place order')).toBeVisible();
    // The tap's choice reaches the step's action first; then another method, kept, for the next load to start from.
    await page.waitForLoadState('networkidle');
    const kept = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/checkout/select-payment-method'));
    await upi.check();
    expect((await kept).ok()).toBe(true);
    await expect(upi).toBeChecked();
  });
  // A late post of the tapped choice can land after the reset; most loads must still start from another method.
  expect(unchosen).toBeGreaterThanOrEqual(8);
});

test('checkout: an address, a speed and a payment method chosen before hydration survive it', async ({ page }, info) => {
  test.setTimeout(90_000);
  await signedInWithCart(page, mobileFor(LEAD, info.project.name, 2));
  let release = await holdScripts(page);
  await page.goto('/checkout/delivery-options', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: /Asha Rao/ }).check();
  await release();
  // Adopted: the speeds of that address load, and the choice is kept by the step's action.
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Express delivery/ })).toBeEnabled();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  release = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await release();
  await expect(page.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
  await expect(page.getByRole('definition').filter({ hasText: '₹99' }).filter({ visible: true }).first()).toBeVisible();
  const proceed = shown(page, 'button', 'Continue to payment');
  await expect(proceed).not.toHaveAttribute('aria-disabled', 'true');
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout\/select-payment-method$/);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  release = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await release();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await expect(shown(page, 'button', 'Place order')).toBeVisible();
});

test("checkout: 'Add new address' before hydration shows the form in the page; a refused address comes back as typed", async ({
  page,
}, info) => {
  const mobile = mobileFor(LEAD, info.project.name, 8);
  await signedInWithCart(page, mobile, { address: false });
  const release = await holdScripts(page);
  await page.goto('/checkout/delivery-options', { waitUntil: 'domcontentloaded' });
  await shown(page, 'button', 'Add new address').click();
  await expect(page).toHaveURL('/checkout/delivery-options?address=new');
  await fillAddress(page, mobile, '12');
  // Refused by the server: the message, the field's problem, and everything typed is still there.
  const form = page.getByRole('region', { name: 'Add new address' });
  await expect(form.getByRole('alert')).toHaveText('Could not save the address. Check the fields marked below.');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
  await expect(form.getByLabel('Street / Area / Locality')).toHaveValue('Marine Drive');
  await expect(form.getByLabel('Pincode', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Pincode', { exact: true }).fill('400001');
  await form.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL('/checkout/delivery-options');
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await release();
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Express delivery/ })).toBeVisible();
});

test("checkout: once hydrated, 'Add new address' opens the drawer in the page", async ({ page }, info) => {
  const mobile = mobileFor(LEAD, info.project.name, 9);
  await signedInWithCart(page, mobile, { address: false });
  await page.goto('/checkout/delivery-options');
  await hydrated(page);
  await shown(page, 'button', 'Add new address').click();
  await expect(page.getByRole('dialog', { name: 'Add new address' })).toBeVisible();
  await expect(page).toHaveURL('/checkout/delivery-options');
  // The form in the page (opened before hydration, then the page became interactive) saves through the router.
  await page.goto('/checkout/delivery-options?address=new');
  await hydrated(page);
  await fillAddress(page, mobile, '400001');
  await expect(page).toHaveURL('/checkout/delivery-options');
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest logs in from the header, sets a pincode, adds a medicine and changes the cart', async ({ page }, info) => {
    const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
    const path = new URL(dolo.url, 'http://x').pathname;
    await page.goto(path);
    await loginControl(page, info.project.name).click();
    await logInOnPage(page, mobileFor(LEAD, info.project.name, 3));
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('button', { name: 'Hello, Log in' })).toHaveCount(0);

    await shown(page, 'button', /Select Pincode|Deliver to|Express delivery to/).click();
    await expect(page).toHaveURL('/location');
    await page.locator('#pincode-input').fill('400001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page).toHaveURL(/\/online-medicine-order\/location\/[a-z-]*400001$/);

    await page.goto(path);
    await shown(page, 'button', 'Add to cart').click();
    await expect(page.getByText('1 in your cart').first()).toBeAttached();
    await page.goto('/cart');
    const qty = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true }) });
    await qty.getByLabel('Quantity').selectOption('2');
    await qty.getByRole('button', { name: 'Update' }).click();
    await expect(qty.getByLabel('Quantity')).toHaveValue('2');
    await qty.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('a signed-in shopper chooses the address and the speed and goes on to payment', async ({ page }, info) => {
    await signedInWithCart(page, mobileFor(LEAD, info.project.name, 4));
    await page.goto('/cart');
    await shown(page, 'button', /^Proceed/).click();
    await expect(page).toHaveURL(/\/checkout\/delivery-options$/);
    // The only address is chosen already; the speeds come with it.
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    await page.getByRole('radio', { name: /Express delivery/ }).check();
    await shown(page, 'button', 'Continue to payment').click();
    await expect(page).toHaveURL(/\/checkout\/select-payment-method$/);
  });

  test('a signed-in shopper without an address adds one at the delivery step and goes on to payment', async ({ page }, info) => {
    const mobile = mobileFor(LEAD, info.project.name, 0);
    await signedInWithCart(page, mobile, { address: false });
    await page.goto('/checkout/delivery-options');
    await shown(page, 'button', 'Add new address').click();
    await fillAddress(page, mobile, '400001');
    await expect(page).toHaveURL('/checkout/delivery-options');
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    await page.getByRole('radio', { name: /Standard delivery/ }).check();
    await shown(page, 'button', 'Continue to payment').click();
    await expect(page).toHaveURL(/\/checkout\/select-payment-method$/);
  });
});
