/**
 * Glued words: 'montairlc' → 'montair lc', 'augmentinduo' → 'augmentin duo'. (Letter–digit glue such
 * as 'dolo650' is already split by the tokenizer.) Only a token that matches no term exactly or as a
 * prefix is split, into two whole known terms (the left one at least 3 letters, so that a misspelt
 * word such as 'crocine' is not read as 'cr' + 'ocine…'); the split whose rarer half reaches the
 * most products wins, and the left half must be a term popular enough to be trusted as a
 * correction ('cymbalta' is not 'cymbal ta'). The caller uses the split only if it matches a product.
 */

import { isNumeric, MAX_QUERY_TOKENS, type ParsedQuery } from './normalize.ts';
import type { Vocabulary } from './vocabulary.ts';

const MIN_GLUED_LENGTH = 5;
const MIN_LEFT = 3;
const MIN_RIGHT = 2;

/** Products reached by the term ids [lo, hi). */
export type Reach = (lo: number, hi: number) => number;

/** Whether a term may stand for what the shopper meant (see CorrectionGate). */
export type Trusted = (term: number) => boolean;

function split(vocab: Vocabulary, token: string, reach: Reach, trusted: Trusted): [string, string] | null {
  let best: [string, string] | null = null;
  let bestScore = 0;
  for (let i = MIN_LEFT; i <= token.length - MIN_RIGHT; i++) {
    const l = vocab.find(token.slice(0, i));
    const r = l < 0 || !trusted(l) ? -1 : vocab.find(token.slice(i));
    if (r < 0) continue;
    const score = Math.min(reach(l, l + 1), reach(r, r + 1));
    if (score > bestScore) {
      bestScore = score;
      best = [token.slice(0, i), token.slice(i)];
    }
  }
  return best;
}

/** The query with its unknown glued words split, or null when nothing was split. */
export function segmentQuery(vocab: Vocabulary, query: ParsedQuery, reach: Reach, trusted: Trusted = () => true): ParsedQuery | null {
  const out: string[] = [];
  let changed = false;
  query.tokens.forEach((token, i) => {
    const asPrefix = i === query.tokens.length - 1 && query.lastIsPrefix;
    const known = asPrefix ? reachOfPrefix(vocab, token, reach) > 0 : vocab.find(token) >= 0;
    const room = out.length + (query.tokens.length - i) < MAX_QUERY_TOKENS;
    const parts = known || !room || isNumeric(token) || token.length < MIN_GLUED_LENGTH ? null : split(vocab, token, reach, trusted);
    if (parts === null) out.push(token);
    else {
      out.push(...parts);
      changed = true;
    }
  });
  return changed ? { tokens: out, lastIsPrefix: query.lastIsPrefix } : null;
}

function reachOfPrefix(vocab: Vocabulary, token: string, reach: Reach): number {
  const [lo, hi] = vocab.prefixRange(token);
  return lo < hi ? reach(lo, hi) : 0;
}
