/** Delivery addresses: validation with the spec's messages, serviceability on save, and ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressList } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectFailure, expectSuccessEnvelope } from './support/http.ts';
import { login } from './support/auth.ts';
import { HOME_ADDRESS } from './support/checkout.ts';

let app: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  app = await createTestApp();
  alice = await login(app.api);
  bob = await login(app.api);
});
afterAll(() => app?.close());

const HOME = HOME_ADDRESS;

const add = (cookie: string | undefined, payload: object) =>
  call(app.api, { method: 'POST', url: '/api/address/add', payload, headers: cookie ? { cookie } : {} });
const update = (cookie: string, id: number | string, payload: object) =>
  call(app.api, { method: 'PUT', url: `/api/address/update/${id}`, payload, headers: { cookie } });
const list = async (cookie: string) => {
  const res = await call(app.api, { method: 'GET', url: '/api/delivery/fetchAddresses', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return addressList.parse(res.body.data);
};
const saved = async (cookie: string, payload: object) => {
  const res = await add(cookie, payload);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  expectSuccessEnvelope(res.body);
  return addressList.parse(res.body.data);
};

describe('POST /api/address/add', () => {
  it('saves a Mumbai home address as deliverable and answers the list with it first', async () => {
    const first = await saved(alice, HOME);
    expect(first).toEqual([
      {
        id: expect.any(Number),
        ...HOME,
        landmark: '',
        typeDescription: 'home',
        cityId: expect.any(Number),
        cityName: 'Mumbai',
        isDeliverable: true,
      },
    ]);
    const second = await saved(alice, { ...HOME, contactName: 'Ravi Rao', type: 1, pincode: '302001', landmark: 'Near GPO' });
    expect(second).toHaveLength(2);
    expect(second[0]).toMatchObject({ contactName: 'Ravi Rao', type: 1, typeDescription: 'work', pincode: 302001, cityName: 'Jaipur' });
    expect(second[0]!.landmark).toBe('Near GPO');
    expect(second[1]!.id).toBe(first[0]!.id);
  });

  it('stores an address in an unserviceable pincode as not deliverable', async () => {
    const [addr] = await saved(alice, { ...HOME, type: 2, pincode: 144009 });
    expect(addr).toMatchObject({ pincode: 144009, isDeliverable: false, cityId: null, cityName: null, typeDescription: 'other' });
  });

  it('removes emoji and private-use characters from name, flat and street before saving', async () => {
    const [addr] = await saved(alice, {
      ...HOME,
      contactName: 'Asha 😀 Rao',
      flatNumber: '4B 🏠\ue001 Sea View',
      streetName: 'Marine 🌊 Drive',
    });
    expect(addr).toMatchObject({ contactName: 'Asha Rao', flatNumber: '4B Sea View', streetName: 'Marine Drive' });
  });

  it('needs a signed-in customer', async () => {
    expect(await expectFailure(app.api, { method: 'POST', url: '/api/address/add', payload: HOME }, 401)).toBe(
      'Please log in to continue.',
    );
    expect(await expectFailure(app.api, '/api/delivery/fetchAddresses', 401)).toBe('Please log in to continue.');
  });

  const invalid: [string, object, string][] = [
    ['empty name', { contactName: '' }, 'Required.'],
    ['missing name', { contactName: undefined }, 'Required.'],
    ['name with punctuation', { contactName: 'Asha_Rao!' }, 'Please Enter a Valid Name.'],
    ['name of only emoji', { contactName: '😀😀' }, 'Please Enter a Valid Name.'],
    ['empty mobile', { contactNumber: '' }, 'Required.'],
    ['mobile starting 0', { contactNumber: '0987654321' }, 'Please enter a valid mobile number.'],
    ['9-digit mobile', { contactNumber: '987654321' }, 'Please enter a valid mobile number.'],
    ['11-digit mobile', { contactNumber: '98765432101' }, 'Please enter a valid mobile number.'],
    ['empty flat', { flatNumber: '' }, 'Required.'],
    ['flat of punctuation', { flatNumber: '--/--' }, 'Please Enter a valid Building Name and Flat Number.'],
    ['empty street', { streetName: ' ' }, 'Required.'],
    ['street of punctuation', { streetName: '...' }, 'Please Enter a Valid Street Name.'],
    ['street over 500 characters', { streetName: 'a'.repeat(501) }, 'Text fields can be up to 500 characters.'],
    ['missing type', { type: undefined }, 'Required.'],
    ['type 3', { type: 3 }, 'Please choose Home, Work or Others.'],
    ['missing pincode', { pincode: undefined }, 'Required.'],
    ['5-digit pincode', { pincode: 40001 }, 'Enter a valid 6 digit pincode.'],
    ['pincode starting 0', { pincode: '040001' }, 'Enter a valid 6 digit pincode.'],
    ['pincode with letters', { pincode: '4000AB' }, 'Enter a valid 6 digit pincode.'],
  ];
  it.each(invalid)('%s: %j → %s', async (_, patch, message) => {
    const res = await add(bob, { ...HOME, ...patch });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ status: 0, error: { code: 'ADDRESS_INVALID', message, showAlert: false } });
  });

  it('refuses unknown fields', async () => {
    expect(
      await expectFailure(
        app.api,
        { method: 'POST', url: '/api/address/add', payload: { ...HOME, userId: 1 }, headers: { cookie: bob } },
        400,
      ),
    ).toBe('Unknown field: userId.');
  });

  it('nothing invalid was saved', async () => {
    expect(await list(bob)).toEqual([]);
  });
});

describe('PUT /api/address/update/:id', () => {
  it('changes the owner’s address and puts it first', async () => {
    const [office, home] = [await saved(alice, { ...HOME, type: 1, flatNumber: 'Office 12' }), await saved(alice, HOME)].map((l) => l[0]!);
    const res = await update(alice, office!.id, { ...HOME, type: 1, flatNumber: 'Office 14', pincode: 560029 });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const after = addressList.parse(res.body.data);
    expect(after[0]).toMatchObject({
      id: office!.id,
      flatNumber: 'Office 14',
      pincode: 560029,
      cityName: 'Bengaluru Urban',
      isDeliverable: true,
    });
    expect(after.map((a) => a.id)).toContain(home!.id);
  });

  it('validates like add', async () => {
    const [addr] = await list(alice);
    expect(
      await expectFailure(
        app.api,
        { method: 'PUT', url: `/api/address/update/${addr!.id}`, payload: { ...HOME, pincode: 12345 }, headers: { cookie: alice } },
        400,
      ),
    ).toBe('Enter a valid 6 digit pincode.');
  });

  it('a missing address is a 404', async () => {
    const res = await update(alice, 2_000_000, HOME);
    expect(res.statusCode).toBe(404);
    expect(res.body.error.message).toBe('This address was not found.');
  });
});

describe('ownership', () => {
  it('another customer can neither see nor change an address (404), and it stays as it was', async () => {
    const [aliceAddress] = await saved(alice, { ...HOME, flatNumber: 'Private Flat 7' });
    const before = await list(alice);

    expect((await list(bob)).map((a) => a.id)).not.toContain(aliceAddress!.id);
    const res = await update(bob, aliceAddress!.id, { ...HOME, flatNumber: 'Taken over' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, error: { code: 'ADDRESS_NOT_FOUND', message: 'This address was not found.', showAlert: false } });

    expect(await list(alice)).toEqual(before);
    expect(before.find((a) => a.id === aliceAddress!.id)?.flatNumber).toBe('Private Flat 7');
    expect((await list(bob)).map((a) => a.id)).not.toContain(aliceAddress!.id);
  });

  it('update without signing in is a 401', async () => {
    const [addr] = await list(alice);
    expect(await expectFailure(app.api, { method: 'PUT', url: `/api/address/update/${addr!.id}`, payload: HOME }, 401)).toBe(
      'Please log in to continue.',
    );
  });
});
