/**
 * Lab test bookings as a shopper clicks them: the lab cart with a test for the shopper and a package for a
 * parent added in the cart, a morning slot at a Mumbai address, UPI at the sandbox gateway, the booking page;
 * then lab operations take the sample to a report, which the shopper opens from medical records. Also a
 * failed UPI payment (the cart is kept, retry offered), pay at collection, cancelling before collection, and
 * another account asking for the booking.
 *
 * The gateway sends the shopper back to the store's PUBLIC_URL (http://localhost:<port> by default), so
 * these journeys use that host: the session cookie must be the one the return page sees.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config.ts';
import { holdScripts, hydrated, logInInDrawer, mobileFor, signedInWithLabCart, signInThroughApi } from './support.ts';

const LEAD = { phone: '97', desktop: '98' };
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = process.env.E2E_PUBLIC_URL ?? `http://localhost:${PORT}`;
test.use({ baseURL: BASE_URL });

const CART = '/diag-pwa/cart';
const OPS = { authorization: `Bearer ${E2E_OPS_TOKEN}` };

const visible = (page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') =>
  page.getByRole(role, { name }).filter({ visible: true }).first();

/** A one-page PDF with a correct cross-reference table. */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << >> >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) text += `${String(at).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text);
}

/** The item page address of the first search result of that type for `q`. */
async function itemPath(request: APIRequestContext, q: string, pick: (item: { type: string; id: string }) => boolean): Promise<string> {
  const res = await request.get(`/api/diagnostics/search?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  const item = ((await res.json()).data.items as { type: string; id: string; url: string }[]).find(pick);
  expect(item, `a result for ${q}`).toBeTruthy();
  return item!.url;
}

/** Picks the first bookable slot of the day shown. */
async function pickFirstSlot(page: Page) {
  const slot = page.locator('.lbk-day__panel').filter({ visible: true }).getByRole('radio').and(page.locator(':enabled')).first();
  await slot.check();
  await expect(slot).toBeChecked();
}

/** The sandbox gateway's page decides by itself and sends the shopper back. */
async function throughGateway(page: Page) {
  await expect(page).toHaveURL(/\/gateway\/pay\/|\/payment\/order\/|\/account\/orders\/diagnostics\//, { timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/gateway\//, { timeout: 15_000 });
}

async function opsEvent(request: APIRequestContext, orderId: string, event: string, extra: Record<string, string> = {}) {
  const res = await request.post(`/api/ops/diagnostics/bookings/${orderId}/events`, { data: { event, ...extra }, headers: OPS });
  expect(res.status(), `${event}: ${await res.text()}`).toBe(200);
}

test('a test for me and a package for a parent, paid by UPI; the report opens from medical records', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const mobile = mobileFor(LEAD, info.project.name, 1);

  // A guest is asked to log in first.
  await page.goto(CART);
  await expect(page.getByRole('heading', { name: 'Log in to book lab tests' })).toBeVisible();
  await hydrated(page);
  await visible(page, 'Log in').click();
  await logInInDrawer(page, request, mobile);
  await expect(page.getByRole('heading', { name: 'Your lab cart is empty' })).toBeVisible();

  // The Thyroid Profile and a full-body package from their pages.
  for (const path of [
    await itemPath(request, 'thyroid', (i) => i.id === 'LB160'),
    await itemPath(request, 'full body', (i) => i.type === 'package'),
  ]) {
    await page.goto(path);
    await hydrated(page);
    await visible(page, 'Add to cart').click();
    await expect(visible(page, 'Go to lab cart', 'link')).toBeVisible();
  }
  await visible(page, 'Go to lab cart', 'link').click();
  await expect(page).toHaveURL(new RegExp(`${CART}$`));
  await expect(page.getByRole('heading', { name: 'Lab tests cart' })).toBeVisible();
  const thyroid = page.locator('.lbk-line').filter({ hasText: 'Thyroid Profile' });
  const pack = page.locator('.lbk-line').filter({ hasText: /Full Body/i });
  await expect(thyroid).toBeVisible();
  await expect(pack).toBeVisible();

  // The account holder's details, then a parent as a family member.
  await hydrated(page);
  await page
    .getByRole('button', { name: /^Edit Myself|^Edit / })
    .first()
    .click();
  let form = page.getByRole('form', { name: /^Edit / });
  await form.getByLabel('Full name').fill('Asha Rao');
  await form.getByLabel('Age (years)').fill('34');
  await form.getByRole('radio', { name: 'Female', exact: true }).check();
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Asha Rao (you)').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a family member' }).click();
  form = page.getByRole('form', { name: 'Add a family member' });
  // The API's rules show beside the fields.
  await form.getByLabel('Full name').fill('R');
  await form.getByRole('button', { name: 'Save family member' }).click();
  await expect(form.getByText('Enter the patient’s full name.')).toBeVisible();
  await expect(form.getByText('Enter an age from 0 to 120.')).toBeVisible();
  await form.getByLabel('Full name').fill('Ramesh Rao');
  await form.getByLabel('Age (years)').fill('62');
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await form.getByLabel('Relation').selectOption('parent');
  await form.getByRole('button', { name: 'Save family member' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Parent · 62 yrs · Male')).toBeVisible();

  // The package is for the parent only.
  await pack.getByRole('checkbox', { name: 'Ramesh Rao' }).check();
  await expect(pack.getByRole('checkbox', { name: 'Ramesh Rao' })).toBeChecked();
  await expect(pack.getByText(/each for 2 people/)).toBeVisible();
  await pack.getByRole('checkbox', { name: 'Asha Rao (you)' }).uncheck();
  await expect(pack.getByText(/each for 2 people/)).toBeHidden();
  await expect(pack.getByRole('checkbox', { name: 'Asha Rao (you)' })).not.toBeChecked();

  // A Mumbai address, then a morning slot (the package needs fasting).
  await expect(page.getByText('Choose or add an address to see the collection slots.')).toBeVisible();
  await page.getByRole('button', { name: 'Add new address' }).click();
  const address = page.getByRole('dialog', { name: 'Add new address' });
  await address.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await address.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await address.getByLabel('Flat / House no., Building name').fill('Flat 4B, Sea View');
  await address.getByLabel('Street / Area / Locality').fill('Marine Drive');
  await address.getByLabel('Pincode', { exact: true }).fill('400001');
  await address.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(address).toBeHidden();
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await expect(page.getByText('Fasting tests: morning slots only.')).toBeVisible();
  await pickFirstSlot(page);

  // UPI at the sandbox gateway (paying starts in the browser, once the page is interactive).
  await hydrated(page);
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByLabel('UPI ID').fill('success@upi');
  await visible(page, /^Place booking · Pay ₹/).click();
  await throughGateway(page);
  await expect(page).toHaveURL(/\/account\/orders\/diagnostics\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Booking #\d+$/ })).toBeVisible();
  await expect(page.getByText('Ramesh Rao')).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const orderId = /(\d+)$/.exec(page.url())![1]!;

  // Lab operations: a phlebotomist, the sample, the lab, the report.
  await opsEvent(request, orderId, 'ASSIGN', { phlebotomist: 'Ravi Kumar' });
  await page.reload();
  await expect(page.getByText('Phlebotomist: Ravi Kumar')).toBeVisible();
  await opsEvent(request, orderId, 'COLLECT');
  await opsEvent(request, orderId, 'RECEIVE');
  const report = await request.put(`/api/ops/diagnostics/bookings/${orderId}/report`, {
    data: smallPdf(),
    headers: { ...OPS, 'content-type': 'application/pdf' },
  });
  expect(report.status(), await report.text()).toBe(200);

  await page.goto('/account/medical-records');
  await expect(page.getByRole('heading', { name: 'Medical records' })).toBeVisible();
  const reportLink = page.getByRole('link', { name: 'View report' }).first();
  await expect(reportLink).toBeVisible();
  const pdf = await page.request.get((await reportLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByRole('link', { name: `Booking #${orderId}`, exact: true }).first()).toBeVisible();
});

test('a failed UPI payment keeps the lab cart and offers a retry', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signedInWithLabCart(page, mobileFor(LEAD, info.project.name, 2));
  await page.goto(CART);
  await pickFirstSlot(page);
  await hydrated(page);
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByLabel('UPI ID').fill('failure@upi');
  await visible(page, /^Place booking · Pay ₹/).click();
  await throughGateway(page);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your lab cart is kept.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${CART}$`));
  await expect(page.locator('.lbk-line').filter({ hasText: 'Thyroid Profile' })).toBeVisible();
});

test('pay at collection books at once, before the page is interactive; it can be cancelled before collection, and is no one else’s', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  await signedInWithLabCart(page, mobileFor(LEAD, info.project.name, 3));
  // The page as the server sent it: every tap is a plain link or form post.
  await holdScripts(page);
  await page.goto(CART);
  await pickFirstSlot(page);
  await page.getByRole('radio', { name: 'Pay at collection' }).check();
  await visible(page, 'Place booking').click();
  await expect(page).toHaveURL(/\/account\/orders\/diagnostics\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Booking #\d+$/ })).toBeVisible();
  await expect(page.getByText('Not paid yet')).toBeVisible();
  const bookingPath = new URL(page.url()).pathname;

  await page.getByRole('link', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect(page.locator('.lbk-status')).toHaveText(/cancel/i);
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveCount(0);

  // Another account: the store's not-found page.
  const other = await browser.newContext({ baseURL: BASE_URL });
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, mobileFor(LEAD, info.project.name, 4));
  const answer = await otherPage.goto(bookingPath);
  expect(answer?.status()).toBe(404);
  await expect(otherPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await other.close();
});
