import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOptions } from './compression.ts';

/** A page-sized HTML answer of varied text (demo data), like a medicine page. */
const page = Array.from(
  { length: 900 },
  (_, i) => `<li class="item-${i % 17}">Demo medicine ${i * 7919} strip of ${i % 30} tablets</li>`,
).join('');

const brotli = (quality: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

describe('compression of dynamic answers', () => {
  it("answers a browser that takes zstd (Chrome's Accept-Encoding) with zstd at its default level, in one call", async () => {
    const app = Fastify();
    await app.register(compress, compressOptions);
    app.get('/page', async (_request, reply) => reply.type('text/html').send(Buffer.from(page)));
    const answer = await app.inject({
      method: 'GET',
      url: '/page',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    await app.close();
    expect(answer.headers['content-encoding']).toBe('zstd');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(zstdDecompressSync(answer.rawPayload).toString()).toBe(page);
    expect(answer.rawPayload.length).toBe(zstdCompressSync(page).length);
  });

  it('uses brotli at quality 3, cheaper per request than the plugin default of 4', async () => {
    const app = Fastify();
    await app.register(compress, compressOptions);
    app.get('/page', async (_request, reply) => reply.type('text/html').send(page));
    const answer = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page);
    expect(answer.rawPayload.length).toBe(brotli(3).length);
    expect(brotli(3).length).not.toBe(brotli(4).length);
  });

  it('compresses an API-sized answer in one call, so it leaves with its length instead of chunked', async () => {
    // ~30 KB of JSON like the product call's answer (demo data); above the plugin's default of 8 KB on two cores.
    const json = JSON.stringify({
      status: 1,
      data: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Demo medicine ${i * 7919}`, pack: `strip of ${i % 30} tablets` })),
    });
    expect(json.length).toBeGreaterThan(24 * 1024);
    const app = Fastify();
    await app.register(compress, compressOptions);
    app.get('/api/demo', async (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
    const answer = await app.inject({ method: 'GET', url: '/api/demo', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(json);
  });

  it('compresses a whole page in one call too, so it leaves with its length instead of chunked', async () => {
    const html = page.repeat(3);
    expect(html.length).toBeGreaterThan(128 * 1024);
    const app = Fastify();
    await app.register(compress, compressOptions);
    app.get('/page', async (_request, reply) => reply.type('text/html').send(Buffer.from(html)));
    const answer = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(html);
  });
});
