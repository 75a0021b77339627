/**
 * Typo-tolerant term lookup over the sorted vocabulary.
 *
 * The sorted term list is walked as if it were a trie: consecutive terms share prefixes (the
 * vocabulary's LCP array says how much), so the edit-distance rows of a shared prefix are computed
 * once and reused. When every cell of a row exceeds the allowed distance, no term below that
 * prefix can match and the walk skips the whole run of terms with that prefix. The distance is
 * Damerau–Levenshtein in its optimal-string-alignment form: insertion, deletion, substitution and
 * transposition of two adjacent characters each cost 1.
 *
 * Only terms starting with chosen characters are walked, by default the query's first and second
 * ('aprcetamol' and 'pparacetamol' are still found). This keeps the walk to a few percent of the
 * vocabulary; `firstLetterAlternatives` lists the letters worth trying when that finds nothing.
 */

import type { Vocabulary } from './vocabulary.ts';

/** Receives the term ids [lo, hi) that match with `cost` edits. */
export type FuzzyEmit = (lo: number, hi: number, cost: number) => void;

/**
 * Emits the terms within `maxCost` edits of `query`.
 * In prefix mode a term matches when one of its prefixes is within `maxCost` edits (the shopper is
 * still typing); its cost is the smallest such distance, and whole id ranges are emitted at once.
 * Terms at distance 0 are emitted too; callers that already hold them can ignore cost 0.
 */
export function fuzzyTerms(
  vocab: Vocabulary,
  query: string,
  maxCost: number,
  prefixMode: boolean,
  emit: FuzzyEmit,
  firstLetters: readonly string[] = defaultFirstLetters(query),
): void {
  const n = query.length;
  if (n === 0 || vocab.size === 0) return;
  const walk = new Walk(vocab, query, maxCost, prefixMode, emit);
  for (const letter of new Set(firstLetters)) {
    const [lo, hi] = vocab.prefixRange(letter);
    walk.run(lo, hi);
  }
}

function defaultFirstLetters(query: string): string[] {
  return query.length > 1 ? [query.charAt(0), query.charAt(1)] : [query.charAt(0)];
}

/** Neighbours on a QWERTY keyboard, plus letters that sound alike at the start of a word. */
const ALTERNATIVES: Readonly<Record<string, string>> = {
  a: 'qswze',
  b: 'vghn',
  c: 'xdfvks',
  d: 'serfcx',
  e: 'wrdsi',
  f: 'drtgvcp',
  g: 'ftyhbvj',
  h: 'gyujnb',
  i: 'ujkoey',
  j: 'huikmng',
  k: 'jiolmcq',
  l: 'kop',
  m: 'njk',
  n: 'bhjm',
  o: 'iklpa',
  p: 'olf',
  q: 'wak',
  r: 'edft',
  s: 'awedxzc',
  t: 'rfgy',
  u: 'yhjio',
  v: 'cfgbw',
  w: 'qasev',
  x: 'zsdc',
  y: 'tghui',
  z: 'asxs',
};

/** First letters to try when the default walk found nothing: a wrong first letter. */
export function firstLetterAlternatives(query: string): string[] {
  const first = query.charAt(0);
  const skip = new Set(defaultFirstLetters(query));
  return [...(ALTERNATIVES[first] ?? '')].filter((c) => !skip.has(c));
}

class Walk {
  private readonly q: Int32Array;
  private readonly n: number;
  private readonly width: number;
  private readonly maxDepth: number;
  private readonly rows: Int32Array;
  private readonly path: Int32Array;
  private readonly bestLast: Int32Array;

  constructor(
    private readonly vocab: Vocabulary,
    query: string,
    private readonly maxCost: number,
    private readonly prefixMode: boolean,
    private readonly emit: FuzzyEmit,
  ) {
    const n = query.length;
    this.n = n;
    this.q = new Int32Array(n);
    for (let j = 0; j < n; j++) this.q[j] = query.charCodeAt(j);
    this.width = n + 1;
    // No row deeper than n + maxCost can stay within maxCost: every cell there exceeds it.
    this.maxDepth = n + maxCost + 1;
    this.rows = new Int32Array((this.maxDepth + 1) * this.width);
    this.path = new Int32Array(this.maxDepth + 1);
    this.bestLast = new Int32Array(this.maxDepth + 1);
    for (let j = 0; j <= n; j++) this.rows[j] = j;
    this.bestLast[0] = n;
  }

  /** Walks the terms with ids [lo, hi), which all share their first character. */
  run(lo: number, hi: number): void {
    const { vocab, q, n, width, rows, path, bestLast, maxCost, prefixMode } = this;
    const terms = vocab.terms;
    const lcp = vocab.lcp;
    let valid = 0; // rows 0..valid hold the distances for path[0..valid)
    let i = lo;
    while (i < hi) {
      const term = terms[i] as string;
      const len = term.length;
      if (i > lo && (lcp[i] as number) < valid) valid = lcp[i] as number;
      let pruneAt = -1;
      while (valid < len) {
        if (valid + 1 > this.maxDepth) {
          pruneAt = valid;
          break;
        }
        const c = term.charCodeAt(valid);
        path[valid] = c;
        const prev = valid * width;
        const cur = prev + width;
        const prev2 = prev - width;
        let left = valid + 1;
        rows[cur] = left;
        let rowMin = left;
        const before = valid >= 1 ? (path[valid - 1] as number) : -1;
        for (let j = 1; j <= n; j++) {
          const qj = q[j - 1] as number;
          let v = (rows[prev + j - 1] as number) + (qj === c ? 0 : 1);
          const del = (rows[prev + j] as number) + 1;
          if (del < v) v = del;
          if (left + 1 < v) v = left + 1;
          if (j >= 2 && before === qj && c === (q[j - 2] as number)) {
            const tr = (rows[prev2 + j - 2] as number) + 1;
            if (tr < v) v = tr;
          }
          rows[cur + j] = v;
          left = v;
          if (v < rowMin) rowMin = v;
        }
        valid++;
        if (prefixMode) {
          const last = rows[cur + n] as number;
          const best = bestLast[valid - 1] as number;
          bestLast[valid] = last < best ? last : best;
        }
        if (rowMin > maxCost) {
          pruneAt = valid;
          break;
        }
      }
      if (pruneAt >= 0) {
        const end = vocab.subtreeEnd(i, pruneAt, hi);
        if (prefixMode && (bestLast[pruneAt] as number) <= maxCost) this.emit(i, end, bestLast[pruneAt] as number);
        i = end;
        continue;
      }
      const cost = prefixMode ? (bestLast[len] as number) : (rows[len * width + n] as number);
      if (cost <= maxCost) this.emit(i, i + 1, cost);
      i++;
    }
  }
}

/** Reference distance (optimal string alignment) for tests and checks. */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur: number[] = [i];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur.push(v);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[n] as number;
}
