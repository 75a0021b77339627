/**
 * The web app's form actions under junk: every page that takes a POST (cart, login, location, the checkout
 * steps, saved items, logout) is sent, as a visitor and as a signed-in shopper on the store's own origin,
 * a fixed table of bodies (every known intent with hostile field values, wrong content types, broken
 * encodings, 1 MB) and fast-check form bodies, both as the page (HTML) and as its data request (`.data`).
 * No answer may be a 5xx. A failure prints its seed: `FUZZ_SEED=<seed> npx playwright test e2e/form-fuzz.spec.ts`.
 */
import fc from 'fast-check';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { latestOtp, mobileFor } from './support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const LEAD = { phone: '91', desktop: '92' };

const ACTIONS = [
  '/cart',
  '/login',
  '/location',
  '/logout',
  '/checkout/upload',
  '/checkout/delivery-options',
  '/checkout/select-payment-method',
  '/account/saved-items',
  '/online-medicine-order/location/mumbai-400001',
];
const INTENTS = [
  'add',
  'quantity',
  'remove',
  'save-for-later',
  'move-to-cart',
  'apply-promo',
  'remove-promo',
  'replace',
  'bulk-replace',
  'migrate',
  'request-otp',
  'verify-otp',
  'set-pincode',
  'save-address',
  'choose-address',
  'choose-speed',
  'choose-payment',
  'continue',
  'place-order',
  'explode',
  '',
];
const FIELDS = ['productId', 'itemId', 'quantity', 'code', 'lines', 'mobile', 'otp', 'pincode', 'addressId', 'speed', 'consult'];
const FIELDS_MORE = ['paymentTypeId', 'paymentSubTypeId', 'idempotencyKey', 'name', 'redirectTo'];
const HOSTILE = [
  '-1',
  '1.5',
  '1e999',
  '2147483648',
  '99999999999999999999',
  'NaN',
  '',
  "' OR 1=1 --",
  '{{7*7}}',
  '{"$where":"1"}',
  '[{"productId":-1,"quantity":1e9}]',
  '[{"itemId":"x","productId":2147483648}]',
  '../../etc/passwd',
  '//evil.example/',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '\u202Eمرحبا 😀',
  'a\u0000b',
  'x'.repeat(100_000),
];

/** A form body with every field set to `value`, under `intent`. */
const formOf = (intent: string, value: string) =>
  new URLSearchParams([['intent', intent], ...[...FIELDS, ...FIELDS_MORE].map((f): [string, string] => [f, value])]).toString();

const FORM = 'application/x-www-form-urlencoded';
const BODIES: { body: string | Buffer; type?: string }[] = [
  { body: '', type: FORM },
  { body: 'intent', type: FORM },
  { body: 'intent=add&intent=remove&productId=1&productId=2', type: FORM },
  { body: '%ZZ=%ZZ&intent=%E0%A4', type: FORM },
  { body: Buffer.from([0x69, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x3d, 0xff, 0xfe]), type: FORM },
  { body: '{"intent":"add","productId":1}', type: 'application/json' },
  { body: '{"intent":', type: 'application/json' },
  { body: 'hello', type: 'text/plain' },
  { body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--x--\r\n', type: 'multipart/form-data; boundary=x' },
  { body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd', type: 'multipart/form-data; boundary=x' },
  { body: 'intent=add', type: 'multipart/form-data' },
  { body: `intent=add&productId=${'9'.repeat(512 * 1024)}`, type: FORM },
  { body: 'intent=add' },
];

async function signIn(request: APIRequestContext, mobile: string) {
  expect((await request.post('/api/auth/requestOTP', { data: { contactNumber: mobile } })).status()).toBe(200);
  const res = await request.post('/api/auth/login', { data: { contactNumber: mobile, userOtp: await latestOtp(request, mobile) } });
  expect(res.status()).toBe(200);
}

for (const who of ['visitor', 'shopper'] as const) {
  test(`no form post makes a 5xx, as a ${who}`, async ({ playwright, baseURL }, info) => {
    // The server is the same for both viewports: one project is enough.
    test.skip(info.project.name !== 'desktop', 'viewport-independent');
    test.setTimeout(240_000);
    const request = await playwright.request.newContext({
      baseURL,
      // Its own address behind the trusted proxy: its OTP posts do not spend the rest of the suite's per-address limit.
      extraHTTPHeaders: { origin: baseURL!, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `198.51.100.${who === 'visitor' ? 1 : 2}` },
    });
    if (who === 'shopper') await signIn(request, mobileFor(LEAD, info.project.name));
    const problems = new Map<string, string>();
    const post = async (path: string, body: string | Buffer, type?: string) => {
      const sent = `${String(body).slice(0, 160)} (${type ?? 'no type'})`;
      const res = await request
        .post(path, { data: body, headers: type ? { 'content-type': type } : {}, maxRedirects: 0, failOnStatusCode: false })
        .catch((error: Error) => error);
      // A dropped connection is a failure too: the server gave no answer at all.
      const status = res instanceof Error ? 'no answer' : res.status();
      if (res instanceof Error || res.status() >= 500) {
        const key = `${who} POST ${path} → ${status}`;
        const answer = res instanceof Error ? res.message.split('\n')[0] : (await res.text()).slice(0, 200);
        if (!problems.has(key)) problems.set(key, `${sent} → ${answer}`);
        return false;
      }
      return true;
    };

    for (const action of ACTIONS) {
      for (const path of [action, `${action}.data`]) {
        for (const intent of INTENTS) await post(path, formOf(intent, '1'), FORM);
        for (const value of HOSTILE) await post(path, formOf(INTENTS[HOSTILE.indexOf(value) % INTENTS.length]!, value), FORM);
        for (const { body, type } of BODIES) await post(path, body, type);
      }
    }

    const field = fc.constantFrom('intent', ...FIELDS, ...FIELDS_MORE, 'x');
    const value = fc.oneof(
      fc.constantFrom(...INTENTS, ...HOSTILE.slice(0, -1)),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.integer().map(String),
    );
    for (const action of ACTIONS) {
      const result = await fc.check(
        fc.asyncProperty(fc.array(fc.tuple(field, value), { maxLength: 8 }), fc.boolean(), async (pairs, asData) => {
          const body = pairs
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '?'))}`)
            .join('&');
          return post(asData ? `${action}.data` : action, body, FORM);
        }),
        { seed: SEED, numRuns: 10 },
      );
      if (result.failed) problems.set(`${who} ${action} generated`, `FUZZ_SEED=${result.seed} path ${result.counterexamplePath}`);
    }
    await request.dispose();
    const lines = [...problems].map(([key, sample]) => `${key}\n    e.g. ${sample}`);
    expect(problems.size, lines.join('\n')).toBe(0);
  });
}
