import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { RouterContextProvider, type RequestHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { wholePageContext } from '../app/lib/whole-page.ts';
import { compressOptions } from './compression.ts';
import { pageAnswer } from './page-answer.ts';

/** A page-sized document (demo data). */
const html = `<!DOCTYPE html><html><body>${Array.from({ length: 2000 }, (_, i) => `<p>Demo medicine ${i * 7919}</p>`).join('')}</body></html>`;

/** A server whose pages come from `render`, answered by pageAnswer as the web server registers it. */
async function serverWith(render: RequestHandler) {
  const app = Fastify();
  await app.register(compress, compressOptions);
  app.get('/*', { preHandler: pageAnswer(render, () => new RouterContextProvider()) }, async () => 'not reached');
  return app;
}

const headers = () => new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1' });

describe('a page answer', () => {
  it('sends a page written whole as one buffer, compressed in one call, with its length', async () => {
    const app = await serverWith(async (_request, context) => {
      const bytes = new TextEncoder().encode(html);
      const response = new Response(bytes, { status: 200, headers: headers() });
      const handOver = (context as RouterContextProvider).get(wholePageContext)!;
      handOver.response = response;
      handOver.bytes = bytes;
      return response;
    });
    const answer = await app.inject({ url: '/medicine', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.headers['set-cookie']).toEqual(['a=1']);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(html);
  });

  it('streams any other answer as the adapter does', async () => {
    const app = await serverWith(async () => new Response(html, { status: 404, headers: headers() }));
    const answer = await app.inject({ url: '/missing', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['set-cookie']).toEqual(['a=1']);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(html);
  });

  it('sends a page a middleware made anew from its own body, not the handed-over bytes', async () => {
    const app = await serverWith(async (_request, context) => {
      const bytes = new TextEncoder().encode(html);
      const handOver = (context as RouterContextProvider).get(wholePageContext)!;
      handOver.response = new Response(bytes);
      handOver.bytes = bytes;
      return new Response('<p>replaced</p>', { status: 500, headers: headers() });
    });
    const answer = await app.inject({ url: '/medicine' });
    await app.close();
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toBe('<p>replaced</p>');
  });
});
