/**
 * Whether a product needs a prescription. See docs/decisions/003-prescription-rule.md.
 *
 * The catalogue's own flag can only make a product stricter. A product is
 * sold without prescription only when the source does not flag it, it is not
 * parenteral, and every ingredient is on the OTC allowlist (topical-only
 * molecules only in a topical form).
 */
import { moleculeKey, type Ingredient } from './composition.ts';
import { OTC_ALLOWLIST } from './otc-allowlist.ts';

export { OTC_ALLOWLIST, type OtcMolecule } from './otc-allowlist.ts';

/** Forms given by injection or infusion: always prescription-only. */
export const PARENTERAL_FORMS: ReadonlySet<string> = new Set(['Injection', 'Infusion', 'Vial']);

/** Forms applied to skin, eye, ear, nose or mouth, where 'topical' molecules are allowed. */
export const TOPICAL_FORMS: ReadonlySet<string> = new Set([
  'Cream',
  'Gel',
  'Ointment',
  'Lotion',
  'Drops',
  'Spray',
  'Solution',
  'Liquid',
  'Powder',
  'Soap',
  'Shampoo',
  'Mouthwash',
  'Wash',
  'Paint',
  'Paste',
  'Oil',
  'Serum',
  'Foam',
  'Emulsion',
  'Lozenge',
]);

const BY_MOLECULE: ReadonlyMap<string, 'any' | 'topical'> = new Map(OTC_ALLOWLIST.map((m) => [m.molecule, m.scope]));

/**
 * The names an ingredient may be listed under: the full key, the key without
 * bracketed parts, each bracketed synonym and each '/'-separated spelling
 * ('Vitamin B6 (Pyridoxine)', 'Paracetamol/Acetaminophen').
 */
export function candidateKeys(name: string): string[] {
  const key = moleculeKey(name);
  const out = new Set([key]);
  const bare = key.replace(/\s*\([^()]*\)/g, '').trim();
  out.add(bare);
  for (const m of key.matchAll(/\(([^()]*)\)/g)) out.add((m[1] ?? '').trim());
  for (const part of bare.split('/')) out.add(part.trim());
  out.delete('');
  return [...out];
}

/** True when this ingredient name is on the allowlist for this form. */
export function isOtcMolecule(name: string, packform: string): boolean {
  return candidateKeys(name).some((k) => {
    const scope = BY_MOLECULE.get(k);
    return scope === 'any' || (scope === 'topical' && TOPICAL_FORMS.has(packform));
  });
}

export function requiresPrescription(p: { sourceSaysRx: boolean; ingredients: Ingredient[]; packform: string }): boolean {
  if (p.sourceSaysRx) return true;
  if (PARENTERAL_FORMS.has(p.packform)) return true;
  if (p.ingredients.length === 0) return true;
  return !p.ingredients.every((i) => isOtcMolecule(i.name, p.packform));
}
