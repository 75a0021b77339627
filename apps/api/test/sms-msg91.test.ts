/**
 * Production login codes through MSG91's Flow API, against a local fake of that API on 127.0.0.1: the
 * store sends the DLT template with the code as its variable, logs in with it, and answers a provider
 * failure with SMS_UNAVAILABLE instead of a 500 or a silent success.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin, msg91SmsProvider } from '@dawa/api';
import { createTestApp, SUPPORT_PHONE, type TestApp } from './support/create-test-app.ts';
import { requestOtp, sessionCookieOf, testMobile } from './support/auth.ts';

const AUTH_KEY = 'fake-msg91-auth-key';
const TEMPLATE = '6650f0d1d6fc05123a6b3c12';

interface FlowCall {
  authkey: string | undefined;
  body: { template_id: string; short_url: string; recipients: Array<Record<string, string>> };
}

/** The part of MSG91 the store uses: POST /api/v5/flow with an authkey header. */
async function fakeMsg91(): Promise<{ url: string; calls: FlowCall[]; failNext: (status: number) => void; close(): Promise<void> }> {
  const calls: FlowCall[] = [];
  let failWith = 0;
  const server: FastifyInstance = Fastify();
  server.post('/api/v5/flow', async (request, reply) => {
    const authkey = request.headers.authkey as string | undefined;
    calls.push({ authkey, body: request.body as FlowCall['body'] });
    if (failWith) {
      const status = failWith;
      failWith = 0;
      return reply.code(status).send({ type: 'error', message: 'Service unavailable' });
    }
    // MSG91 answers a bad key with HTTP 200 and type 'error'.
    if (authkey !== AUTH_KEY) return { type: 'error', message: 'Authentication failure' };
    return { type: 'success', message: '3763646c3058373530393630' };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, calls, failNext: (status) => (failWith = status), close: () => server.close() };
}

let test: TestApp;
let msg91: Awaited<ReturnType<typeof fakeMsg91>>;
const stores: FastifyInstance[] = [];

/** The API as production wires it: APP_ENV=production rules, MSG91 as the SMS provider. */
async function productionStore(authKey = AUTH_KEY): Promise<FastifyInstance> {
  const server = Fastify({ trustProxy: true });
  await server.register(apiPlugin, {
    prefix: '/api',
    db: test.db,
    databaseKind: test.kind,
    search: { productCount: 0 } as never,
    config: { supportPhone: SUPPORT_PHONE },
    auth: {
      production: true,
      sessionSecret: 'a-production-secret-of-at-least-32-characters',
      sms: msg91SmsProvider({ authKey, templateId: TEMPLATE, baseUrl: msg91.url }),
    },
  });
  await server.ready();
  stores.push(server);
  return server;
}

beforeAll(async () => {
  test = await createTestApp();
  msg91 = await fakeMsg91();
});
afterAll(async () => {
  for (const s of stores) await s.close();
  await msg91?.close();
  await test?.close();
});

describe('MSG91 SMS provider (production configuration)', () => {
  it('sends the OTP template with the code, and that code signs the shopper in', async () => {
    const store = await productionStore();
    const mobile = testMobile();
    const res = await requestOtp(store, mobile);
    expect(res.statusCode, res.body).toBe(200);
    const call = msg91.calls.at(-1)!;
    expect(call.authkey).toBe(AUTH_KEY);
    expect(call.body.template_id).toBe(TEMPLATE);
    expect(call.body.recipients).toHaveLength(1);
    expect(call.body.recipients[0]!.mobiles).toBe(`91${mobile}`);
    const code = call.body.recipients[0]!.otp!;
    expect(code).toMatch(/^\d{6}$/);

    const login = await store.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { contactNumber: mobile, userOtp: code },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(login.statusCode, login.body).toBe(200);
    // A session token is base64url: it may start with "-" or "_".
    expect(sessionCookieOf(login)).toMatch(/=[\w-]{16,}/);
  });

  it('the development outbox does not exist in production', async () => {
    const store = await productionStore();
    const res = await store.inject(`/api/dev/outbox?contactNumber=${testMobile()}`);
    expect(res.statusCode).toBe(404);
  });

  it('answers SMS_UNAVAILABLE (503) when MSG91 refuses the key or fails, never a 500 or a false success', async () => {
    const wrongKey = await productionStore('not-the-key');
    const refused = await requestOtp(wrongKey, testMobile());
    expect(refused.statusCode).toBe(503);
    expect(refused.json().status).toBe(0);
    expect(refused.json().error.message).toMatch(/could not send the code/);

    const store = await productionStore();
    msg91.failNext(502);
    const failed = await requestOtp(store, testMobile());
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toMatch(/could not send the code/);
  });

  it('refuses a number that is not an Indian mobile before calling MSG91', async () => {
    const provider = msg91SmsProvider({ authKey: AUTH_KEY, templateId: TEMPLATE, baseUrl: msg91.url });
    const before = msg91.calls.length;
    await expect(provider.send('+4479460000', 'x', { otp: '123456' })).rejects.toThrow(/Indian mobile/);
    expect(msg91.calls.length).toBe(before);
  });
});
