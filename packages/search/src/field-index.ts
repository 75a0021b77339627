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
  /** term → ordinals with the term in any field. */
  readonly anyPostings: Csr;
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
    this.anyPostings = buildPostings(this.size, v, (d, add) => {
      for (let p = nameOff[d] as number, e = nameOff[d + 1] as number; p < e; p++) add(nameVal[p] as number);
      addGroup(comp, d, add);
      addGroup(mfr, d, add);
    });
    this.namePostings = buildPostings(this.size, v, (d, add) => {
      for (let p = nameOff[d] as number, e = nameOff[d + 1] as number; p < e; p++) add(nameVal[p] as number);
    });
    this.firstPostings = buildPostings(this.size, v, (d, add) => {
      if ((nameOff[d + 1] as number) > (nameOff[d] as number)) add(nameVal[nameOff[d] as number] as number);
    });
    this.cumAny = cumulative(listLengths(this.anyPostings, v));
    this.cumName = cumulative(listLengths(this.namePostings, v));
    this.cumFirst = cumulative(listLengths(this.firstPostings, v));
    this.cumComposition = cumulative(groupDocCounts(comp, this.size, v));
  }
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
