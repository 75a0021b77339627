/**
 * The one stable hash behind every deterministic seed rule (discounts, stock).
 *
 * FNV-1a (32-bit) over the UTF-16 code units of the key, followed by the
 * murmur3 32-bit finaliser so that neighbouring ids (1, 2, 3, ...) spread
 * evenly across the whole 32-bit range. Same input, same output, on every
 * platform and in every run: never use Math.random for seed data.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Unsigned 32-bit hash of `key`. */
export function stableHash(key: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  // murmur3 fmix32: avalanche the bits.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Hash of a numeric id under a named purpose, e.g. `hashId('stock', 42)`.
 * Different purposes give independent values for the same id, so a product's
 * discount says nothing about its stock.
 */
export function hashId(purpose: string, id: number): number {
  return stableHash(`${purpose}:${id}`);
}

/** A stable number in [0, 1) for `key`. */
export function stableFraction(key: string): number {
  return stableHash(key) / 0x100000000;
}
