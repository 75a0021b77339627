/**
 * Compressed sparse rows: many small integer lists stored as one offsets array and one values array.
 * List k is values[offsets[k] .. offsets[k + 1]). Used for posting lists (term → doc ordinals) and
 * forward lists (doc → term ids). Typed arrays keep the heap small and the scans cache-friendly.
 */

export interface Csr {
  offsets: Uint32Array;
  values: Uint32Array;
}

/** Builds term → doc lists by calling `visit(doc, add)` for every doc in ordinal order, twice. */
export function buildPostings(nDocs: number, nTerms: number, visit: (doc: number, add: (term: number) => void) => void): Csr {
  const counts = new Uint32Array(nTerms + 1);
  const seen = new Int32Array(nTerms).fill(-1);
  let current = 0;
  const count = (term: number): void => {
    if (seen[term] === current) return;
    seen[term] = current;
    counts[term + 1] = (counts[term + 1] as number) + 1;
  };
  for (let d = 0; d < nDocs; d++) {
    current = d;
    visit(d, count);
  }
  for (let t = 0; t < nTerms; t++) counts[t + 1] = (counts[t + 1] as number) + (counts[t] as number);
  const offsets = counts;
  const values = new Uint32Array(offsets[nTerms] as number);
  const cursor = offsets.slice(0, nTerms);
  seen.fill(-1);
  const fill = (term: number): void => {
    if (seen[term] === current) return;
    seen[term] = current;
    const at = cursor[term] as number;
    values[at] = current;
    cursor[term] = at + 1;
  };
  for (let d = 0; d < nDocs; d++) {
    current = d;
    visit(d, fill);
  }
  return { offsets, values };
}

/** Packs a list of number lists into CSR form. */
export function packLists(lists: readonly (readonly number[])[]): Csr {
  const offsets = new Uint32Array(lists.length + 1);
  let total = 0;
  for (let i = 0; i < lists.length; i++) {
    total += (lists[i] as readonly number[]).length;
    offsets[i + 1] = total;
  }
  const values = new Uint32Array(total);
  let at = 0;
  for (const list of lists) {
    for (const v of list) values[at++] = v;
  }
  return { offsets, values };
}

/** Running sum: out[t + 1] - out[lo] is the total of perTerm over [lo, t]. */
export function cumulative(perTerm: Uint32Array): Uint32Array {
  const out = new Uint32Array(perTerm.length + 1);
  for (let i = 0; i < perTerm.length; i++) out[i + 1] = (out[i] as number) + (perTerm[i] as number);
  return out;
}
