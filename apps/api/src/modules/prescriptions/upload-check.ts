import { RX_MAX_BYTES, type RxContentType, type RxKind } from '@dawa/contracts';
import { uploadErrors, type UploadFailure } from './errors.ts';
import {
  ACTIVE_MARKUP_OVERLAP,
  containsActiveMarkup,
  jpegHeaderReader,
  kindOf,
  PNG_HEADER_BYTES,
  pngHeader,
  sniffContentType,
  withinImageLimits,
  type Dimensions,
} from './file-check.ts';

/** An upload's bytes failed a check; carries the answer the customer gets. */
export class UploadRefused extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.message);
  }
}

export interface CheckedFile {
  contentType: RxContentType;
  size: number;
  dimensions: Dimensions | null;
}

/**
 * The MIME Sniffing standard's window: a browser that guesses a type looks at most this far into a file.
 * Images are scanned for markup there; PDFs, which browsers render themselves, all the way through.
 */
const SNIFF_WINDOW = 1445;

/**
 * Checks an upload's bytes as they stream to storage, never holding more than a chunk and a header: the
 * size (over `maxBytes` stops the stream), the real type from the first bytes matching the slot's kind,
 * an image's size from its header, and no web page markup. `pass` yields the bytes it has checked and
 * throws UploadRefused at the first failure, so storage stops and throws its partial file away;
 * `result` is the verdict once `pass` has run to its end.
 */
export function uploadCheck(kind: RxKind, maxBytes: number = RX_MAX_BYTES) {
  let size = 0;
  let head = Buffer.alloc(0);
  let type: RxContentType | undefined;
  let dimensions: Dimensions | null = null;
  let jpeg: ReturnType<typeof jpegHeaderReader> | undefined;
  let headerDone = false;
  let carry = Buffer.alloc(0);
  let finished = false;

  const refuse = (failure: UploadFailure): never => {
    throw new UploadRefused(failure);
  };

  /** The type, once 8 bytes (or the whole file) are in. */
  function readType(ended: boolean) {
    if (type || (head.length < 8 && !ended)) return;
    const sniffed = sniffContentType(head);
    if (!sniffed || kindOf(sniffed) !== kind) refuse(uploadErrors.wrongType());
    type = sniffed!;
    if (type === 'image/jpeg') jpeg = jpegHeaderReader();
    if (type === 'application/pdf') headerDone = true;
  }

  function readImageHeader(chunk: Buffer, ended: boolean) {
    if (headerDone || !type) return;
    let found: Dimensions | null;
    if (type === 'image/png') {
      if (head.length < PNG_HEADER_BYTES && !ended) return;
      found = pngHeader(head);
      if (!found) refuse(uploadErrors.imageTooLarge());
    } else {
      const header = jpeg!.push(chunk);
      if (header === 'unreadable' || (header === null && ended)) refuse(uploadErrors.imageTooLarge());
      if (header === null) return;
      found = header as Dimensions;
    }
    if (!withinImageLimits(found!)) refuse(uploadErrors.imageTooLarge());
    dimensions = found;
    headerDone = true;
  }

  function scanMarkup(chunk: Buffer, offset: number) {
    const scanAll = kind === 'pdf';
    if (!scanAll && offset >= SNIFF_WINDOW) return;
    const window = scanAll ? chunk : chunk.subarray(0, SNIFF_WINDOW - offset);
    // A tag cut by the chunk boundary: the end of the previous chunk joined to the start of this one.
    const seam = Buffer.concat([carry, window.subarray(0, ACTIVE_MARKUP_OVERLAP)]);
    if (containsActiveMarkup(seam) || containsActiveMarkup(window)) refuse(uploadErrors.activeContent());
    carry = Buffer.from((window.length >= ACTIVE_MARKUP_OVERLAP ? window : seam).subarray(-ACTIVE_MARKUP_OVERLAP));
  }

  async function* pass(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Buffer> {
    for await (const piece of source) {
      const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
      if (chunk.length === 0) continue;
      const offset = size;
      size += chunk.length;
      if (size > maxBytes) refuse(uploadErrors.tooLarge());
      const earlier = head;
      if (head.length < PNG_HEADER_BYTES) head = Buffer.concat([head, chunk.subarray(0, PNG_HEADER_BYTES - head.length)]);
      const typeKnown = type !== undefined;
      readType(false);
      // The JPEG reader sees every byte once: with the type just read, the few bytes before this chunk too.
      if (type) readImageHeader(typeKnown ? chunk : Buffer.concat([earlier, chunk]), false);
      scanMarkup(chunk, offset);
      yield chunk;
    }
    if (size === 0) refuse(uploadErrors.empty());
    if (!type) {
      readType(true); // a file shorter than 8 bytes: `head` holds all of it
      readImageHeader(head, true);
    } else if (!headerDone) readImageHeader(Buffer.alloc(0), true);
    finished = true;
  }

  return {
    pass,
    result(): CheckedFile {
      if (!finished || !type) throw new Error('The upload check has not run to its end');
      return { contentType: type, size, dimensions };
    },
  };
}
