import Fastify, { type FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installPageCache, matchesEtag } from './page-cache.ts';

let app: FastifyInstance;
let renders: number;
let revision: number;
let clock: number;

/** A leaflet of varied sentences (about 20 KB), so that how hard it is compressed shows in its size. */
const WORDS = [
  'take',
  'one',
  'tablet',
  'after',
  'food',
  'paracetamol',
  'fever',
  'pain',
  'dose',
  'hours',
  'liver',
  'doctor',
  'alcohol',
  'child',
  'weight',
  'kidney',
];
const leaflet = Array.from({ length: 400 }, (_, i) => {
  const words = Array.from({ length: 6 + (i % 7) }, (_, j) => WORDS[(i * 7 + j * j * 3 + (i >> 2)) % WORDS.length]);
  return `<p id="s${i}">${words.join(' ')} ${(i * 37) % 1000} mg, ${i % 24}:${(i * 13) % 60} hrs.</p>`;
}).join('');

/** A stand-in store: a catalogue page that shows the pincode cookie and the revision, and a personal page. */
async function start(options: { ttlMs?: number } = {}) {
  renders = 0;
  revision = 1;
  clock = 0;
  app = Fastify();
  installPageCache(app, {
    maxBytes: 1_000_000,
    ttlMs: options.ttlMs ?? 60_000,
    revision: async () => String(revision),
    revisionCheckMs: 0,
    now: () => clock,
  });
  const page = (language: string) => async (request: { headers: { cookie?: string }; params: unknown }) => {
    renders += 1;
    const pincode = /pincode=(\d+)/.exec(request.headers.cookie ?? '')?.[1] ?? 'none';
    return `${language} ${(request.params as { slug: string }).slug} pincode ${pincode} revision ${revision} render ${renders}`;
  };
  app.get('/medicine/:slug', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300, s-maxage=600').type('text/html');
    // As security-headers.ts does for a request that came over HTTPS.
    if (request.headers['x-over-https']) reply.header('strict-transport-security', 'max-age=31536000');
    return page('en')(request);
  });
  app.get('/hi/medicine/:slug', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('text/html');
    return page('hi')(request);
  });
  app.get('/leaflet/:slug', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('vary', 'Cookie').type('text/html; charset=utf-8');
    return `<main>${await page('en')(request)}${leaflet}</main>`;
  });
  app.get('/cart', async (request, reply) => {
    reply.header('cache-control', 'private, no-store').type('text/html');
    return page('en')({ ...request, params: { slug: 'cart' } });
  });
  app.get('/welcome', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('set-cookie', 'seen=1').type('text/html');
    return page('en')({ ...request, params: { slug: 'welcome' } });
  });
  await app.ready();
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const location = (pincode: string) => `pincode=${pincode}; city_id=7; city_name=Mumbai`;

beforeEach(() => start());
afterEach(() => app.close());

describe('page cache', () => {
  it('serves a second anonymous request from the cache with the same ETag', async () => {
    const first = await get('/medicine/dolo-650');
    const second = await get('/medicine/dolo-650');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(renders).toBe(1);
  });

  it('answers 304 without a body when If-None-Match names the page', async () => {
    const first = await get('/medicine/dolo-650');
    const again = await get('/medicine/dolo-650', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300, s-maxage=600');
    const other = await get('/medicine/dolo-650', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('keeps a page apart per delivery pincode and per language', async () => {
    const mumbai = await get('/medicine/dolo-650', { cookie: location('400001') });
    const delhi = await get('/medicine/dolo-650', { cookie: location('110001') });
    const hindi = await get('/hi/medicine/dolo-650', { cookie: location('400001') });
    expect(mumbai.body).toContain('pincode 400001');
    expect(delhi.body).toContain('pincode 110001');
    expect(hindi.body).toContain('hi dolo-650 pincode 400001');
    expect(delhi.headers['x-page-cache']).toBe('miss');
    expect(hindi.headers['x-page-cache']).toBe('miss');
    expect((await get('/medicine/dolo-650', { cookie: location('110001') })).body).toBe(delhi.body);
    expect(renders).toBe(3);
  });

  it('never serves or keeps a page for a signed-in shopper or one with a guest cart', async () => {
    await get('/medicine/dolo-650');
    const signedIn = await get('/medicine/dolo-650', { cookie: 'dawa_session=abc' });
    const withCart = await get('/medicine/dolo-650', { cookie: `${location('400001')}; dawa_guest_cart=1:2` });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(withCart.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.body).toContain('render 2');
    expect(withCart.body).toContain('render 3');
    expect((await get('/medicine/dolo-650', { cookie: 'dawa_session=abc' })).body).toContain('render 4');
  });

  it('does not keep a personal answer or one that sets a cookie', async () => {
    await get('/cart');
    await get('/welcome');
    expect((await get('/cart')).headers['x-page-cache']).toBe('miss');
    const welcome = await get('/welcome');
    expect(welcome.headers['x-page-cache']).toBe('miss');
    expect(welcome.headers['set-cookie']).toBe('seen=1');
    expect(renders).toBe(4);
  });

  it('drops every page when the catalogue revision moves (an import, a price or stock change)', async () => {
    const before = await get('/medicine/dolo-650');
    revision = 2;
    const after = await get('/medicine/dolo-650');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('revision 2');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('renders again once an entry outlives the time it may be kept', async () => {
    await app.close();
    await start({ ttlMs: 1_000 });
    await get('/medicine/dolo-650');
    clock = 999;
    expect((await get('/medicine/dolo-650')).headers['x-page-cache']).toBe('hit');
    clock = 1_000;
    expect((await get('/medicine/dolo-650')).headers['x-page-cache']).toBe('miss');
  });

  it('keeps a page compressed once, harder than a per-request rendering, in the encoding the key names', async () => {
    const plain = (await get('/leaflet/dolo-650')).rawPayload;
    revision += 1;
    const br = await get('/leaflet/dolo-650', { 'accept-encoding': 'gzip, deflate, br' });
    const again = await get('/leaflet/dolo-650', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, accept-encoding');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const text = brotliDecompressSync(br.rawPayload).toString();
    expect(text).toBe(plain.toString().replace('revision 1 render 1', 'revision 2 render 2'));
    const quick = brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } });
    expect(br.rawPayload.length).toBeLessThan(quick.length);

    const gz = await get('/leaflet/dolo-650', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text.replace('render 2', 'render 3'));
    const small = await get('/medicine/dolo-650', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('does not keep the HTTPS-only header of the request that filled the entry', async () => {
    const filled = await get('/medicine/dolo-650', { 'x-over-https': '1' });
    expect(filled.headers['x-page-cache']).toBe('miss');
    const plain = await get('/medicine/dolo-650');
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves other methods alone', async () => {
    await get('/medicine/dolo-650');
    const head = await app.inject({ method: 'HEAD', url: '/medicine/dolo-650' });
    expect(head.headers['x-page-cache']).toBeUndefined();
  });
});

describe('ETag matching', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(matchesEtag('W/"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"c"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
