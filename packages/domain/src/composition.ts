/**
 * Compositions as the catalogue writes them: 'Ingredient (strength)' joined by
 * ' + ', e.g. 'Amoxycillin  (500mg) +  Clavulanic Acid (125mg)'. Names may carry
 * their own parentheses ('Vitamin B6 (Pyridoxine) (10mg)', 'Calcitonin (Salmon)');
 * '(NA)' means the strength is not stated.
 */

export interface Ingredient {
  name: string;
  strength: string | null;
}

/** Units written straight after a number with no space: '500 mg' → '500mg'. */
const UNIT_CASE: Readonly<Record<string, string>> = {
  mg: 'mg',
  mcg: 'mcg',
  µg: 'mcg',
  ug: 'mcg',
  gm: 'gm',
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  iu: 'IU',
  'i.u': 'IU',
  'i.u.': 'IU',
  miu: 'MIU',
  kiu: 'KIU',
};

/** Split on '+' only outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === '+' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

/** '2.50' → '2.5', '1.0' → '1', '.5' → '0.5'. */
function canonicalNumber(n: string): string {
  const text = n.startsWith('.') ? `0${n}` : n;
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Readable, canonical strength: numbers without trailing zeros, no space
 * between a number and its unit, units in one spelling, '% w/w' kept apart.
 * Null for '(NA)' or an empty strength.
 */
export function normaliseStrength(raw: string): string | null {
  const s = raw.replace(/\s+/g, ' ').trim();
  if (s === '' || /^n\.?\s?a\.?$/i.test(s)) return null;
  return s
    .replace(/(?<![\w.])(\d*\.\d+|\d+)(?![\d.])/g, (n) => canonicalNumber(n))
    .replace(/\s*\/\s*/g, '/')
    .replace(/(\d)\s+(?=(mg|mcg|µg|ug|gm|g|kg|ml|iu|i\.u\.?|miu|kiu|%)(?![a-z]))/gi, '$1')
    .replace(/(?<=[\d/])(mg|mcg|µg|ug|gm|g|kg|ml|iu|i\.u\.?|miu|kiu)(?![a-z])/gi, (u) => UNIT_CASE[u.toLowerCase()] ?? u)
    .replace(/%\s*(w\/w|w\/v|v\/v)/gi, (_m, kind: string) => `% ${kind.toLowerCase()}`);
}

/** Tidy an ingredient name: single spaces, one space before '(', none inside the brackets. */
function tidyName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .trim();
}

/** A trailing bracket that holds a strength (starts with a number) or 'NA'. */
const TRAILING_STRENGTH = /\(\s*([-.]?\d[^()]*|n\.?\s?a\.?)\s*\)\s*$/i;

function parseIngredient(part: string): Ingredient | null {
  const text = part.replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const m = TRAILING_STRENGTH.exec(text);
  if (!m) return { name: tidyName(primaryName(text)), strength: null };
  const name = tidyName(primaryName(text.slice(0, m.index)));
  if (name === '') return null;
  return { name, strength: normaliseStrength(m[1] ?? '') };
}

/** Parse a composition into ingredients, in the order written. */
export function parseComposition(text: string): Ingredient[] {
  const out: Ingredient[] = [];
  for (const part of splitTopLevel(text)) {
    const ing = parseIngredient(part);
    if (ing) out.push(ing);
  }
  return out;
}

/**
 * Key for one molecule: lowercase, single-spaced, brackets tidied ('Thiamine(Vitamin B1)' = 'thiamine (vitamin b1)').
 * The source writes some molecules with a synonym after a slash ('Paracetamol/Acetaminophen', 'Lidocaine/Lignocaine');
 * every such pair in the catalogue is a synonym, so the first name is the molecule.
 */
export function moleculeKey(name: string): string {
  return tidyName(primaryName(name)).toLowerCase();
}

/** 'Paracetamol/Acetaminophen' → 'Paracetamol'. */
export function primaryName(name: string): string {
  const slash = name.indexOf('/');
  return slash > 0 ? name.slice(0, slash).trim() : name;
}

function strengthKey(strength: string | null): string {
  if (strength === null) return '';
  return (normaliseStrength(strength) ?? '').toLowerCase().replace(/\s+/g, '');
}

/**
 * Canonical, order-independent key for "same ingredients at the same
 * strengths" (a composition group): 'amoxycillin(500mg)+clavulanic acid(125mg)'.
 */
export function compositionKey(ings: readonly Ingredient[]): string {
  return ings
    .map((i) => `${moleculeKey(i.name)}(${strengthKey(i.strength)})`)
    .sort()
    .join('+');
}

/** 'Amoxycillin (500mg) + Clavulanic Acid (125mg)'; an unknown strength is left out. */
export function formatComposition(ings: readonly Ingredient[]): string {
  return ings.map((i) => (i.strength === null ? i.name : `${i.name} (${i.strength})`)).join(' + ');
}
