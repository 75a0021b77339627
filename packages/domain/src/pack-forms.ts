/**
 * Dosage forms ("packform") recognised in pack labels, and the counting noun
 * each label uses. Both lists were derived from the 2,118 distinct pack labels
 * of the 1mg A–Z catalogue (Nov 2023), e.g. 'strip of 10 tablet sr',
 * 'bottle of 30 ml Dry Syrup', 'packet of 120 MDI Inhaler'.
 */

export const PACKFORMS = [
  'Tablet',
  'Capsule',
  'Syrup',
  'Dry Syrup',
  'Suspension',
  'Injection',
  'Infusion',
  'Cream',
  'Gel',
  'Ointment',
  'Drops',
  'Solution',
  'Liquid',
  'Powder',
  'Lotion',
  'Inhaler',
  'Respules',
  'Spray',
  'Soap',
  'Shampoo',
  'Sachet',
  'Granules',
  'Kit',
  'Mouthwash',
  'Wash',
  'Paint',
  'Paste',
  'Suppository',
  'Enema',
  'Patch',
  'Lozenge',
  'Oral Strip',
  'Gum',
  'Emulsion',
  'Oil',
  'Serum',
  'Foam',
  'Nail Lacquer',
  'Other',
] as const;
export type Packform = (typeof PACKFORMS)[number];

/**
 * Ordered: the first pattern that matches the form words wins, so the more
 * specific reading comes first ('powder for injection' is an Injection,
 * 'ophthalmic suspension' is Drops, 'dry syrup' is not a plain Syrup).
 */
const FORM_RULES: ReadonlyArray<readonly [RegExp, Packform]> = [
  [/infusion/, 'Infusion'],
  [/inject|vaccine|pre-?filled|\b(auto)?pens?\b|cartri(d)?ge|\bampu?o?ules?\b|\bvials?\b/, 'Injection'],
  [/respule|transpule|oxipule|nebuli[sz]er/, 'Respules'],
  [/solution for inhalation/, 'Solution'],
  [/inhal|haler\b|novocart|diskette/, 'Inhaler'],
  [/spray|aerosol|aquanase/, 'Spray'],
  [/drop|ophthalmic (solution|suspension|emulsion)|eye\/ear|nasal solution|opticops/, 'Drops'],
  [/dry syrup/, 'Dry Syrup'],
  [/syrup|expectorant|linctus|elixir|tonic/, 'Syrup'],
  [/suspension/, 'Suspension'],
  [/\btab(let)?s?\b|tablet|caplet|tabcap|captab|rapitab/, 'Tablet'],
  [/capsule|\w*caps?\b|soflet/, 'Capsule'],
  [/granule|pellet|particle|grain/, 'Granules'],
  [/sachet/, 'Sachet'],
  [/powder|husk/, 'Powder'],
  [/ointment/, 'Ointment'],
  [/cream/, 'Cream'],
  [/\bgels?\b|jelly/, 'Gel'],
  [/lotion|liniment/, 'Lotion'],
  [/shampoo/, 'Shampoo'],
  [/soap|\bbar\b/, 'Soap'],
  [/mouth ?wash|gargle/, 'Mouthwash'],
  [/wash|cleanser|scrub/, 'Wash'],
  [/paint/, 'Paint'],
  [/paste/, 'Paste'],
  [/suppositor|pessar/, 'Suppository'],
  [/enema/, 'Enema'],
  [/patch/, 'Patch'],
  [/lozenge|pastille/, 'Lozenge'],
  [/strip/, 'Oral Strip'],
  [/\bgums?\b|chewing/, 'Gum'],
  [/solution/, 'Solution'],
  [/liquid/, 'Liquid'],
  [/emulsion/, 'Emulsion'],
  [/\boil\b/, 'Oil'],
  [/serum/, 'Serum'],
  [/foam/, 'Foam'],
  [/lacquer/, 'Nail Lacquer'],
  [/\bkits?\b|combo|combipack|combikit/, 'Kit'],
];

/** The packform named by the form words of a label ('tablet sr', 'Oral Suspension'), or 'Other'. */
export function packformOf(formWords: string): Packform {
  const text = formWords.toLowerCase();
  for (const [pattern, form] of FORM_RULES) {
    if (pattern.test(text)) return form;
  }
  return 'Other';
}

/**
 * Counting nouns: when a label has no measure ('strip of 10 tablets'), the
 * number counts these. Only plural 'injections' counts; 'vial of 1 Injection'
 * counts the vial itself.
 */
const COUNT_NOUNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/caplet|tabcap|captab|rapitab|\btab(let)?s?\b|tablet/, 'tablet'],
  [/capsule|\w*caps?\b|soflet/, 'capsule'],
  [/respules?|transpules?|oxipules?|nebuli[sz]ers/, 'respule'],
  [/suppositor|pessar/, 'suppository'],
  [/patch/, 'patch'],
  [/lozenge|pastille/, 'lozenge'],
  [/sachet/, 'sachet'],
  [/strips?\b/, 'strip'],
  [/injections/, 'injection'],
  [/\bkits?\b/, 'kit'],
  [/\binhalers?\b/, 'inhaler'],
  [/\bgums?\b/, 'piece'],
  [/gummies/, 'gummy'],
  [/bottles/, 'bottle'],
  [/tubes/, 'tube'],
  [/boxes/, 'box'],
  [/vials/, 'vial'],
  [/ampu?o?ules/, 'ampoule'],
  [/cartri(d)?ges/, 'cartridge'],
  [/\bpens?\b/, 'pen'],
  [/wipes/, 'wipe'],
  [/\bunits?\b/, 'unit'],
];

/** The counted noun in the form words, if there is one. */
export function countNounOf(formWords: string): string | null {
  const text = formWords.toLowerCase();
  for (const [pattern, noun] of COUNT_NOUNS) {
    if (pattern.test(text)) return noun;
  }
  return null;
}

export type PackKind = 'strip' | 'bottle' | 'tube' | 'vial' | 'box' | 'sachet' | 'inhaler' | 'drops';

const KIND: Readonly<Record<Packform, PackKind>> = {
  Tablet: 'strip',
  Capsule: 'strip',
  'Oral Strip': 'strip',
  Syrup: 'bottle',
  'Dry Syrup': 'bottle',
  Suspension: 'bottle',
  Solution: 'bottle',
  Liquid: 'bottle',
  Lotion: 'bottle',
  Shampoo: 'bottle',
  Mouthwash: 'bottle',
  Wash: 'bottle',
  Paint: 'bottle',
  Emulsion: 'bottle',
  Oil: 'bottle',
  Serum: 'bottle',
  Foam: 'bottle',
  Spray: 'bottle',
  'Nail Lacquer': 'bottle',
  Cream: 'tube',
  Gel: 'tube',
  Ointment: 'tube',
  Paste: 'tube',
  Injection: 'vial',
  Infusion: 'vial',
  Respules: 'vial',
  Drops: 'drops',
  Inhaler: 'inhaler',
  Sachet: 'sachet',
  Granules: 'sachet',
  Powder: 'sachet',
  Soap: 'box',
  Kit: 'box',
  Suppository: 'box',
  Enema: 'box',
  Patch: 'box',
  Lozenge: 'box',
  Gum: 'box',
  Other: 'box',
};

/** Which generic pack picture to draw for a packform; unknown forms get a box. */
export function packFormKind(packform: string): PackKind {
  return (KIND as Record<string, PackKind | undefined>)[packform] ?? 'box';
}
