/** The streaming upload check on its own: the same verdict however the bytes are cut into chunks. */
import { describe, expect, it } from 'vitest';
import { RX_MAX_BYTES, type RxKind } from '@dawa/contracts';
import { uploadCheck, UploadRefused } from '../src/modules/prescriptions/upload-check.ts';
import { jpeg, pdf, png } from './support/prescription-files.ts';

/** `bytes` cut into pieces of `size` bytes. */
const pieces = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

async function verdict(kind: RxKind, chunks: Iterable<Buffer>, maxBytes = RX_MAX_BYTES) {
  const check = uploadCheck(kind, maxBytes);
  let passed = 0;
  try {
    for await (const chunk of check.pass(chunks)) passed += chunk.length;
    return { ok: true as const, passed, ...check.result() };
  } catch (error) {
    if (error instanceof UploadRefused) return { ok: false as const, code: error.failure.code, passed };
    throw error;
  }
}

/** A JPEG whose frame header comes after `exif` bytes of APP1 segments (a phone photo's metadata). */
function jpegWithMetadata(width: number, height: number, exif: number): Buffer {
  const base = jpeg(width, height);
  const segments: Buffer[] = [];
  for (let left = exif; left > 0; left -= 60_000) {
    const length = Math.min(60_000, left);
    const segment = Buffer.alloc(4 + length, 0x41);
    segment.set([0xff, 0xe1]);
    segment.writeUInt16BE(length + 2, 2);
    segments.push(segment);
  }
  return Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
}

describe('uploadCheck', () => {
  it('reads the type and the image size whatever the chunk size, one byte at a time included', async () => {
    for (const size of [1, 3, 7, 64, 65_536]) {
      expect(await verdict('image', pieces(png(30, 20), size))).toMatchObject({
        ok: true,
        contentType: 'image/png',
        dimensions: { width: 30, height: 20 },
      });
      expect(await verdict('image', pieces(jpegWithMetadata(1600, 1200, 200_000), size))).toMatchObject({
        ok: true,
        contentType: 'image/jpeg',
        dimensions: { width: 1600, height: 1200 },
      });
      expect(await verdict('pdf', pieces(pdf(), size))).toMatchObject({ ok: true, contentType: 'application/pdf', dimensions: null });
    }
  });

  it('refuses at the first byte past the limit, without reading further', async () => {
    const chunks = pieces(pdf(1000), 100);
    const result = await verdict('pdf', chunks, 950);
    expect(result).toEqual({ ok: false, code: 'RX_TOO_LARGE', passed: 900 });
  });

  it('refuses markup split across two chunks in a PDF, and markup in the first bytes of an image', async () => {
    const polyglot = Buffer.from(`%PDF-1.4\n${'%'.repeat(5000)}\n<iframe src="x"></iframe>\n%%EOF\n`, 'latin1');
    const at = polyglot.indexOf('<iframe');
    for (const cut of [at + 1, at + 3, at + 7]) {
      const result = await verdict('pdf', [polyglot.subarray(0, cut), polyglot.subarray(cut)]);
      expect(result).toMatchObject({ ok: false, code: 'RX_ACTIVE_CONTENT' });
    }
    const image = png(4, 4);
    const withComment = Buffer.concat([image.subarray(0, 33), Buffer.from('<svg onload=alert(1)>', 'latin1'), image.subarray(33)]);
    expect(await verdict('image', [withComment])).toMatchObject({ ok: false, code: 'RX_ACTIVE_CONTENT' });
  });

  it('refuses a type that does not match the slot, an empty body and an image without a readable size', async () => {
    expect(await verdict('image', [pdf()])).toMatchObject({ ok: false, code: 'RX_WRONG_TYPE' });
    expect(await verdict('pdf', [png()])).toMatchObject({ ok: false, code: 'RX_WRONG_TYPE' });
    expect(await verdict('pdf', [])).toMatchObject({ ok: false, code: 'RX_EMPTY' });
    expect(await verdict('image', [Buffer.from([0xff, 0xd8, 0xff, 0xd9])])).toMatchObject({ ok: false, code: 'RX_IMAGE_TOO_LARGE' });
    expect(await verdict('image', pieces(jpeg(13_000, 100), 5))).toMatchObject({ ok: false, code: 'RX_IMAGE_TOO_LARGE' });
  });
});
