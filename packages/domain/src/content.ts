/**
 * Splitting the free-text 'Uses' and 'Side_effects' columns of the medicine
 * details data into separate phrases.
 *
 * Both columns run phrases together. 'Uses' either glues them with no
 * separator ('...(Acid reflux)Treatment of Peptic ulcer disease') or separates
 * them with a single space (' Hypertension (high blood pressure) Heart failure').
 * 'Side_effects' separates with spaces only ('Nausea Vomiting Stomach pain').
 * A phrase starts with a capital letter and continues in lower case, so the
 * split points are capitals; the exceptions (phrases with capitals inside,
 * acronyms spelled out letter by letter such as 'E C G') are handled below
 * with phrase lists taken from the data.
 */
import { SIDE_EFFECT_PHRASES, USE_PHRASES } from './content-phrases.ts';

const GLUE = '\u00a0';

/** A phrase ending in one of these words continues into the next capitalised word. */
const CONNECTOR = /\b(of|and|to|with|in|for|or|following|by|on|the|from|at|due|as|than)$/;

/** 'E C G' → 'ECG' (the side-effect data spells acronyms out with spaces). */
function joinSpelledAcronyms(text: string): string {
  return text.replace(/\b[A-Z](?: [A-Z]\b)+/g, (m) => m.replaceAll(' ', ''));
}

/** Glue the spaces inside known phrases so they survive the split. */
function protect(text: string, phrases: readonly string[]): string {
  let out = text;
  for (const phrase of phrases) {
    if (out.includes(phrase)) out = out.replaceAll(phrase, phrase.replaceAll(' ', GLUE));
  }
  return out;
}

/** True when a chunk must be attached to the one before it. */
function continuesPrevious(previous: string, chunk: string): boolean {
  if (CONNECTOR.test(previous)) return true;
  const firstWord = chunk.split(' ')[0] ?? '';
  // 'Vitamin' + 'B12 deficiency', 'Hepatitis' + 'A infection'
  if (/^[A-Z]\d*$/.test(firstWord)) return true;
  // 'Abnormal' + 'ECG', '... pulmonary disease' + 'COPD'
  return /^[A-Z]{2,6}$/.test(chunk);
}

function splitPhrases(text: string, phrases: readonly string[]): string[] {
  const prepared = protect(joinSpelledAcronyms(text.replace(/\s+/g, ' ').trim()), phrases)
    // Glued phrases: a lower-case letter, digit or ')' directly followed by a capitalised word.
    .replace(/(?<=[a-z0-9)\]'’.,%])(?=[A-Z][a-z]{2,})/g, ' ');
  const out: string[] = [];
  for (const chunk of prepared.split(/ (?=[A-Z])/)) {
    const previous = out[out.length - 1];
    if (previous !== undefined && continuesPrevious(previous, chunk)) out[out.length - 1] = `${previous} ${chunk}`;
    else out.push(chunk);
  }
  return out.map((p) => p.replaceAll(GLUE, ' ').trim()).filter((p) => p !== '');
}

/**
 * 'Treatment of Gastroesophageal reflux disease (Acid reflux)Treatment of Peptic ulcer disease'
 * → ['Treatment of Gastroesophageal reflux disease (Acid reflux)', 'Treatment of Peptic ulcer disease'].
 */
export function splitUses(text: string): string[] {
  return splitPhrases(text, USE_PHRASES);
}

/** 'Nausea Vomiting Diarrhea Headache Stomach pain' → ['Nausea', 'Vomiting', 'Diarrhea', 'Headache', 'Stomach pain']. */
export function splitSideEffects(text: string): string[] {
  return splitPhrases(text, SIDE_EFFECT_PHRASES);
}
