/** Security headers on the API and the sandbox gateway: CSP, nosniff, referrers, HTTPS-only HSTS, no-store. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { invoked, orderFor, shopper, startTxn, UPI, type Shopper } from './support/payments.ts';

let t: TestApp;
let me: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  me = await shopper(t.api, t.db);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.api.inject({ method: 'GET', url, headers });
const nonceOf = (csp: unknown) => /script-src[^;]*'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('every answer', () => {
  it('carries a CSP that frames nothing and runs only this answer’s inline scripts, nosniff and the referrer policy', async () => {
    const res = await get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('uses a new nonce for every answer', async () => {
    const first = nonceOf((await get('/api/health')).headers['content-security-policy']);
    const second = nonceOf((await get('/api/health')).headers['content-security-policy']);
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first).not.toBe(second);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over HTTPS (as the trusted proxy says)', async () => {
    const res = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/health', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control on API answers', () => {
  it('a signed-in call is private, no-store', async () => {
    const res = await get('/api/profile/fetchProfileInfo', { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a signed-in call whose route gives a private cache time still is not stored', async () => {
    const res = await get('/api/order/fetchPharmacistCallTime', { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('public catalogue answers keep their public cache, signed in or not', async () => {
    expect((await get('/api/home')).headers['cache-control']).toMatch(/^public, /);
    expect((await get('/api/home', { cookie: me.cookie })).headers['cache-control']).toMatch(/^public, /);
  });

  it('failures are never stored', async () => {
    expect((await get('/api/profile/fetchProfileInfo')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/nope')).headers['cache-control']).toBe('no-store');
  });
});

describe('the sandbox gateway’s hosted page', () => {
  it('keeps its own policy: no script but its own nonce, no framing', async () => {
    const orderId = await orderFor(t.db, me.userId, { amountPaise: 10_000 });
    const inv = await invoked(t.api, me.cookie, orderId, 4);
    const page = new URL(await startTxn(t.api, inv, UPI('success@upi')));
    const res = await get(page.pathname + page.search);
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = nonceOf(csp);
    expect(res.body).toContain(`<script nonce="${nonce}">`);
  });
});
