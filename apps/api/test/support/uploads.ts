/** Upload links and uploads over real HTTP, streamed, for the tests that need a body the test never holds whole. */
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uploadSlots, type UploadSlot } from '@dawa/contracts';

/** `imageCount` image links and `pdfCount` PDF links for the signed-in customer. */
export async function requestUploadSlots(api: FastifyInstance, cookie: string, imageCount: number, pdfCount = 0): Promise<UploadSlot[]> {
  const res = await api.inject({
    method: 'POST',
    url: '/api/prescriptions/generateUploadUrl',
    payload: { imageCount, pdfCount },
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return uploadSlots.parse(res.json().data).uploads;
}

const CHUNK = 64 * 1024;

/**
 * `size` bytes starting with `start`, the rest spaces, produced 64 KiB at a time from one reused buffer:
 * the sender never holds the file either.
 */
export function* filler(start: Buffer, size: number): Generator<Buffer> {
  const spaces = Buffer.alloc(CHUNK, 0x20);
  let sent = 0;
  while (sent < size) {
    const first = sent === 0 ? Buffer.concat([start, spaces]).subarray(0, Math.min(CHUNK, size)) : undefined;
    const chunk = first ?? spaces.subarray(0, Math.min(CHUNK, size - sent));
    sent += chunk.length;
    yield chunk;
  }
}

/** A PDF of exactly `size` bytes: the header, then one long comment line of spaces. */
export const streamedPdf = (size: number) => filler(Buffer.from('%PDF-1.4\n%', 'latin1'), size);

/**
 * PUTs `body` to `path` on the listening server at `origin` over HTTP, with a Content-Length when given
 * (else chunked), and answers the status and the parsed body (null when the connection was cut).
 */
export async function putStreamed(
  origin: string,
  path: string,
  cookie: string,
  body: Iterable<Buffer> | AsyncIterable<Buffer>,
  options: { contentType?: string; contentLength?: number } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever JSON the server answered
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), {
      method: 'PUT',
      headers: {
        cookie,
        'content-type': options.contentType ?? 'application/pdf',
        ...(options.contentLength === undefined ? {} : { 'content-length': String(options.contentLength) }),
      },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString() || 'null') }));
      res.on('error', reject);
    });
    // The server may answer and close before the whole body is sent (a refusal): the answer is what counts.
    pipeline(Readable.from(body), req).catch(() => undefined);
    req.on('error', reject);
  });
}
