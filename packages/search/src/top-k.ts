/** Keeps the k best (highest key) docs seen so far: a binary min-heap on typed arrays. */
export class TopK {
  readonly capacity: number;
  private readonly keys: Float64Array;
  private readonly docs: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    this.capacity = Math.max(0, capacity);
    this.keys = new Float64Array(this.capacity);
    this.docs = new Int32Array(this.capacity);
  }

  get size(): number {
    return this.count;
  }

  get full(): boolean {
    return this.count === this.capacity;
  }

  /** The smallest key kept (−Infinity while there is room). */
  get minKey(): number {
    return this.count < this.capacity ? -Infinity : (this.keys[0] as number);
  }

  push(key: number, doc: number): void {
    const keys = this.keys;
    const docs = this.docs;
    if (this.count < this.capacity) {
      let i = this.count++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((keys[parent] as number) <= key) break;
        keys[i] = keys[parent] as number;
        docs[i] = docs[parent] as number;
        i = parent;
      }
      keys[i] = key;
      docs[i] = doc;
      return;
    }
    if (this.capacity === 0 || key <= (keys[0] as number)) return;
    const n = this.count;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && (keys[r] as number) < (keys[l] as number) ? r : l;
      if ((keys[c] as number) >= key) break;
      keys[i] = keys[c] as number;
      docs[i] = docs[c] as number;
      i = c;
    }
    keys[i] = key;
    docs[i] = doc;
  }

  /** Entries best first. */
  sorted(): { key: number; doc: number }[] {
    const out: { key: number; doc: number }[] = [];
    for (let i = 0; i < this.count; i++) out.push({ key: this.keys[i] as number, doc: this.docs[i] as number });
    out.sort((a, b) => b.key - a.key);
    return out;
  }
}
