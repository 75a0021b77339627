/**
 * Walks the union of many rank-sorted posting lists in ordinal order (a k-way merge on a binary
 * heap of list heads). A doc present in several lists comes out once per list; callers dedupe.
 */

import type { Csr } from './csr.ts';
import type { TermRange } from './query-plan.ts';

export class ListMerge {
  private readonly docs: Uint32Array;
  private readonly head: Int32Array;
  private readonly pos: Uint32Array;
  private readonly end: Uint32Array;
  private size = 0;

  constructor(postings: Csr, ranges: readonly TermRange[]) {
    const off = postings.offsets;
    this.docs = postings.values;
    let lists = 0;
    for (const r of ranges) {
      for (let t = r.lo; t < r.hi; t++) if ((off[t + 1] as number) > (off[t] as number)) lists++;
    }
    this.head = new Int32Array(lists);
    this.pos = new Uint32Array(lists);
    this.end = new Uint32Array(lists);
    for (const r of ranges) {
      for (let t = r.lo; t < r.hi; t++) {
        const from = off[t] as number;
        const to = off[t + 1] as number;
        if (to <= from) continue;
        const i = this.size++;
        this.head[i] = this.docs[from] as number;
        this.pos[i] = from;
        this.end[i] = to;
      }
    }
    for (let i = (this.size >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  /** Next ordinal in ascending order, or -1 when all lists are exhausted. */
  pop(): number {
    if (this.size === 0) return -1;
    const d = this.head[0] as number;
    const next = (this.pos[0] as number) + 1;
    if (next < (this.end[0] as number)) {
      this.pos[0] = next;
      this.head[0] = this.docs[next] as number;
    } else {
      const last = --this.size;
      this.head[0] = this.head[last] as number;
      this.pos[0] = this.pos[last] as number;
      this.end[0] = this.end[last] as number;
    }
    if (this.size > 1) this.siftDown(0);
    return d;
  }

  private siftDown(start: number): void {
    const { head, pos, end } = this;
    const n = this.size;
    const h = head[start] as number;
    const p = pos[start] as number;
    const e = end[start] as number;
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && (head[r] as number) < (head[l] as number) ? r : l;
      if ((head[c] as number) >= h) break;
      head[i] = head[c] as number;
      pos[i] = pos[c] as number;
      end[i] = end[c] as number;
      i = c;
    }
    head[i] = h;
    pos[i] = p;
    end[i] = e;
  }
}
