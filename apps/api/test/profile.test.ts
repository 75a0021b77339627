/** The signed-in customer's profile and account flags. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailureEnvelope } from './support/http.ts';
import { latestOtp, login, loginRequest, requestOtp, testMobile, waitOutResendGap } from './support/auth.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const get = (url: string, cookie?: string) => app.api.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const update = (payload: Record<string, unknown>, cookie?: string) =>
  app.api.inject({ method: 'PUT', url: '/api/profile/updateProfileInfo', payload, headers: cookie ? { cookie } : {} });

describe('signed out', () => {
  it.each([
    '/api/profile/fetchProfileInfo',
    '/api/profile/fetchOrderAttributes',
    '/api/auth/medicinesRxAvailable',
    '/api/auth/fetchDiagnosticsOrdersCount',
  ])('GET %s is a 401 asking to log in', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.', showAlert: false } });
  });

  it('cannot update a profile', async () => {
    const res = await update({ name: 'Asha' });
    expect(res.statusCode).toBe(401);
    expectFailureEnvelope(res.json());
  });
});

describe('GET /api/profile/fetchProfileInfo', () => {
  it('returns the account with sign-up details given at first login, never cached', async () => {
    const mobile = testMobile();
    const cookie = await login(app.api, mobile, { name: ' Meera  Iyer 🙂', profileEmail: 'meera@example.in' });
    const res = await get('/api/profile/fetchProfileInfo', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'Meera Iyer',
      profileEmail: 'meera@example.in',
      mobileNumber: mobile,
      hasDeliveredOrder: false,
      hasPlacedOrder: false,
      isEmailVerified: false,
      chronic: false,
    });
    // A later login with other details keeps the account's own.
    await waitOutResendGap(app.db, mobile);
    const again = await login(app.api, mobile, { name: 'Someone Else' });
    expect((await get('/api/profile/fetchProfileInfo', again)).json().data.name).toBe('Meera Iyer');
  });

  it('refuses an invalid sign-up name at login without using up the code', async () => {
    const mobile = testMobile();
    await requestOtp(app.api, mobile);
    const code = await latestOtp(app.api, mobile);
    const bad = await loginRequest(app.api, { contactNumber: mobile, userOtp: code, name: 'R2-D2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please Enter a Valid Name.');
    expect(await app.db.selectFrom('users').select('id').where('mobile_number', '=', mobile).execute()).toEqual([]);
    const good = await loginRequest(app.api, { contactNumber: mobile, userOtp: code });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.profile.name).toBeNull();
  });
});

describe('PUT /api/profile/updateProfileInfo', () => {
  it('saves a sanitised name', async () => {
    const cookie = await login(app.api);
    const res = await update({ name: '  Asha 😀  Rao\ue000 ' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Asha Rao');
    expect((await get('/api/profile/fetchProfileInfo', cookie)).json().data.name).toBe('Asha Rao');
    const hindi = await update({ name: 'राहुल शर्मा' }, cookie);
    expect(hindi.json().data.name).toBe('राहुल शर्मा');
  });

  it('saves a new email when no name is sent', async () => {
    const cookie = await login(app.api);
    const res = await update({ newEmail: ' asha@example.co.in ' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profileEmail).toBe('asha@example.co.in');
    expect(res.json().data.isEmailVerified).toBe(false);
  });

  it.each([
    [{ name: 'Asha1' }, 'Please Enter a Valid Name.'],
    [{ name: '😀😀' }, 'Please Enter a Valid Name.'],
    [{ name: '' }, 'Please Enter a Valid Name.'],
    [{ name: 'a'.repeat(501) }, 'Text fields can be up to 500 characters.'],
    [{ newEmail: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ name: 'Asha', newEmail: 'asha@example.in' }, 'Send either a name or a new email.'],
    [{}, 'Send either a name or a new email.'],
    [{ name: 'Asha', mobileNumber: '9999999999' }, 'Unknown field: mobileNumber.'],
  ])('refuses %j', async (payload, message) => {
    const cookie = await login(app.api);
    const before = (await get('/api/profile/fetchProfileInfo', cookie)).json().data;
    const res = await update(payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, error: { code: 'VALIDATION_FAILED', message, showAlert: false } });
    expect((await get('/api/profile/fetchProfileInfo', cookie)).json().data).toEqual(before);
  });
});

describe('account flags', () => {
  it('reports no orders, prescriptions or lab tests yet', async () => {
    const cookie = await login(app.api);
    expect((await get('/api/profile/fetchOrderAttributes', cookie)).json()).toEqual({
      status: 1,
      data: { isFirstChronicFulfilled: false, hasDeliveredOrder: false, hasPlacedOrder: false },
    });
    expect((await get('/api/auth/medicinesRxAvailable', cookie)).json().data).toEqual({ productIdsWithRxAvailable: [] });
    expect((await get('/api/auth/fetchDiagnosticsOrdersCount', cookie)).json().data).toEqual({ count: 0 });
  });
});
