/**
 * Text normalisation shared by indexing and querying, so that both sides always agree.
 *
 * - Unicode compatibility decomposition (NFKD), then combining marks dropped: 'Crocín' → 'crocin'.
 * - Lower case.
 * - Apostrophes removed inside words: "Dr Reddy's" → 'dr reddys'.
 * - A token is a run of letters, or a run of digits with an optional decimal part ('0.25').
 *   Everything else separates tokens, and a letter–digit boundary always splits:
 *   'Dolo650' → 'dolo 650', 'PAN-40' → 'pan 40', '500mg' → '500 mg', 'D3' → 'd 3'.
 */

import { transliterate } from './phonetic.ts';

const MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`´]/g;
const TOKEN = /\p{L}+|\p{Nd}+(?:\.\p{Nd}+)?/gu;

/** Queries longer than this many tokens keep only their first tokens. */
export const MAX_QUERY_TOKENS = 8;
/** Longer tokens are cut; no catalogue term is anywhere near this long. */
export const MAX_TOKEN_LENGTH = 40;

const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_APOSTROPHES = /['`]/g;

/** Splits text into normalised tokens. */
export function tokenize(text: string): string[] {
  if (text.length === 0) return [];
  if (!NON_ASCII.test(text)) return tokenizeAscii(text);
  return tokenizeUnicode(text);
}

/** The general path: Unicode folding and Unicode-aware token classes. */
export function tokenizeUnicode(text: string): string[] {
  const folded = text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(APOSTROPHES, '');
  const out: string[] = [];
  for (const m of folded.matchAll(TOKEN)) out.push(cut(m[0]));
  return out;
}

const cut = (token: string): string => (token.length > MAX_TOKEN_LENGTH ? token.slice(0, MAX_TOKEN_LENGTH) : token);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => c >= 97 && c <= 122;

/** Same result as tokenizeUnicode for ASCII text, several times faster (most catalogue text). */
function tokenizeAscii(input: string): string[] {
  const plain = input.includes("'") || input.includes('`') ? input.replace(ASCII_APOSTROPHES, '') : input;
  const text = plain.toLowerCase();
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    let j = i + 1;
    if (isLetter(c)) {
      while (j < n && isLetter(text.charCodeAt(j))) j++;
      out.push(cut(text.slice(i, j)));
    } else if (isDigit(c)) {
      while (j < n && isDigit(text.charCodeAt(j))) j++;
      if (j + 1 < n && text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) {
        j += 2;
        while (j < n && isDigit(text.charCodeAt(j))) j++;
      }
      out.push(cut(text.slice(i, j)));
    }
    i = j;
  }
  return out;
}

/** Normalised text: tokens joined by single spaces. */
export function normalizeText(text: string): string {
  return tokenize(text).join(' ');
}

export interface ParsedQuery {
  tokens: string[];
  /**
   * True when the last token is still being typed and so matches as a prefix. A query that ends
   * in whitespace (the shopper finished the word) matches its last token as a whole word.
   */
  lastIsPrefix: boolean;
}

export function parseQuery(raw: string): ParsedQuery {
  const tokens = tokenize(transliterate(raw)).slice(0, MAX_QUERY_TOKENS);
  const lastIsPrefix = tokens.length > 0 && !/\s$/u.test(raw);
  return { tokens, lastIsPrefix };
}

/** True for tokens made of digits (strengths, pack sizes). */
export function isNumeric(token: string): boolean {
  const c = token.charCodeAt(0);
  return c >= 48 && c <= 57;
}

/**
 * Edit distance allowed for a token: 0 below 4 characters, 1 for 4–7, 2 from 8. Numbers: 0.
 * A 3-letter word after the first gets 1 ('augmentin 625 dou' → duo): the words before it narrow
 * the candidates to variants of one product.
 */
export function allowedTypos(token: string, afterFirst = false): number {
  if (isNumeric(token)) return 0;
  if (token.length >= 8) return 2;
  if (token.length >= 4) return 1;
  if (token.length === 3 && afterFirst) return 1;
  return 0;
}
