/**
 * Whether a typo or sound-alike candidate may stand in for what the shopper typed.
 *
 * Edit distance alone is unsafe in a pharmacy: 'tylenol' is one edit from Tyledol and 'advil' one
 * from Avil, different drugs. Distance and popularity are weighed together for the first word of
 * the query (where the medicine is named): a candidate is accepted when the most popular product
 * with it in its name or composition ranks within a share of the catalogue that shrinks with the
 * distance, more generously when it also sounds the same; a word of five letters or fewer is
 * corrected only by letters left out or to one with the same folded sound key ('ondm' → ondem,
 * 'dollo' → dolo; one edit is too little evidence otherwise: 'advil' is not Avil), and a
 * word still being typed that is two edits from the start of a term ('claritin' is not ceritinib);
 * two edits are trusted only when the candidate is a long word too.
 * A term in no
 * product at all (an entity word) is accepted.
 */

import type { FieldIndex } from './field-index.ts';
import { foldedKey } from './phonetic.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Share of the catalogue (by static rank) a correction's best product must rank within, by distance. */
const RANK_SHARE = { soundAlike: [0, 0.03, 0.01], edits: [0, 0.01, 0.0005] } as const;
const SHORT_WORD = 5;
/** Two edits are trusted only between long words ('monistat' is not Monast, 'glucophage' not Glyciphage). */
const LONG_WORD = 8;
/** The best ranks always qualify, so that a small catalogue still corrects to its top sellers. */
const MIN_RANKS = 50;

export class CorrectionGate {
  constructor(
    private readonly products: FieldIndex,
    private readonly vocab: Vocabulary,
  ) {}

  /** Two edits only between long words; two sound-alike differences only between words of about one length. */
  private longEnough(term: number, token: TokenInfo): boolean {
    const length = (this.vocab.terms[term] as string).length;
    return token.soundAlike ? Math.abs(length - token.text.length) <= 1 : length >= LONG_WORD;
  }

  /**
   * For a short word: only letters left out ('ondm' → ondem; the commonest slip when typing fast), or
   * the same folded sound key ('dollo' ~ 'dolo'); not a letter too many or a different one ('advil'
   * is not Avil, 'tylen' is not Tyledol).
   */
  private closeEnough(term: number, token: TokenInfo): boolean {
    const text = this.vocab.terms[term] as string;
    if (isSubsequence(token.text, text)) return true;
    const key = foldedKey(text);
    const typed = foldedKey(token.text);
    return token.prefix ? key.startsWith(typed) : key === typed;
  }

  /** Calls `keep` with each run of accepted term ids within [lo, hi). */
  accepted(lo: number, hi: number, cost: number, token: TokenInfo, keep: (lo: number, hi: number) => void): void {
    if (!token.first) {
      keep(lo, hi);
      return;
    }
    if (!token.soundAlike && token.prefix && cost >= 2) return;
    let start = -1;
    for (let t = lo; t < hi; t++) {
      const ok = this.accepts(t, cost, token);
      if (ok && start < 0) start = t;
      if (!ok && start >= 0) {
        keep(start, t);
        start = -1;
      }
    }
    if (start >= 0) keep(start, hi);
  }

  accepts(term: number, cost: number, token: TokenInfo): boolean {
    if (!token.first) return true;
    if (!token.soundAlike && token.prefix && cost >= 2) return false;
    if (cost >= 2 && !this.longEnough(term, token)) return false;
    if (!token.soundAlike && token.text.length <= SHORT_WORD && !this.closeEnough(term, token)) return false;
    const best = this.bestProduct(term);
    if (best < 0) return true;
    const shares = token.soundAlike ? RANK_SHARE.soundAlike : RANK_SHARE.edits;
    const share = shares[Math.min(cost, 2)] as number;
    return best < this.rankLimit(share);
  }

  private rankLimit(share: number): number {
    return Math.max(MIN_RANKS, share * this.products.size);
  }

  /** Whether a term is popular enough to replace an unknown word at one edit. */
  popular(term: number): boolean {
    const best = this.bestProduct(term);
    return best < 0 || best < this.rankLimit(RANK_SHARE.edits[1]);
  }

  /** Ordinal (static rank) of the best product with the term in its name, composition or maker; -1 if none. */
  private bestProduct(term: number): number {
    let best = -1;
    for (const postings of [this.products.contentPostings, this.products.manufacturerPostings]) {
      const from = postings.offsets[term] as number;
      if (from === (postings.offsets[term + 1] as number)) continue;
      const ordinal = postings.values[from] as number;
      if (best < 0 || ordinal < best) best = ordinal;
    }
    return best;
  }
}

export interface TokenInfo {
  /** The typed word. */
  text: string;
  /** The first word of the query, where the brand or ingredient is named; later words only refine it. */
  first: boolean;
  /** The candidate sounds like the word (same consonant skeleton) rather than being a few edits away. */
  soundAlike: boolean;
  /** The word is still being typed: a candidate starts with something close to it. */
  prefix: boolean;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (long.charCodeAt(j) === short.charCodeAt(i)) i++;
  return i === short.length;
}
