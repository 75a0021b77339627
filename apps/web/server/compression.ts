import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Compression of dynamic answers (pages, API). Zstandard first for the browsers that take it (Chrome and Edge
 * from 123, Firefox from 126 send `zstd`): at its default level 3 the medicine page (150 KB of HTML) comes to the
 * same size as brotli 3 (28.1 KB against 28.0 KB) for a third of the CPU (≈0.36 ms against ≈1.1 ms a page,
 * decision 054). The others get brotli at quality 3 instead of the plugin's 4: on the
 * medicine page (93 KB of HTML) it takes about half the CPU (≈1.0 ms against ≈1.9 ms a page) for 5% more
 * bytes (16.1 KB against 15.3 KB); an uncached page is rendered per request, so this is paid every time.
 * Static assets are compressed at the highest levels at build time (scripts/build-server.mjs).
 */
export const BROTLI_QUALITY = 3;

/** Answers smaller than this are sent as they are: compressing them saves nothing worth a header. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call instead of through a compression stream. The
 * plugin's default on two cores is 8 KB, so the product call's ~20–30 KB JSON went through a per-answer brotli
 * stream (a new encoder, the stream machinery, a trip to the thread pool): ≈0.5 ms of CPU a call against
 * ≈0.15 ms in one call, for the same bytes once decoded (decision 043). With one worker per core there is no
 * idle core for the thread pool to use, so the stream saves no time either. A page written whole (≈100–170 KB
 * of HTML, decision 039) is sent as one buffer and compressed in one call too (decisions 047 and 053).
 */
export const COMPRESS_IN_ONE_CALL_UP_TO = 512 * 1024;

export const compressOptions: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESS_FROM_BYTES,
  syncThreshold: COMPRESS_IN_ONE_CALL_UP_TO,
  encodings: ['zstd', 'br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
};
