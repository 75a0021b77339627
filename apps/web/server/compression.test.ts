import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOptions } from './compression.ts';

/** A page-sized HTML answer of varied text (demo data), like a medicine page. */
const page = Array.from(
  { length: 900 },
  (_, i) => `<li class="item-${i % 17}">Demo medicine ${i * 7919} strip of ${i % 30} tablets</li>`,
).join('');

const brotli = (quality: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

describe('compression of dynamic answers', () => {
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
});
