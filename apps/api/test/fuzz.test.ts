/**
 * Fuzzing every call the server registers, so that calls added later are covered without touching this file:
 * the list comes from the server's own route registrations (API, sandbox gateway, docs, the catch-all), and
 * the OpenAPI document adds each call's query and body field names. Each call gets, as a visitor and as a
 * signed-in shopper on the store's own origin:
 * - a fixed table of classic values in every path parameter, query parameter and body field at once;
 * - a fixed table of whole bodies of the wrong kind (broken JSON, wrong content types, 1 MB);
 * - fast-check requests built from unicode, numbers, injections and JSON of any shape.
 * No answer may be a 5xx, and every failure must be the standard envelope with a known code.
 *
 * A failure prints its seed. Reproduce it with `FUZZ_SEED=<seed> npx vitest run apps/api/test/fuzz.test.ts`;
 * `FUZZ_RUNS=<n>` (default 8) sends more generated requests per call and identity.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { login } from './support/auth.ts';
import {
  CLASSIC_BODIES,
  CLASSIC_STRINGS,
  CLASSIC_VALUES,
  callsOf,
  fuzzInput,
  urlOf,
  type Call,
  type FuzzInput,
  type Identity,
} from './support/fuzz.ts';
import { send as sendOnce } from './support/fuzz.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const OPS_TOKEN = 'fuzz-demo-ops-token';
const MAX_URL_VALUE = 2048;
const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '10.250.0.1' };

let app: TestApp;
let calls: Call[];
const identities: Record<Identity['name'], Identity> = {
  anonymous: { name: 'anonymous', headers: { ...SAME_ORIGIN } },
  shopper: { name: 'shopper', headers: { ...SAME_ORIGIN, authorization: `Bearer ${OPS_TOKEN}` } },
};

beforeAll(async () => {
  app = await createTestApp({ opsToken: OPS_TOKEN });
  identities.shopper.headers.cookie = await login(app.api);
  const openApi = (await app.api.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  calls = callsOf(app.routes, openApi);
});
afterAll(() => app?.close());

/** Sends as `identity`; a shopper whose session a call ended (logout) signs in again for the next one. */
async function send(identity: Identity, call: Call, options: Parameters<typeof sendOnce>[3]) {
  const answer = await sendOnce(app.api, identity, `${call.method} ${call.url}`, options);
  if (identity.name === 'shopper' && answer.sessionCookie !== undefined) {
    identity.headers.cookie = answer.sessionCookie === '' ? await login(app.api) : answer.sessionCookie;
  }
  return answer;
}

function requestOf(call: Call, input: FuzzInput) {
  return {
    method: call.method as 'GET',
    url: urlOf(call, input.path, input.query),
    ...(input.body ? { payload: input.body.payload, headers: { 'content-type': input.body.type } } : {}),
  };
}

/** Collects bad answers, one line per call, status and kind with the first request that showed it. */
function problemList() {
  const seen = new Map<string, string>();
  return {
    add(problem: { key: string; sample: string } | undefined) {
      if (problem && !seen.has(problem.key)) seen.set(problem.key, problem.sample);
    },
    check() {
      const lines = [...seen].map(([key, sample]) => `${key}\n    e.g. ${sample}`);
      expect(seen.size, `${seen.size} kind(s) of bad answer:\n${lines.slice(0, 40).join('\n')}`).toBe(0);
    },
  };
}

it('lists every registered call, documented or not', () => {
  const names = calls.map((c) => `${c.method} ${c.url}`);
  expect(names.length).toBeGreaterThan(80);
  for (const known of [
    'GET /api/v3/city/:cityIdOrSlug/pincodes',
    'POST /api/cart/addToCart',
    'POST /gateway/txns',
    'POST /api/ops/orders/:id/events',
  ]) {
    expect(names).toContain(known);
  }
  expect(names.some((n) => n.endsWith('/api/*'))).toBe(true);
});

it('the issue’s own case: a city id past int4 is a 400 with a code, not a 500', async () => {
  const res = await app.api.inject({ method: 'GET', url: '/api/v3/city/2147483648/pincodes' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_FAILED');
});

describe.each(['shopper', 'anonymous'] as const)('as %s', (who) => {
  it('classic values in every path parameter, query parameter and body field', { timeout: 300_000 }, async () => {
    const identity = identities[who];
    const problems = problemList();
    // A visitor mostly meets the sign-in check first: every other value is enough there.
    const values = who === 'shopper' ? CLASSIC_VALUES : CLASSIC_VALUES.filter((_, i) => i % 2 === 0);
    for (const call of calls) {
      // A call that reads no input gets a few values as a parameter it does not know.
      const takesInput = call.pathParams.length + call.queryNames.length > 0 || call.takesBody;
      for (const value of takesInput ? values : values.filter((_, i) => i % 6 === 0)) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        // Node refuses a request head over 16 KB before any route runs, so the URL gets only what fits.
        const inUrl = text.length <= MAX_URL_VALUE;
        if (!inUrl && !call.takesBody) continue;
        const path = Object.fromEntries(call.pathParams.map((name) => [name, inUrl ? text : '1']));
        const names = takesInput ? call.queryNames : ['unknownParam'];
        const query = inUrl ? Object.fromEntries(names.map((name) => [name, text])) : {};
        const body = call.takesBody
          ? {
              payload: JSON.stringify(Object.fromEntries((call.bodyFields.length ? call.bodyFields : ['value']).map((f) => [f, value]))),
              type: 'application/json',
            }
          : undefined;
        const answer = await send(identity, call, requestOf(call, { path, query, body }));
        problems.add(answer.problem);
      }
      if (call.queryNames.length > 0) {
        // Every parameter twice (an array), and one the call does not know.
        const twice = Object.fromEntries(call.queryNames.map((name) => [name, ['1', CLASSIC_STRINGS[19]!]]));
        for (const query of [twice, { unknownParam: '1' }]) {
          const answer = await send(identity, call, requestOf(call, { path: {}, query }));
          problems.add(answer.problem);
        }
      }
    }
    problems.check();
  });

  it('bodies of the wrong kind: broken JSON, wrong content types, missing and extra fields, 1 MB', { timeout: 300_000 }, async () => {
    const identity = identities[who];
    const problems = problemList();
    for (const call of calls.filter((c) => c.takesBody)) {
      const bodies = [
        ...CLASSIC_BODIES,
        { name: 'no fields', payload: '{}', type: 'application/json' },
        {
          name: 'an extra field',
          payload: JSON.stringify({ ...Object.fromEntries(call.bodyFields.map((f) => [f, 1])), isAdmin: true }),
          type: 'application/json',
        },
      ];
      for (const { payload, type } of who === 'shopper' ? bodies : bodies.filter((_, i) => i % 3 === 0)) {
        const answer = await send(identity, call, {
          method: call.method as 'POST',
          url: urlOf(call, {}, {}),
          payload,
          headers: type ? { 'content-type': type } : {},
        });
        problems.add(answer.problem);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    problems.check();
  });

  it(`generated requests (fast-check, seed ${SEED})`, { timeout: 300_000 }, async () => {
    const identity = identities[who];
    const problems = problemList();
    for (const call of calls) {
      const result = await fc.check(
        fc.asyncProperty(fuzzInput(call), async (input) => {
          const answer = await send(identity, call, requestOf(call, input));
          if (answer.problem) throw new Error(`${answer.problem.key}\n    e.g. ${answer.problem.sample}`);
        }),
        { seed: SEED, numRuns: who === 'shopper' ? RUNS : Math.ceil(RUNS / 2), endOnFailure: true },
      );
      if (result.failed) {
        const reason = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        problems.add({
          key: `${reason.split('\n')[0]} (FUZZ_SEED=${result.seed}, path ${result.counterexamplePath})`,
          sample: reason.split('\n').slice(1).join(' '),
        });
      }
    }
    problems.check();
  });
});
