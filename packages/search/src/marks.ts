/** Scratch marks for candidate selection: which docs a query has already evaluated. */

import type { FieldIndex } from './field-index.ts';

/** Per-index "already evaluated" marks, reset in O(1) by bumping a generation number. */
export class Marks {
  private readonly stamp: Uint32Array;
  private generation = 0;
  constructor(size: number) {
    this.stamp = new Uint32Array(size);
  }
  next(): void {
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
  }
  /** Marks d; false when it was already marked. */
  claim(d: number): boolean {
    if (this.stamp[d] === this.generation) return false;
    this.stamp[d] = this.generation;
    return true;
  }
  has(d: number): boolean {
    return this.stamp[d] === this.generation;
  }
}

/** One set of marks per index, reused by every query (queries run one at a time). */
const marksByIndex = new WeakMap<FieldIndex, Marks>();
export function marksFor(ix: FieldIndex): Marks {
  let m = marksByIndex.get(ix);
  if (m === undefined) {
    m = new Marks(ix.size);
    marksByIndex.set(ix, m);
  }
  m.next();
  return m;
}
