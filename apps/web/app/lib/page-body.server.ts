import { PassThrough, Writable } from 'node:stream';

/**
 * Where React writes the page. A page with nothing left to wait for is written whole while `pipe` runs: it
 * leaves as one buffer, so the response stream and brotli handle one chunk instead of React's 4 KB pieces
 * (each piece crossed four streams and made brotli flush a block). A page still waiting for a Suspense
 * boundary streams: what was written so far, then the rest as React writes it.
 */
export class PageBody extends Writable {
  private readonly written: Buffer[] = [];
  private stream: PassThrough | null = null;

  constructor(private readonly done: () => void) {
    // React stops writing when a write returns false: the whole page must fit without that.
    super({ highWaterMark: 1 << 30 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.stream) this.stream.write(chunk, callback);
    else {
      this.written.push(chunk);
      callback();
    }
  }

  override _final(callback: (error?: Error | null) => void) {
    this.done();
    this.stream?.end();
    callback();
  }

  /** The page, when React has already ended it. */
  whole(): Uint8Array<ArrayBuffer> | null {
    if (!this.writableEnded || this.stream) return null;
    const page = Buffer.concat(this.written);
    return new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength);
  }

  /** From now on the page streams, starting with what React has written. */
  streaming(): PassThrough {
    const stream = new PassThrough();
    // A reader that went away (the connection closed) stops the render, as React's own destination would.
    stream.once('close', () => {
      if (!this.writableFinished) this.destroy();
    });
    for (const chunk of this.written) stream.write(chunk);
    this.written.length = 0;
    this.stream = stream;
    return stream;
  }
}
