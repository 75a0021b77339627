/**
 * Consumer brand from a product name.
 *
 * Decision: the brand is the first word of the name ('Augmentin 625 Duo
 * Tablet' → 'Augmentin', 'Dolo 650 Tablet' → 'Dolo', 'Crocin Advance Tablet'
 * → 'Crocin'), because the catalogue's second words are mostly line or
 * strength qualifiers ('Advance', 'Duo', 'Plus', 'LS', 'MR') that belong to one
 * variant, not to the brand. When the first word is very short (under 3
 * characters, as in 'C Win Cream', 'D Fresh MR Tablet', 'Q C Nac Tablet') it
 * is an initial that needs the next word: 'C Win', 'D Fresh', 'Q C'. The next
 * word is not taken when it is a number or strength ('P 650 Tablet' → 'P') or
 * a dosage-form word.
 */

/** Dosage-form and pack words that end a brand (lowercase). */
export const FORM_WORDS: ReadonlySet<string> = new Set([
  'tablet',
  'tablets',
  'tab',
  'capsule',
  'capsules',
  'cap',
  'syrup',
  'suspension',
  'injection',
  'infusion',
  'cream',
  'gel',
  'ointment',
  'drop',
  'drops',
  'solution',
  'powder',
  'lotion',
  'inhaler',
  'respules',
  'spray',
  'soap',
  'shampoo',
  'sachet',
  'granules',
  'kit',
  'liquid',
  'expectorant',
  'lozenges',
  'suppository',
  'patch',
  'oral',
  'eye',
  'ear',
  'nasal',
  'dry',
  'mouth',
  'paste',
  'toothpaste',
  'wash',
  'oil',
  'serum',
  'emulsion',
  'linctus',
  'combipack',
]);

function isStopWord(word: string): boolean {
  return !/^\p{L}/u.test(word) || FORM_WORDS.has(word.toLowerCase());
}

/** The consumer brand of a product name; '' for an empty name. */
export function brandNameOf(productName: string): string {
  const words = productName
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const first = words[0];
  if (first === undefined) return '';
  const second = words[1];
  if (first.length < 3 && second !== undefined && !isStopWord(second)) return `${first} ${second}`;
  return first;
}
