/**
 * Booking a doctor consultation as a shopper clicks it: the landing, a general physician, the on-call demo doctor,
 * a family member added for the consultation, a slot, the summary, UPI at the sandbox gateway, the confirmation,
 * and the consultation among the shopper's consultations. Also a minor without an accompanying adult: the message
 * shows by the field and what was typed stays.
 *
 * The gateway sends the shopper back to the store's PUBLIC_URL (http://localhost:<port> by default), so these
 * journeys use that host: the session cookie must be the one the return page sees.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, medicineFor, mobileFor, seriousViolations, signInThroughApi } from './support.ts';

const LEAD = { phone: '85', desktop: '86' };
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = process.env.E2E_PUBLIC_URL ?? `http://localhost:${PORT}`;
test.use({ baseURL: BASE_URL });

const visible = (page: Page, role: 'button' | 'link', name: string | RegExp) =>
  page.getByRole(role, { name }).filter({ visible: true }).first();

/** Adds a family member through the patient step's form; the page comes back with them chosen. */
async function addPatient(page: Page, p: { name: string; age: string; gender: 'Male' | 'Female'; relation: string }) {
  await visible(page, 'link', 'Add a family member').click();
  const form = page.getByRole('form', { name: 'Add a family member' });
  await expect(form).toBeVisible();
  await form.getByLabel('Full name').fill(p.name);
  await form.getByLabel('Age in years').fill(p.age);
  await form.getByRole('radio', { name: p.gender, exact: true }).check();
  await form.getByLabel('Relation to you').selectOption(p.relation);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('radio', { name: new RegExp(p.name) })).toBeChecked();
}

/** The patient-details step of a video consultation for an adult: the patient added, the age confirmed, the concern. */
async function videoConsultFor(page: Page, patient: Parameters<typeof addPatient>[1], about: string) {
  await expect(page).toHaveURL(/\/doctor-consultation\/patient-details\?/);
  await hydrated(page);
  await addPatient(page, patient);
  await page.getByLabel(/I confirm the patient’s age is correct/).check();
  await page.getByLabel('What is the consultation about?').fill(about);
  await page.getByRole('radio', { name: 'Video call' }).check();
  await visible(page, 'button', 'Continue').click();
}

test('a shopper books the on-call doctor, pays by UPI, finds the consultation among theirs and cancels it with the fee to the wallet', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const mobile = mobileFor(LEAD, info.project.name, 1);
  await signInThroughApi(page, mobile);

  await page.goto('/doctor-consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Consult a doctor online' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo doctors' })).toBeVisible();
  await expect(page.getByText(/CGHS/)).toBeVisible();
  await page.getByRole('link', { name: 'General Physician', exact: true }).click();

  await expect(page).toHaveURL(/\/doctor-consultation\/select-doctor\?speciality=general-physician$/);
  const kabir = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Kabir Malhotra/ }) });
  await expect(kabir.getByText('Demo profile')).toBeVisible();
  await expect(kabir.getByText(/^Reg\. no\. DEMO-/)).toBeVisible();
  await kabir.getByRole('link', { name: /: Dr\. Kabir Malhotra$/ }).click();

  await videoConsultFor(
    page,
    { name: 'Meera Iyer', age: '34', gender: 'Female', relation: 'spouse' },
    'Fever and a sore throat since two days.',
  );

  await expect(page).toHaveURL(/\/doctor-consultation\/select-slot\?/);
  // A scheduled slot on the next day (the phone takes the first free one, the desktop the last).
  const days = page.getByRole('group', { name: 'Days' });
  await days.locator('.cs-day__tab').nth(1).click();
  const panel = days.locator('.cs-day__panel').filter({ visible: true });
  const free = panel.getByRole('radio').and(page.locator(':not([disabled])'));
  const slot = info.project.name === 'phone' ? free.first() : free.last();
  const startsAt = await slot.getAttribute('value');
  await slot.check();
  await visible(page, 'button', 'Continue').click();

  await expect(page).toHaveURL(/\/doctor-consultation\/consultation-summary\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultation summary' })).toBeVisible();
  await expect(page.getByText('Meera Iyer')).toBeVisible();
  // The chosen slot travels with the summary, said in India time.
  await expect(page.locator('input[type=hidden][name=slot]')).toHaveValue(startsAt!);
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm)$/)).toBeVisible();
  await visible(page, 'button', 'Pay ₹350').click();

  await expect(page).toHaveURL(/\/doctor-consultation\/select-payment-method\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await hydrated(page);
  await page.getByLabel('UPI ID').fill('success@upi');
  await visible(page, 'button', /^Pay ₹350/).click();

  await expect(page).toHaveURL(new RegExp(`/doctor-consultation/order-confirmation\\?orderId=${orderId}$`), { timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation is booked' })).toBeVisible();

  await page.goto('/doctor-consultation/past-consultations');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Consultation #${orderId}` }) });
  await expect(card.getByText(/^(UPCOMING|SCHEDULED)$/)).toBeVisible();
  await expect(card.getByText(/Kabir Malhotra/)).toBeVisible();
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/doctor-consultation/consultation-summary/${orderId}$`));
  await expect(page.getByRole('link', { name: 'Change slot' })).toBeVisible();

  // Cancelled with the fee back in the Dawa wallet: the wallet shows it.
  await page.getByRole('radio', { name: /My Dawa wallet/ }).check();
  await visible(page, 'button', 'Cancel consultation').click();
  await expect(page.getByText('The fee is being refunded to your Dawa wallet.')).toBeVisible();
  await page.goto('/account/wallet');
  await expect(page.getByText('₹350').first()).toBeVisible();
});

test('an order placed with the free doctor consultation books it, free, from the order’s success page', async ({ page }, info) => {
  test.setTimeout(120_000);
  const mobile = mobileFor(LEAD, info.project.name, 4);
  await signInThroughApi(page, mobile);
  const api = page.request;
  // A medicine that needs a prescription, ordered with checkout's free consultation instead of one.
  const telma = await medicineFor(api, 'telma 40', 'Telma 40 Tablet');
  expect((await api.post('/api/cart/addToCart', { data: { productId: telma.productId, quantity: 1 } })).status()).toBe(200);
  const address = await api.post('/api/address/add', {
    data: { contactName: 'Asha Rao', contactNumber: mobile, flatNumber: 'Flat 4B', streetName: 'Marine Drive', type: 0, pincode: 400001 },
  });
  const addressId: number = (await address.json()).data[0].id;
  const placed = await api.post('/api/order/placeOrder?isOmsOnboarded=true', {
    data: { addressId: String(addressId), paymentId: -1, hasOptedForTeleconsult: 1 },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const medicineOrderId: number = (await placed.json()).data.orderId;

  await page.goto(`/order-success?orderId=${medicineOrderId}`);
  await visible(page, 'link', 'Book free consultation').click();
  await expect(page).toHaveURL(
    new RegExp(`/doctor-consultation/select-doctor\\?speciality=general-physician&forOrderId=${medicineOrderId}$`),
  );
  const kabir = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Kabir Malhotra/ }) });
  await kabir.getByRole('link', { name: /: Dr\. Kabir Malhotra$/ }).click();

  await videoConsultFor(
    page,
    { name: 'Asha Rao', age: '41', gender: 'Female', relation: 'spouse' },
    'A prescription for my blood pressure medicine.',
  );

  // A slot two days on (the other journeys take the next day's).
  await expect(page).toHaveURL(/\/doctor-consultation\/select-slot\?/);
  const days = page.getByRole('group', { name: 'Days' });
  await days.locator('.cs-day__tab').nth(2).click();
  const free = days.locator('.cs-day__panel').filter({ visible: true }).getByRole('radio').and(page.locator(':not([disabled])'));
  await (info.project.name === 'phone' ? free.first() : free.last()).check();
  await visible(page, 'button', 'Continue').click();

  await expect(page).toHaveURL(/\/doctor-consultation\/consultation-summary\?/);
  await visible(page, 'button', 'Book free consultation').click();
  await expect(page).toHaveURL(/\/doctor-consultation\/order-confirmation\?orderId=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation is booked' })).toBeVisible();
  const consultationId = Number(new URL(page.url()).searchParams.get('orderId'));
  const booked = await (await api.get(`/api/consultations/${consultationId}`)).json();
  expect(booked.data).toMatchObject({ amountPaise: 0, forOrderId: medicineOrderId, state: 'SCHEDULED' });
});

test('a minor without an accompanying adult is stopped at the patient step, with what was typed kept', async ({ page }, info) => {
  test.setTimeout(60_000);
  const mobile = mobileFor(LEAD, info.project.name, 2);
  await signInThroughApi(page, mobile);
  await page.goto('/doctor-consultation/patient-details?speciality=general-physician&doctor=kabir-malhotra');
  await hydrated(page);
  await addPatient(page, { name: 'Aarav Iyer', age: '9', gender: 'Male', relation: 'child' });
  await page.getByLabel(/I confirm the patient’s age is correct/).check();
  const concern = 'Cough at night for a week.';
  await page.getByLabel('What is the consultation about?').fill(concern);
  await visible(page, 'button', 'Continue').click();

  const adult = page.getByLabel('Name of the adult who will join the call');
  await expect(
    page.getByText('A patient under 18 is consulted only with an adult present. Add the name of the adult who will join.'),
  ).toBeVisible();
  await expect(adult).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/doctor-consultation\/patient-details\?/);
  await expect(page.getByLabel('What is the consultation about?')).toHaveValue(concern);
  await expect(page.getByRole('radio', { name: /Aarav Iyer/ })).toBeChecked();

  // Before the page is interactive the same check is the slot step's: it sends the shopper back with the message.
  const url = new URL(page.url());
  url.pathname = '/doctor-consultation/select-slot';
  url.searchParams.set('ageOk', '1');
  url.searchParams.set('concern', concern);
  url.searchParams.set('mode', '2');
  await page.goto(url.toString());
  await expect(page).toHaveURL(/\/doctor-consultation\/patient-details\?.*check=1/);
  await expect(
    page.getByText('A patient under 18 is consulted only with an adult present. Add the name of the adult who will join.'),
  ).toBeVisible();
  await expect(page.getByLabel('What is the consultation about?')).toHaveValue(concern);

  await adult.fill('Meera Iyer');
  await visible(page, 'button', 'Continue').click();
  await expect(page).toHaveURL(/\/doctor-consultation\/select-slot\?/);
});

test('the consultation pages have no serious or critical axe violations', async ({ page }, info) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, mobileFor(LEAD, info.project.name, 3));
  const flow = 'speciality=general-physician&doctor=kabir-malhotra';
  for (const path of [
    '/doctor-consultation',
    '/doctor-consultation/general-info',
    '/doctor-consultation/select-speciality',
    '/doctor-consultation/select-doctor?speciality=general-physician',
    `/doctor-consultation/patient-details?${flow}&add=new`,
    `/doctor-consultation/patient-details?${flow}&check=1`,
    '/doctor-consultation/past-consultations',
  ]) {
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
