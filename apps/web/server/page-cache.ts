import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isInProcess } from '@dawa/api';
import { LOCATION_COOKIES, parseCookies } from '../app/components/location/location-cookies.ts';
import { ByteLru } from './byte-lru.ts';
import { COMPRESS_FROM_BYTES } from './compression.ts';

/**
 * The in-process cache of anonymous answers (decision 025): catalogue pages and the public API calls, rendered
 * once per key and served again until the catalogue's revision moves, the entry ages out or memory runs short.
 */
export interface PageCacheOptions {
  /** The memory budget for the kept answers; 0 turns the cache off. */
  maxBytes: number;
  /** How long an answer is kept at most, whatever the revision says (delivery estimates follow the clock). */
  ttlMs: number;
  /** The catalogue's current revision (readCatalogueRevision). */
  revision: () => Promise<string>;
  /** The revision is read again at most this often; a change elsewhere shows within this time. */
  revisionCheckMs: number;
  now?: () => number;
}

type Entry = { status: number; headers: Record<string, string | string[]>; body: Buffer; etag: string; revision: string; expires: number };

/** The cookies a cacheable page may read: the delivery location (the pincode and its city). Any other means a person. */
const LOCATION = Object.values(LOCATION_COOKIES) as string[];
const LOCATION_NAMES = new Set(LOCATION);

/** Headers of the rendered answer that belong to that one exchange, not to the page. */
// strict-transport-security depends on how the request came (HTTPS or not): set per answer (security-headers.ts).
const EXCHANGE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-request-id',
  'etag',
  'strict-transport-security',
]);

/** Marks the in-process request that renders a missing entry, so it is rendered and not looked up. */
const FILL_HEADER = 'x-dawa-page-fill';
const FILL_SECRET = randomBytes(18).toString('base64url');

/** Whether a request is this process's own rendering of a page for the cache (logged as an in-process call). */
export const isPageFill = (request: FastifyRequest): boolean => request.headers[FILL_HEADER] === FILL_SECRET;

/** The representation the client accepts, as a part of the key: br, gzip, or the plain bytes. */
function encodingOf(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A kept answer is compressed once and sent many times, so harder than a per-request rendering (brotli 3,
 * compression.ts): brotli 6 makes the medicine page about 13% smaller than brotli 3 for a few milliseconds of
 * the thread pool, once per entry; the levels above 6 cost tens to hundreds of milliseconds for 1–10% more.
 */
export const KEPT_BROTLI_QUALITY = 6;
const KEPT_GZIP_LEVEL = 9;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/;

/** The rendered bytes in the representation the key names, or null to keep them as they are. */
async function encodedForKeeping(body: Buffer, encoding: 'br' | 'gzip' | 'identity', headers: Record<string, unknown>) {
  if (encoding === 'identity' || body.length < COMPRESS_FROM_BYTES || headers['content-encoding'] !== undefined) return null;
  if (!COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return null;
  if (encoding === 'gzip') return gzipped(body, { level: KEPT_GZIP_LEVEL });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The Vary header of a kept answer: it always varies by the encoding, which is part of its key. */
function varyWithEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('accept-encoding');
  return names.join(', ');
}

/**
 * The key of an anonymous request, or null when the answer could be personal or is not a page: not a GET, a
 * cookie other than the location's (a session, a guest cart), credentials, the API's own in-process calls.
 * The language is in the path (/hi/...), so the URL carries it.
 */
export function cacheKeyOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.headers.authorization) return null;
  if (isPageFill(request) || isInProcess(request)) return null;
  if (request.url.startsWith('/assets/') || request.url.startsWith('/gateway')) return null;
  const jar = parseCookies(request.headers.cookie);
  if (Object.keys(jar).some((name) => !LOCATION_NAMES.has(name))) return null;
  const location = LOCATION.map((name) => jar[name] ?? '').join('\u0001');
  return `${encodingOf(request)} ${request.url} ${location}`;
}

/**
 * How long a rendered answer may be kept for everyone with the same key (0: not at all): only a 200 that sets
 * no cookie and says it may be kept (max-age or s-maxage, the longer), never beyond `ttlMs`.
 */
function keepFor(status: number, headers: Record<string, unknown>, ttlMs: number): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  const cache = String(headers['cache-control'] ?? '');
  if (/no-store|no-cache/.test(cache)) return 0;
  const ages = [...cache.matchAll(/(?:^|[\s,])(?:s-)?max-age=(\d+)/g)].map((m) => Number(m[1]) * 1000);
  return Math.min(ttlMs, Math.max(0, ...ages));
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

export function installPageCache(app: FastifyInstance, options: PageCacheOptions): void {
  if (options.maxBytes <= 0) return;
  const now = options.now ?? Date.now;
  const entries = new ByteLru<Entry>(options.maxBytes);
  const filling = new Map<string, Promise<Entry | null>>();
  let known: { revision: string; at: number } | null = null;
  let reading: Promise<string> | null = null;

  /** The revision, read again once it is older than revisionCheckMs; concurrent requests share one read. */
  async function currentRevision(): Promise<string> {
    if (known && now() - known.at < options.revisionCheckMs) return known.revision;
    reading ??= options
      .revision()
      .then((revision) => {
        if (known && known.revision !== revision) entries.clear();
        known = { revision, at: now() };
        return revision;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** Renders the page as a fresh anonymous request would, through the whole server, and keeps it if it may. */
  async function fill(request: FastifyRequest, key: string): Promise<{ entry: Entry; kept: boolean }> {
    const revision = await currentRevision();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !name.startsWith('if-')) headers[name] = value;
    }
    // Rendered plain and compressed here, once, at the level a kept answer deserves.
    headers['accept-encoding'] = 'identity';
    headers[FILL_HEADER] = FILL_SECRET;
    const rendered = await app.inject({ method: 'GET', url: request.url, headers, remoteAddress: request.socket.remoteAddress });
    const kept: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(rendered.headers)) {
      if (!EXCHANGE_HEADERS.has(name) && value !== undefined) kept[name] = Array.isArray(value) ? value : String(value);
    }
    const encoding = encodingOf(request);
    const encoded = await encodedForKeeping(rendered.rawPayload, encoding, rendered.headers);
    if (encoded) {
      kept['content-encoding'] = encoding;
      kept.vary = varyWithEncoding(kept.vary);
    }
    const body = encoded ?? rendered.rawPayload;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const lifetime = keepFor(rendered.statusCode, rendered.headers, options.ttlMs);
    const entry: Entry = { status: rendered.statusCode, headers: kept, body, etag, revision, expires: now() + lifetime };
    // Kept only if no change landed while it rendered: the entry must not outlive the data it was made from.
    const keep = lifetime > 0 && (await currentRevision()) === revision;
    if (keep) entries.set(key, entry, body.length + key.length + JSON.stringify(kept).length + 200);
    return { entry, kept: keep };
  }

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'hit' | 'miss') {
    reply.headers(entry.headers);
    reply.header('x-page-cache', state);
    if (entry.status === 200) reply.header('etag', entry.etag);
    if (entry.status === 200 && matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.removeHeader('content-type');
      reply.removeHeader('content-encoding');
      return reply.code(304).send();
    }
    return reply.code(entry.status).send(entry.body);
  }

  app.addHook('onRequest', async (request, reply) => {
    const key = cacheKeyOf(request);
    if (key === null) return;
    const revision = await currentRevision();
    const found = entries.get(key);
    if (found && found.revision === revision && found.expires > now()) return answer(request, reply, found, 'hit');
    if (found) entries.delete(key);
    // Requests for a page being rendered wait for that one rendering instead of starting their own.
    const pending = filling.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return answer(request, reply, shared, 'hit');
      return;
    }
    const rendering = fill(request, key);
    const shared = rendering.then(
      ({ entry, kept }) => (kept ? entry : null),
      () => null,
    );
    filling.set(key, shared);
    try {
      const { entry } = await rendering;
      return answer(request, reply, entry, 'miss');
    } finally {
      filling.delete(key);
    }
  });
}
