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

/** JPEG: walk the marker segments up to the first SOFn, which holds height then width (16 bits each). */
function jpegDimensions(bytes: Buffer): Dimensions | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length || length < 7) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

export type ImageCheck = { ok: true; dimensions: Dimensions } | { ok: false };

/** The image's size when its header is readable and within RX_MAX_SIDE and RX_MAX_PIXELS. */
export function checkImage(type: 'image/jpeg' | 'image/png', bytes: Buffer): ImageCheck {
  const dimensions = type === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
  if (!dimensions) return { ok: false };
  const { width, height } = dimensions;
  if (width < 1 || height < 1 || width > RX_MAX_SIDE || height > RX_MAX_SIDE || width * height > RX_MAX_PIXELS) {
    return { ok: false };
  }
  return { ok: true, dimensions };
}
