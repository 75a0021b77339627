/**
 * The pieces of the fuzz suite: the calls the server registered, hostile values (a fixed table and fast-check
 * arbitraries), a request builder and the check every answer must pass.
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ERROR_CODES, failureEnvelope } from '@dawa/contracts';
import { sessionCookieOf } from './auth.ts';

/** One route as registered, with what the OpenAPI document says about its inputs (when it documents it). */
export interface Call {
  method: string;
  /** Fastify's pattern, e.g. /api/v3/city/:cityIdOrSlug/pincodes or /api/* */
  url: string;
  pathParams: string[];
  queryNames: string[];
  /** Field names of the JSON body; [] when the body has none or is not documented. */
  bodyFields: string[];
  takesBody: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every route of the server except HEAD (an answer without a body), joined with its OpenAPI entry when it has one. */
export function callsOf(
  routes: { method: string; url: string }[],
  openApi: { paths: Record<string, Record<string, OpenApiOperation>> },
): Call[] {
  const seen = new Set<string>();
  const calls: Call[] = [];
  for (const { method, url } of routes) {
    if (method === 'HEAD' || seen.has(`${method} ${url}`)) continue;
    seen.add(`${method} ${url}`);
    const op = openApi.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const params = op?.parameters ?? [];
    calls.push({
      method,
      url,
      pathParams: [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
      queryNames: params.filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: Object.keys(op?.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      takesBody: method !== 'GET' && method !== 'DELETE' ? true : Boolean(op?.requestBody),
    });
  }
  return calls;
}

// The classic table ----------------------------------------------------------------------------------------

const KB = 1024;
/** Text a client can put anywhere: odd numbers, injections, unicode edge cases, sizes. */
export const CLASSIC_STRINGS: string[] = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e999',
  '0x10',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999999999',
  'true',
  'null',
  'undefined',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); SELECT pg_sleep(0); --",
  '%',
  '_',
  '\\',
  '{{7*7}}',
  '${7*7}',
  '{"$where": "sleep(1)"}',
  '$where',
  '$gt',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202Ealert\u202C مرحبا עברית',
  '😀👨‍👩‍👧‍👦🇮🇳',
  'नमस्ते',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\r\nSet-Cookie: x=1',
  '\u00A0\u2028\u2029\uFEFF',
  'x'.repeat(2 * KB),
  'x'.repeat(100 * KB),
  '9'.repeat(5 * KB),
];

/** JSON values for body fields: the strings above and everything that is not a string. */
export const CLASSIC_VALUES: unknown[] = [
  ...CLASSIC_STRINGS,
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  {},
  { $where: '1 == 1' },
  { $gt: '' },
  nested(60),
  Array.from({ length: 10_000 }, (_, i) => i),
];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Whole bodies of the wrong kind: broken JSON, wrong content types, sizes around the limit. */
export const CLASSIC_BODIES: { name: string; payload: string | Buffer; type?: string }[] = [
  { name: 'broken JSON', payload: '{"a": ', type: 'application/json' },
  { name: 'trailing garbage', payload: '{}garbage', type: 'application/json' },
  { name: 'empty JSON body', payload: '', type: 'application/json' },
  { name: 'JSON null', payload: 'null', type: 'application/json' },
  { name: 'JSON array', payload: '[]', type: 'application/json' },
  { name: 'JSON string', payload: '"text"', type: 'application/json' },
  { name: 'JSON number', payload: '1e999', type: 'application/json' },
  { name: 'BOM before JSON', payload: '\uFEFF{}', type: 'application/json' },
  {
    name: 'prototype pollution',
    payload: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    type: 'application/json',
  },
  { name: 'duplicate keys', payload: '{"a": 1, "a": 2}', type: 'application/json' },
  { name: 'JSON with charset', payload: '{}', type: 'application/json; charset=utf-16' },
  { name: 'form body', payload: 'a=1&b=%00&c=%ZZ', type: 'application/x-www-form-urlencoded' },
  { name: 'text body', payload: 'hello', type: 'text/plain' },
  {
    name: 'XML body',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    type: 'application/xml',
  },
  {
    name: 'multipart body',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  },
  { name: 'no content type', payload: '{}' },
  { name: 'garbage content type', payload: '{}', type: ';;;/' },
  { name: 'invalid UTF-8', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: 'application/json' },
  { name: '1 MB JSON string', payload: JSON.stringify({ a: 'x'.repeat(KB * KB) }), type: 'application/json' },
  { name: 'just under 1 MB of JSON', payload: JSON.stringify({ a: 'x'.repeat(KB * KB - 64) }), type: 'application/json' },
  { name: '1 MB of bytes', payload: Buffer.alloc(KB * KB + 1, 0x41), type: 'application/octet-stream' },
];

// fast-check arbitraries ------------------------------------------------------------------------------------

const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom('2147483648', '-2147483649', '4294967296', '1e10', '1E-7', '+1', '01', '1_000', '١٢٣'),
);

/** Text: unicode of every kind (lone surrogates included), numbers as text, the classic strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  numberText,
  fc.constantFrom(...CLASSIC_STRINGS.filter((s) => s.length < 200)),
  fc.integer({ min: 1, max: 120 }).map((kb) => 'é'.repeat(kb * 512)),
);

/** Any JSON value a client could send for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileText,
  fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, 1e308, true, false, null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A request to `call`: path and query values, maybe a body (with the documented fields, an extra one, or raw). */
export interface FuzzInput {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: { payload: string; type: string };
}

export function fuzzInput(call: Call): fc.Arbitrary<FuzzInput> {
  const path = fc.record(Object.fromEntries(call.pathParams.map((name) => [name, hostileText])));
  const names =
    call.queryNames.length > 0
      ? fc.constantFrom(...call.queryNames, 'unknownParam', '__proto__')
      : fc.constantFrom('q', 'page', '__proto__');
  const query = fc.dictionary(names, fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })), { maxKeys: 4 });
  const fields = call.bodyFields.length > 0 ? [...call.bodyFields, 'isAdmin'] : ['a', '__proto__'];
  const object = fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length });
  const json = fc.oneof(object, object, hostileValue).map((value) => JSON.stringify(value) ?? 'undefined');
  const type = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
  );
  const raw = fc.oneof(json, fc.string({ unit: 'binary', maxLength: 200 }));
  const body = call.takesBody ? fc.option(fc.record({ payload: raw, type }), { nil: undefined, freq: 6 }) : fc.constant(undefined);
  return fc.record({ path, query, body });
}

// Requests and their check ----------------------------------------------------------------------------------

/** Percent-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses) goes as invalid UTF-8 bytes. */
export function encodeText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.codePointAt(0)!;
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`;
      })
      .join('');
  }
}

/** The URL of `call` with its path parameters filled (a wildcard gets a path of its own) and the query. */
export function urlOf(call: Call, path: Record<string, string>, query: Record<string, string | string[]>): string {
  let url = call.url.replace(/:(\w+)/g, (_, name: string) => encodeText(path[name] ?? '1'));
  if (url.endsWith('*')) url = `${url.slice(0, -1)}${encodeText(path['*'] ?? 'no/such/call')}`;
  const pairs = Object.entries(query).flatMap(([name, values]) => [values].flat().map((v) => `${encodeText(name)}=${encodeText(v)}`));
  return pairs.length > 0 ? `${url}?${pairs.join('&')}` : url;
}

export interface Identity {
  name: 'anonymous' | 'shopper';
  headers: Record<string, string>;
}

export interface Answer {
  statusCode: number;
  /** What is wrong, said once per call, status and kind (`key`), with the first request that showed it. */
  problem?: { key: string; sample: string };
  /** The session cookie the answer set ('' when it cleared it). */
  sessionCookie?: string;
}

/** Sends the request and says what is wrong with the answer: a 5xx, or a failure outside the envelope. */
export async function send(api: FastifyInstance, identity: Identity, label: string, options: InjectOptions): Promise<Answer> {
  const res = await api.inject({ ...options, headers: { ...identity.headers, ...options.headers } });
  const payload = options.payload === undefined ? '' : ` body ${describe(options.payload, 120)}`;
  const answer: Answer = { statusCode: res.statusCode, sessionCookie: sessionCookieOf(res) };
  const problem = answerProblem(String(options.url), res);
  if (problem) {
    const type = String(options.headers?.['content-type'] ?? 'no type');
    answer.problem = {
      key: `${identity.name} ${label} → ${res.statusCode} ${problem}`,
      sample: `${options.method} ${describe(String(options.url), 160)}${payload} (${type}) → ${res.body.slice(0, 200)}`,
    };
  }
  return answer;
}

function describe(value: unknown, max = 200): string {
  const text = Buffer.isBuffer(value) ? `<${value.length} bytes>` : String(value);
  return text.length > max ? `${JSON.stringify(text.slice(0, max))}…(${text.length} chars)` : JSON.stringify(text);
}

function answerProblem(url: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | undefined {
  if (res.statusCode >= 500) return 'server error';
  if (res.statusCode < 400) return undefined;
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (!json) return 'a failure that is not JSON';
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'a failure whose body is not valid JSON';
  }
  if (url.startsWith('/gateway/')) return gatewayFailure(body) ? undefined : 'not the gateway error shape';
  const parsed = failureEnvelope.safeParse(body);
  if (!parsed.success) return 'not the failure envelope';
  if (!(ERROR_CODES as readonly string[]).includes(parsed.data.error.code)) return 'an unknown error code';
  return undefined;
}

/** The sandbox gateway's own protocol: `{ status: "error", error_code, error_message }`. */
function gatewayFailure(body: unknown): boolean {
  const b = body as Record<string, unknown>;
  return (
    b?.status === 'error' &&
    typeof b.error_code === 'string' &&
    /^[A-Z][A-Z0-9_]*$/.test(b.error_code) &&
    typeof b.error_message === 'string'
  );
}
