/**
 * The vocabulary: every distinct normalised term of the catalogue, sorted by UTF-16 code units.
 * A term's id is its position, so all terms that start with a prefix form one contiguous id range
 * found by two binary searches, and posting lists can be addressed by id.
 */

/** Sorts after any character a normalised term can contain. */
const AFTER_ALL = '\uffff';

export class Vocabulary {
  readonly terms: readonly string[];
  /** lcp[i]: length of the common prefix of terms[i - 1] and terms[i] (capped at 255; lcp[0] = 0). */
  readonly lcp: Uint8Array;

  constructor(sortedTerms: readonly string[]) {
    this.terms = sortedTerms;
    this.lcp = new Uint8Array(sortedTerms.length);
    for (let i = 1; i < sortedTerms.length; i++) {
      const a = sortedTerms[i - 1] as string;
      const b = sortedTerms[i] as string;
      const max = Math.min(a.length, b.length, 255);
      let k = 0;
      while (k < max && a.charCodeAt(k) === b.charCodeAt(k)) k++;
      this.lcp[i] = k;
    }
  }

  get size(): number {
    return this.terms.length;
  }

  /** First id whose term is >= s. */
  lowerBound(s: string, from = 0, to = this.terms.length): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.terms[mid] as string) < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Id of the term, or -1. */
  find(term: string): number {
    const i = this.lowerBound(term);
    return this.terms[i] === term ? i : -1;
  }

  /** Ids [lo, hi) of the terms that start with prefix (an empty range when none do). */
  prefixRange(prefix: string): [number, number] {
    const lo = this.lowerBound(prefix);
    const hi = this.lowerBound(prefix + AFTER_ALL, lo);
    return [lo, hi];
  }

  /** End of the run of terms, from `from` up to `to`, that share the first `length` chars of terms[from]. */
  subtreeEnd(from: number, length: number, to = this.terms.length): number {
    const lcp = this.lcp;
    let j = from + 1;
    while (j < to && (lcp[j] as number) >= length) j++;
    return j;
  }
}

/** Collects terms during a build, hands out provisional ids, and sorts them at the end. */
export class VocabularyBuilder {
  private readonly ids = new Map<string, number>();
  private readonly list: string[] = [];

  /** Provisional id of a term, adding it when new. */
  add(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.list.length;
      this.ids.set(term, id);
      this.list.push(term);
    }
    return id;
  }

  /** Sorts the terms; `remap[provisionalId]` is the final id. */
  finish(): { vocabulary: Vocabulary; remap: Uint32Array } {
    const order = this.list.map((_, i) => i);
    const list = this.list;
    order.sort((a, b) => {
      const x = list[a] as string;
      const y = list[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const remap = new Uint32Array(order.length);
    const sorted: string[] = new Array<string>(order.length);
    for (let i = 0; i < order.length; i++) {
      const provisional = order[i] as number;
      remap[provisional] = i;
      sorted[i] = list[provisional] as string;
    }
    this.ids.clear();
    return { vocabulary: new Vocabulary(sorted), remap };
  }
}
