/**
 * Vocabulary terms by sound-alike skeleton (see phonetic.ts), for spellings that edit distance
 * misses or ranks wrongly: a wrong but sound-alike first letter ('krocin' → crocin, where 'rocin'
 * is as close by edits) and transliterated Hindi ('pairasitamol' → paracetamol).
 */

import { foldedKey, skeletonKey } from './phonetic.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Skeletons shorter than this match too many unrelated terms to be useful. */
const MIN_SKELETON = 3;
/** At most this many terms per lookup (a prefix of a short skeleton can reach many). */
const MAX_CANDIDATES = 64;

export interface SoundMatch {
  term: number;
  /** 1 when the folded keys agree too (a near-certain match), else 2. */
  cost: number;
}

const isWord = (term: string): boolean => /^[a-z]+$/.test(term);

export class SoundIndex {
  private readonly keys: string[];
  private readonly terms: Uint32Array;
  private readonly vocab: Vocabulary;

  constructor(vocab: Vocabulary) {
    this.vocab = vocab;
    const pairs: { key: string; term: number }[] = [];
    vocab.terms.forEach((term, id) => {
      if (term.length < 4 || !isWord(term)) return;
      const key = skeletonKey(term);
      if (key.length >= MIN_SKELETON) pairs.push({ key, term: id });
    });
    pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.term - b.term));
    this.keys = pairs.map((p) => p.key);
    this.terms = Uint32Array.from(pairs.map((p) => p.term));
  }

  /** Terms that sound like `token`: same skeleton, or (prefix) a skeleton that starts with it. */
  lookup(token: string, prefix: boolean): SoundMatch[] {
    if (token.length < 4 || !isWord(token)) return [];
    const key = skeletonKey(token);
    if (key.length < MIN_SKELETON) return [];
    const folded = foldedKey(token);
    const out: SoundMatch[] = [];
    for (let i = this.lowerBound(key); i < this.keys.length && out.length < MAX_CANDIDATES; i++) {
      const k = this.keys[i] as string;
      if (prefix ? !k.startsWith(key) : k !== key) break;
      const term = this.terms[i] as number;
      const f = foldedKey(this.vocab.terms[term] as string);
      const same = prefix ? f.startsWith(folded) : f === folded;
      // The start of a longer skeleton is weak evidence: only a near-certain match counts there.
      if (same || k === key) out.push({ term, cost: same ? 1 : 2 });
    }
    return out;
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
