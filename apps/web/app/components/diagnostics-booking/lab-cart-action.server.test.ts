import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installServerTransport, type ApiRequest, type ApiResponse } from '../../lib/api-transport.ts';
import { labCartAction } from './lab-cart-action.server.ts';

/** The API as the lab cart meets it: each test sets the answer of each path. */
let calls: ApiRequest[] = [];
let answers: Record<string, ApiResponse> = {};
const ok = (data: unknown): ApiResponse => ({ status: 200, body: { status: 1, data } });
const failure = (status: number, code: string, message: string, field?: string): ApiResponse => ({
  status,
  body: { status: 0, error: { code: code as never, message, showAlert: false, ...(field ? { field } : {}) } },
});

beforeEach(() => {
  calls = [];
  answers = {};
  installServerTransport(async (request) => {
    calls.push(request);
    return answers[request.path.split('?')[0]!] ?? failure(404, 'ROUTE_NOT_FOUND', '');
  });
});
afterEach(() => installServerTransport(undefined as never));

function post(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return new Request('http://shop.test/diag-pwa/cart', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'dawa_session=s' },
  });
}

type Answer = { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } };
const asData = (value: unknown) => value as Answer;
const SLOT = '2026-11-26T00:30:00.000Z';
const KEY = '3b93ea6e-ad2a-435a-97a3-f6661dd426dc';

describe('placing a lab booking', () => {
  it('books pay at collection with the page’s key and goes to the booking page, forgetting the slot', async () => {
    answers['/diagnostics/placeOrder'] = ok({
      orderId: 42,
      status: 'BOOKED',
      paymentAllowed: false,
      amountPaise: 54900,
      slotLabel: '',
      message: '',
    });
    const response = (await labCartAction(
      post({ intent: 'place', addressId: '4', slotsFor: '4', slot: SLOT, pay: 'cod', idempotencyKey: KEY, redirectTo: '/diag-pwa/cart' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/orders/diagnostics/42');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/diagnostics/placeOrder',
      body: { addressId: '4', slotStartsAt: SLOT, paymentId: -1 },
      headers: { 'idempotency-key': KEY, cookie: 'dawa_session=s' },
    });
    expect(decodeURIComponent(response.headers.get('set-cookie') ?? '')).not.toContain(SLOT);
  });

  it('answers an online booking with its order, for the browser to pay', async () => {
    answers['/diagnostics/placeOrder'] = ok({
      orderId: 43,
      status: 'PAYMENT_PENDING',
      paymentAllowed: true,
      amountPaise: 54900,
      slotLabel: '',
      message: '',
    });
    const answer = asData(await labCartAction(post({ intent: 'place', addressId: '4', slotsFor: '4', slot: SLOT, pay: 'nb', bank: '3' })));
    expect(answer.data).toEqual({ ok: true, intent: 'place', orderId: 43, amountPaise: 54900 });
    expect(calls[0]?.body).toEqual({ addressId: '4', slotStartsAt: SLOT, paymentId: 2, paymentSubId: 3 });
    // A key of its own when the form brought none.
    expect(calls[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the API’s message and keeps every choice in the cookie', async () => {
    answers['/diagnostics/placeOrder'] = failure(400, 'PATIENT_INCOMPLETE', 'Add the age and gender of Ramesh Rao.', 'patients.7');
    const answer = asData(await labCartAction(post({ intent: 'place', addressId: '4', slotsFor: '4', slot: SLOT, pay: 'upi' })));
    expect(answer.data).toEqual({
      ok: false,
      intent: 'place',
      code: 'PATIENT_INCOMPLETE',
      message: 'Add the age and gender of Ramesh Rao.',
    });
    expect(answer.init?.status).toBe(400);
    const stored = decodeURIComponent(new Headers(answer.init?.headers).get('set-cookie') ?? '');
    expect(stored).toContain(`"slot":"${SLOT}"`);
    expect(stored).toContain('"addressId":4');
    expect(stored).toContain('"pay":"upi"');
  });

  it('asks for what is missing before calling the API', async () => {
    const noSlot = asData(await labCartAction(post({ intent: 'place', addressId: '4', slotsFor: '4', pay: 'cod' })));
    expect(noSlot.data).toMatchObject({ ok: false, code: 'SLOT_REQUIRED', message: 'Choose a collection slot.' });
    const noBank = asData(await labCartAction(post({ intent: 'place', addressId: '4', slotsFor: '4', slot: SLOT, pay: 'nb' })));
    expect(noBank.data).toMatchObject({ ok: false, message: 'Choose your bank.' });
    expect(calls).toEqual([]);
  });

  it('shows a plain post the slots of a newly chosen address instead of booking', async () => {
    const response = (await labCartAction(
      post({ intent: 'place', addressId: '9', slotsFor: '4', slot: SLOT, pay: 'cod', redirectTo: '/diag-pwa/cart' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/diag-pwa/cart');
    expect(decodeURIComponent(response.headers.get('set-cookie') ?? '')).toContain('"addressId":9');
    expect(calls).toEqual([]);
  });
});

describe('the cart’s other forms', () => {
  it('sets who an item is for from the ticked boxes', async () => {
    answers['/diagnostics/cart/patients'] = ok({});
    const answer = asData(await labCartAction(post({ intent: 'patients', item: 'package:full-body-checkup', patientId: ['3', '9'] })));
    expect(answer.data).toEqual({ ok: true, intent: 'patients' });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { item: { type: 'package', id: 'full-body-checkup' }, patientIds: [3, 9] } });
  });

  it('refuses a line for nobody beside that line', async () => {
    const answer = asData(await labCartAction(post({ intent: 'patients', item: 'test:LB160' })));
    expect(answer.data).toMatchObject({ ok: false, item: 'test:LB160', message: 'Choose at least one patient.' });
    expect(calls).toEqual([]);
  });

  it('removes one patient’s overlapping test', async () => {
    answers['/diagnostics/cart/remove'] = ok({});
    await labCartAction(post({ intent: 'remove', item: 'test:LB160', patientId: '3' }));
    expect(calls[0]?.body).toEqual({ item: { type: 'test', id: 'LB160' }, patientId: 3 });
  });

  it('says why a coupon is refused and keeps the code typed', async () => {
    answers['/diagnostics/cart/applyCoupon'] = failure(400, 'PROMO_INVALID', 'This coupon does not exist.');
    const answer = asData(await labCartAction(post({ intent: 'coupon-apply', couponCodeDiag: ' NOPE ' })));
    expect(answer.data).toMatchObject({
      ok: false,
      code: 'PROMO_INVALID',
      message: 'This coupon does not exist.',
      values: { couponCodeDiag: 'NOPE' },
    });
  });

  it('checks a family member with the contract, then shows the API’s message at its field', async () => {
    const invalid = asData(await labCartAction(post({ intent: 'patient-save', name: 'R', age: '', gender: 'male', relation: 'parent' })));
    expect(invalid.data).toMatchObject({
      ok: false,
      fields: { name: 'Enter the patient’s full name.', age: 'Enter an age from 0 to 120.' },
    });
    expect(calls).toEqual([]);

    answers['/patients/addPatient'] = failure(400, 'PATIENT_LIMIT', 'An account can keep at most 10 family members.');
    answers['/patients/updatePatient/5'] = failure(400, 'VALIDATION_FAILED', 'Use letters only in the name.', 'name');
    const limit = asData(
      await labCartAction(post({ intent: 'patient-save', name: 'Ramesh Rao', age: '62', gender: 'male', relation: 'parent' })),
    );
    expect(limit.data).toMatchObject({
      ok: false,
      message: 'An account can keep at most 10 family members.',
      fields: {},
      values: { patientId: 'new' },
    });
    const named = asData(
      await labCartAction(
        post({ intent: 'patient-save', patientId: '5', name: 'Asha Rao', age: '34', gender: 'female', relation: 'self' }),
      ),
    );
    expect(named.data).toMatchObject({
      ok: false,
      fields: { name: 'Use letters only in the name.' },
      values: { patientId: '5', name: 'Asha Rao' },
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /patients/addPatient', 'PUT /patients/updatePatient/5']);
  });
});
