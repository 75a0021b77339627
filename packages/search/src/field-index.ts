/**
 * The index over one table (products, molecules, brands or categories).
 *
 * Docs are stored by ordinal: position in static-rank order (best first), so every posting list is
 * rank-sorted and a scan in ordinal order meets the best docs first. A doc has a name (its term
 * ids in order, so position-aware matching is possible) and, for products, two group fields shared
 * by many docs: composition and manufacturer (280k products share ~15k compositions and ~9k
 * manufacturers, so each is tokenised and stored once).
 */

import { buildPostings, cumulative, type Csr } from './csr.ts';

export interface GroupField {
  /** Group id of each doc ordinal. */
  of: Uint32Array;
  /** Term ids of each group. */
  terms: Csr;
  /** Display text of each group. */
  texts: readonly string[];
  /** Number of ingredients of each group (compositions only). */
  parts?: Uint8Array;
}

export interface FieldIndexInput {
  vocabSize: number;
  /** Entity ids by ordinal. */
  ids: Float64Array;
  /** Display names by ordinal. */
  names: readonly string[];
  /** Name term ids by ordinal, in text order. */
  nameTerms: Csr;
  composition?: GroupField;
  manufacturer?: GroupField;
  /** Whether a whole-name exact match is its own (top) class, as for molecules and brands. */
  exactClass: boolean;
}

export class FieldIndex {
  readonly size: number;
  readonly ids: Float64Array;
  readonly names: readonly string[];
  readonly name: Csr;
  readonly composition: GroupField | null;
  readonly manufacturer: GroupField | null;
  readonly exactClass: boolean;
  /** term → ordinals with the term in the name or the composition. */
  readonly contentPostings: Csr;
  /** term → ordinals with the term in the manufacturer only (disjoint from contentPostings). */
  readonly manufacturerPostings: Csr;
  /** term → ordinals with the term in the name. */
  readonly namePostings: Csr;
  /** term → ordinals whose name starts with the term. */
  readonly firstPostings: Csr;
  /** Running sums over term ids of the doc counts above, and of docs with the term in the composition. */
  readonly cumAny: Uint32Array;
  readonly cumName: Uint32Array;
  readonly cumFirst: Uint32Array;
  readonly cumComposition: Uint32Array;

  constructor(input: FieldIndexInput) {
    const v = input.vocabSize;
    this.size = input.ids.length;
    this.ids = input.ids;
    this.names = input.names;
    this.name = input.nameTerms;
    this.composition = input.composition ?? null;
    this.manufacturer = input.manufacturer ?? null;
    this.exactClass = input.exactClass;

    const nameOff = this.name.offsets;
    const nameVal = this.name.values;
    const comp = this.composition;
    const mfr = this.manufacturer;
    const addGroup = (g: GroupField | null, d: number, add: (t: number) => void): void => {
      if (g === null) return;
      const id = g.of[d] as number;
      for (let p = g.terms.offsets[id] as number, e = g.terms.offsets[id + 1] as number; p < e; p++) {
        add(g.terms.values[p] as number);
      }
    };
    const namesOnly = comp === null && mfr === null;
    this.namePostings = buildPostings(this.size, v, (d, add) => {
      for (let p = nameOff[d] as number, e = nameOff[d + 1] as number; p < e; p++) add(nameVal[p] as number);
    });
    // A name-only table (molecules, brands, categories) shares the name lists and all-zero arrays.
    this.contentPostings = namesOnly
      ? this.namePostings
      : buildPostings(this.size, v, (d, add) => {
          for (let p = nameOff[d] as number, e = nameOff[d + 1] as number; p < e; p++) add(nameVal[p] as number);
          addGroup(comp, d, add);
        });
    this.manufacturerPostings = namesOnly ? emptyPostings(v) : manufacturerOnly(this.size, v, this.name, comp, mfr, addGroup);
    this.firstPostings = buildPostings(this.size, v, (d, add) => {
      if ((nameOff[d + 1] as number) > (nameOff[d] as number)) add(nameVal[nameOff[d] as number] as number);
    });
    this.cumName = cumulative(listLengths(this.namePostings, v));
    if (namesOnly) {
      this.cumAny = this.cumName;
    } else {
      const anyLengths = listLengths(this.contentPostings, v);
      const mfrLengths = listLengths(this.manufacturerPostings, v);
      for (let t = 0; t < v; t++) anyLengths[t] = (anyLengths[t] as number) + (mfrLengths[t] as number);
      this.cumAny = cumulative(anyLengths);
    }
    this.cumFirst = cumulative(listLengths(this.firstPostings, v));
    this.cumComposition = comp === null ? zeros(v + 1) : cumulative(groupDocCounts(comp, this.size, v));
  }
}

const zeroArrays = new Map<number, Uint32Array>();
/** A shared, never-written all-zero array of the given length. */
function zeros(length: number): Uint32Array {
  let z = zeroArrays.get(length);
  if (z === undefined) {
    z = new Uint32Array(length);
    zeroArrays.set(length, z);
  }
  return z;
}

function emptyPostings(nTerms: number): Csr {
  return { offsets: zeros(nTerms + 1), values: zeros(0) };
}

/** term → ordinals with the term in the manufacturer but not in the name or composition. */
function manufacturerOnly(
  size: number,
  v: number,
  name: Csr,
  comp: GroupField | null,
  mfr: GroupField | null,
  addGroup: (g: GroupField | null, d: number, add: (t: number) => void) => void,
): Csr {
  const inContent = new Int32Array(v).fill(-1);
  return buildPostings(size, v, (d, add) => {
    const mark = (t: number): void => {
      inContent[t] = d;
    };
    for (let p = name.offsets[d] as number, e = name.offsets[d + 1] as number; p < e; p++) mark(name.values[p] as number);
    addGroup(comp, d, mark);
    addGroup(mfr, d, (t) => {
      if (inContent[t] !== d) add(t);
    });
  });
}

function listLengths(csr: Csr, nTerms: number): Uint32Array {
  const out = new Uint32Array(nTerms);
  for (let t = 0; t < nTerms; t++) out[t] = (csr.offsets[t + 1] as number) - (csr.offsets[t] as number);
  return out;
}

/** Per term, the number of docs whose group contains it. */
function groupDocCounts(g: GroupField | null, nDocs: number, nTerms: number): Uint32Array {
  const out = new Uint32Array(nTerms);
  if (g === null) return out;
  const nGroups = g.terms.offsets.length - 1;
  const docsPerGroup = new Uint32Array(nGroups);
  for (let d = 0; d < nDocs; d++) {
    const id = g.of[d] as number;
    docsPerGroup[id] = (docsPerGroup[id] as number) + 1;
  }
  const seen = new Int32Array(nTerms).fill(-1);
  for (let id = 0; id < nGroups; id++) {
    for (let p = g.terms.offsets[id] as number, e = g.terms.offsets[id + 1] as number; p < e; p++) {
      const t = g.terms.values[p] as number;
      if (seen[t] === id) continue;
      seen[t] = id;
      out[t] = (out[t] as number) + (docsPerGroup[id] as number);
    }
  }
  return out;
}
