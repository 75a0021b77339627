import { RX_MAX_PIXELS, RX_MAX_SIDE, type RxContentType, type RxKind } from '@dawa/contracts';

/**
 * What a file really is, read from its first bytes (never from its name or the Content-Type the client
 * sent), and the size of an image read from its header — no image library, no decoding.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

export function sniffContentType(bytes: Buffer): RxContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, 5).equals(PDF_SIGNATURE)) return 'application/pdf';
  return null;
}

export const kindOf = (type: RxContentType): RxKind => (type === 'application/pdf' ? 'pdf' : 'image');

export interface Dimensions {
  width: number;
  height: number;
}

/** PNG: the first chunk must be IHDR (13 bytes: width, height as big-endian 32-bit numbers, …). */
function pngDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export type JpegHeader = Dimensions | 'unreadable' | null;

/**
 * JPEG: walks the marker segments as the bytes stream past, up to the first SOFn, which holds height then
 * width (16 bits each). Segments before it (EXIF, ICC profiles, thumbnails) are skipped without being kept.
 * `push` answers the size, 'unreadable', or null while it needs more bytes.
 */
export function jpegHeaderReader(): { push(chunk: Buffer): JpegHeader } {
  let pending: Buffer = Buffer.alloc(0);
  let skip = 2; // SOI, already matched by sniffContentType
  let outcome: JpegHeader = null;
  const settle = (value: JpegHeader) => (outcome = value);
  return {
    push(chunk) {
      if (outcome) return outcome;
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (skip > 0) {
          const skipped = Math.min(skip, pending.length);
          skip -= skipped;
          pending = pending.subarray(skipped);
          if (skip > 0) return null;
        }
        if (pending.length < 2) return null;
        if (pending[0] !== 0xff) return settle('unreadable');
        const marker = pending[1]!;
        if (marker === 0xff) {
          skip = 1; // fill byte
          continue;
        }
        if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
          skip = 2; // markers without a length
          continue;
        }
        if (marker === 0xd9 || marker === 0xda) return settle('unreadable'); // end of image or scan data before any frame header
        if (pending.length < 4) return null;
        const length = pending.readUInt16BE(2);
        if (length < 2) return settle('unreadable');
        if (isStartOfFrame(marker)) {
          if (length < 7) return settle('unreadable');
          if (pending.length < 9) return null;
          return settle({ height: pending.readUInt16BE(5), width: pending.readUInt16BE(7) });
        }
        skip = 2 + length;
      }
    },
  };
}

function jpegDimensions(bytes: Buffer): Dimensions | null {
  const header = jpegHeaderReader().push(bytes);
  return header && header !== 'unreadable' ? header : null;
}

/** Within RX_MAX_SIDE a side and RX_MAX_PIXELS in all, and not empty. */
export function withinImageLimits({ width, height }: Dimensions): boolean {
  return width >= 1 && height >= 1 && width <= RX_MAX_SIDE && height <= RX_MAX_SIDE && width * height <= RX_MAX_PIXELS;
}

/** The bytes a PNG's size needs: the signature and the IHDR chunk's start. */
export const PNG_HEADER_BYTES = 24;
export const pngHeader = pngDimensions;

export type ImageCheck = { ok: true; dimensions: Dimensions } | { ok: false };

/** The image's size when its header is readable and within RX_MAX_SIDE and RX_MAX_PIXELS. */
export function checkImage(type: 'image/jpeg' | 'image/png', bytes: Buffer): ImageCheck {
  const dimensions = type === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
  if (!dimensions) return { ok: false };
  return withinImageLimits(dimensions) ? { ok: true, dimensions } : { ok: false };
}

/**
 * Web page markup a browser would run if it ever took the file for HTML: a PDF carrying it is a polyglot
 * (a "PDF" that is also a page with scripts), refused whatever its first bytes say. Each tag must be
 * followed by a space, '>' or '/', so random bytes of a compressed stream almost never match.
 */
const ACTIVE_MARKUP = /^<(?:!doctype\s+html|html|head|body|script|iframe|frameset|frame|object|embed|svg|style|meta|link|form|img)[\s>/]/i;
/** The longest marker plus its terminator, kept between chunks so a tag split across two is still seen. */
export const ACTIVE_MARKUP_OVERLAP = 16;

/** Whether markup starts at any '<' of `bytes` (a tag that starts within the last 15 bytes may be cut short). */
export function containsActiveMarkup(bytes: Buffer): boolean {
  // From each '<' only a few bytes are read as text: a chunk is never copied into a string whole.
  for (let at = bytes.indexOf(0x3c); at !== -1; at = bytes.indexOf(0x3c, at + 1)) {
    if (ACTIVE_MARKUP.test(bytes.toString('latin1', at, at + ACTIVE_MARKUP_OVERLAP))) return true;
  }
  return false;
}
