/**
 * Salt synonyms and spelling variants (data/search/synonyms.csv): names of one ingredient that
 * differ between naming systems (INN, BAN, USAN, Indian Pharmacopoeia), e.g. levothyroxine /
 * thyroxine, acetaminophen / paracetamol, amoxicillin / amoxycillin. A query word equal to one
 * name also matches, at no cost, every other name of the group that occurs in the catalogue.
 */

import { tokenize } from './normalize.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Groups of equivalent single-word names, from CSV rows `name,name[,name...]`; '#' starts a comment. */
export function parseSynonyms(csv: string): string[][] {
  const groups: string[][] = [];
  for (const line of csv.split(/\r?\n/)) {
    const text = line.replace(/#.*$/u, '').trim();
    if (text === '') continue;
    const names = text
      .split(',')
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '')
      .map((cell) => tokenize(cell))
      .filter((tokens) => tokens.length === 1)
      .map((tokens) => tokens[0] as string);
    if (names.length >= 2 && !/^names?$/i.test(names[0] as string)) groups.push([...new Set(names)]);
  }
  return groups;
}

export class SynonymTable {
  /** word → term ids of its other names that are in the vocabulary. */
  private readonly others = new Map<string, number[]>();
  private readonly words: string[];

  constructor(groups: readonly (readonly string[])[], vocab: Vocabulary) {
    for (const group of groups) {
      for (const word of group) {
        const ids = group
          .filter((w) => w !== word)
          .map((w) => vocab.find(w))
          .filter((id) => id >= 0);
        if (ids.length === 0) continue;
        this.others.set(word, [...new Set([...(this.others.get(word) ?? []), ...ids])]);
      }
    }
    this.words = [...this.others.keys()].sort();
  }

  get size(): number {
    return this.others.size;
  }

  /** Term ids equivalent to the whole word `token`. */
  exact(token: string): readonly number[] {
    return this.others.get(token) ?? [];
  }

  /** Term ids equivalent to words that start with `token` (a name still being typed, 5+ letters). */
  prefixed(token: string): number[] {
    if (token.length < 5) return [];
    const out: number[] = [];
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] as string) < token) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.words.length && (this.words[i] as string).startsWith(token); i++) {
      out.push(...this.exact(this.words[i] as string));
    }
    return out;
  }
}
