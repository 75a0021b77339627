import { Writable } from 'node:stream';

/**
 * Where React writes the page. Every page is piped at all-ready (decision 053), so React writes it whole while
 * `pipe` runs: it leaves as one buffer, and the compression handles one chunk instead of React's 4 KB pieces.
 */
export class PageBody extends Writable {
  private readonly written: Buffer[] = [];

  constructor(private readonly done: () => void) {
    // React stops writing when a write returns false: the whole page must fit without that.
    super({ highWaterMark: 1 << 30 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.written.push(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.done();
    callback();
  }

  /** The page, when React has ended it; null while it has not. */
  whole(): Uint8Array<ArrayBuffer> | null {
    if (!this.writableEnded) return null;
    const page = Buffer.concat(this.written);
    return new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength);
  }
}
