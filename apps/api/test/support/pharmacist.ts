/** A pharmacist account, signed in to the console, for the tests that need a verified prescription. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@dawa/db';
import { pharmacistAccounts } from '../../src/modules/pharmacy/accounts.ts';
import { call } from './http.ts';
import { testIp } from './auth.ts';

export interface TestPharmacist {
  id: number;
  email: string;
  password: string;
  cookie: string;
}

/** Creates an active account as the operator command does (scrypt hash) and returns its details. */
export async function createPharmacist(db: Db, fields: { name?: string; registrationNumber?: string } = {}) {
  const email = `pharmacist-${randomBytes(4).toString('hex')}@example.test`;
  const password = `test-password-${randomBytes(6).toString('hex')}`;
  const created = await pharmacistAccounts(db).create({
    name: fields.name ?? 'Demo Pharmacist',
    email,
    registrationNumber: fields.registrationNumber ?? 'MH-PC-12345',
    password,
  });
  if (!created.ok) throw new Error(created.message);
  return { id: created.id, email, password };
}

/** `name=value` of the console cookie a response sets. */
export function pharmacistCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  return all.map((c) => String(c).split(';')[0]!).find((c) => /^(__Host-)?dawa_pharmacist=/.test(c));
}

export async function signInPharmacist(
  api: FastifyInstance,
  db: Db,
  fields?: Parameters<typeof createPharmacist>[1],
): Promise<TestPharmacist> {
  const account = await createPharmacist(db, fields);
  const res = await call(api, {
    method: 'POST',
    url: '/api/pharmacist/login',
    payload: { email: account.email, password: account.password },
    headers: { 'x-forwarded-for': testIp() },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const cookie = pharmacistCookieOf(res);
  expect(cookie).toBeTruthy();
  return { ...account, cookie: cookie! };
}

/** Approves every prescription line of the order with all its prescriptions (H1 lines with demo prescriber details). */
export async function verifyAllLines(api: FastifyInstance, pharmacist: TestPharmacist, orderId: number) {
  const order = await call(api, { method: 'GET', url: `/api/pharmacist/orders/${orderId}`, headers: { cookie: pharmacist.cookie } });
  expect(order.statusCode, JSON.stringify(order.body)).toBe(200);
  const ids = order.body.data.prescriptions.map((p: { id: string }) => p.id);
  let last;
  for (const line of order.body.data.lines.filter((l: { isRxRequired: boolean }) => l.isRxRequired)) {
    last = await call(api, {
      method: 'POST',
      url: `/api/pharmacist/orders/${orderId}/lines/${line.position}/decision`,
      payload: {
        decision: 'approved',
        prescriptionIds: ids,
        ...(line.schedule === 'H1'
          ? { prescriberName: 'Dr Demo Mehta', prescriberRegistration: 'MMC-2011-4567', patientName: 'Asha Rao' }
          : {}),
      },
      headers: { cookie: pharmacist.cookie },
    });
    expect(last.statusCode, JSON.stringify(last.body)).toBe(200);
  }
  return last?.body.data;
}
