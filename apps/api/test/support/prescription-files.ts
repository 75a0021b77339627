/** Small, valid files built byte by byte, for the prescription upload tests. */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width`×`height` RGB pixels drawn by `pixel` (default: ruled paper). `declared` overrides the
 * size written in IHDR only (a lying header), with the pixel data of the real size.
 */
export function png(
  width = 4,
  height = 3,
  pixel: (x: number, y: number) => [number, number, number] = (_x, y) => (y % 8 === 0 ? [180, 200, 220] : [255, 255, 250]),
  declared?: { width: number; height: number },
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(declared?.width ?? width, 0);
  ihdr.writeUInt32BE(declared?.height ?? height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...pixel(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's header: SOI, a JFIF APP0 segment, SOF0 with the size, then EOI. */
export function jpeg(width = 640, height = 480): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A one-page PDF, padded with a comment to exactly `size` bytes when given. */
export function pdf(size?: number): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n';
  const end = '%%EOF\n';
  const bytes = Buffer.from(body + end, 'latin1');
  if (size === undefined || size <= bytes.length) return bytes;
  const padding = Buffer.alloc(size - bytes.length, 0x20);
  padding[0] = 0x25; // '%': the padding is one long comment line
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([Buffer.from(body, 'latin1'), padding, Buffer.from(end, 'latin1')]);
}

/** The start of a Linux (ELF) and a Windows (MZ) executable. */
export const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
export const mz = () => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126), Buffer.from('PE\0\0', 'latin1')]);
