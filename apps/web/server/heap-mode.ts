import { setFlagsFromString } from 'node:v8';

/**
 * V8's memory-saving mode (`--optimize-for-size`), switched on from inside the process so that every way of
 * starting the server (`npm start`, `node apps/web/build/node/server.js`, a container) gets it. V8 reads the
 * flag at each collection, not only when the heap is created: it then sizes the heap closer to what is
 * live, compacts more and hands freed pages back to the system. On the full catalogue this is what brings the
 * resident memory at rest under 400 MB (see docs/decisions/031-server-memory-at-rest.md for the figures and
 * its cost in throughput). `OPTIMIZE_FOR_SIZE=false` leaves V8's defaults (a bigger heap, fewer collections).
 */
export function useHeapMode(optimizeForSize: boolean, setFlags: (flags: string) => void = setFlagsFromString): void {
  if (optimizeForSize) setFlags('--optimize-for-size');
}
