/**
 * Molecules a Dawa product may contain and still be sold without a
 * prescription. Compiled conservatively from molecules commonly sold over the
 * counter in India: pain and fever (paracetamol), oral rehydration salts,
 * antacids and anti-flatulents, bulk and stimulant laxatives, common vitamins
 * and minerals, probiotics, topical antiseptics, tear substitutes, nasal
 * decongestant drops, throat lozenges, counter-irritant rubs, dental
 * ingredients and nicotine replacement. Drugs & Cosmetics Rules Schedule H,
 * H1 and X molecules are never on it (for example antibiotics, ibuprofen,
 * cetirizine, ketoconazole, terbinafine, ambroxol, dextromethorphan,
 * minoxidil), and a combination is OTC only when every ingredient is listed.
 *
 * scope 'topical' means the molecule is allowed only in a form applied to the
 * skin, eye, ear, nose or mouth (clotrimazole cream is OTC, clotrimazole
 * vaginal tablets are not).
 *
 * Names are moleculeKey() spellings as found in the catalogue.
 */

export interface OtcMolecule {
  molecule: string;
  scope: 'any' | 'topical';
  /** The healthcare store's shelf for medicines led by this molecule (its 'OTC Medicines' sub-category). */
  shelf: string;
}

const any = (shelf: string, ...names: string[]): OtcMolecule[] => names.map((molecule) => ({ molecule, scope: 'any', shelf }));
const topical = (shelf: string, ...names: string[]): OtcMolecule[] => names.map((molecule) => ({ molecule, scope: 'topical', shelf }));

export const OTC_ALLOWLIST: readonly OtcMolecule[] = [
  // Pain and fever
  ...any('Pain & Fever', 'paracetamol', 'acetaminophen', 'caffeine'),
  // Oral rehydration salts
  ...any(
    'Oral Rehydration',
    'sodium chloride',
    'potassium chloride',
    'sodium citrate',
    'trisodium citrate',
    'dextrose',
    'glucose',
    'electrolytes',
  ),
  // Antacids and anti-flatulents
  ...any(
    'Acidity & Gas',
    'aluminium hydroxide',
    'aluminum hydroxide',
    'magnesium hydroxide',
    'milk of magnesia',
    'magaldrate',
    'simethicone',
    'dimethicone',
    'activated dimethicone',
    'sodium bicarbonate',
    'potassium bicarbonate',
    'calcium carbonate',
    'sodium alginate',
    'magnesium trisilicate',
    'magnesium carbonate',
    'magnesium oxide',
  ),
  // Laxatives
  ...any(
    'Constipation',
    'lactulose',
    'ispaghula',
    'ispaghula husk',
    'psyllium',
    'isabgol',
    'liquid paraffin',
    'bisacodyl',
    'senna',
    'sennosides',
  ),
  // Vitamins
  ...any(
    'Vitamins & Minerals',
    'multivitamin',
    'vitamin b',
    'vitamin b1',
    'thiamine',
    'thiamine mononitrate',
    'thiamine nitrate',
    'vitamin b2',
    'riboflavin',
    'vitamin b3',
    'niacinamide',
    'nicotinamide',
    'vitamin b5',
    'pantothenic acid',
    'calcium pantothenate',
    'vitamin b6',
    'pyridoxine',
    'pyridoxine hydrochloride',
    'biotin',
    'folic acid',
    'vitamin b12',
    'cyanocobalamin',
    'methylcobalamin',
    'mecobalamin',
    'vitamin c',
    'ascorbic acid',
    'l ascorbic acid',
    'calcium ascorbate',
    'vitamin d',
    'vitamin d3',
    'cholecalciferol',
    'vitamin e',
    'tocopherol',
    'tocopheryl acetate',
  ),
  // Minerals
  ...any(
    'Vitamins & Minerals',
    'calcium',
    'calcium citrate',
    'calcium citrate malate',
    'calcium lactate',
    'calcium gluconate',
    'magnesium',
    'zinc',
    'zinc sulfate',
    'zinc sulphate',
    'zinc sulphate monohydrate',
    'zinc gluconate',
    'zinc bisglycinate',
    'ferrous ascorbate',
    'ferrous bisglycinate',
    'ferrous fumarate',
    'ferrous sulphate',
    'ferrous sulfate',
    'selenium',
  ),
  // Probiotics and nutritional oils
  ...any(
    'Probiotics & Supplements',
    'lactobacillus',
    'lactic acid bacillus',
    'lactobacillus acidophilus',
    'lactobacillus sporogenes',
    'lactobacillus rhamnosus',
    'bacillus clausii',
    'saccharomyces boulardii',
    'omega-3 fatty acid',
    'eicosapentaenoic acid',
    'docosahexanoic acid',
    'docosahexaenoic acid',
    'dha',
    'lycopene',
  ),
  // Throat, cold rubs, smoking cessation
  ...any('Throat, Cold & Quit Smoking', 'amylmetacresol', 'dichlorobenzyl alcohol', 'menthol', 'levomenthol', 'eucalyptus oil', 'nicotine'),
  // Topical antiseptics
  ...topical(
    'Antiseptics & First Aid',
    'povidone iodine',
    'chlorhexidine',
    'chlorhexidine gluconate',
    'cetrimide',
    'hydrogen peroxide',
    'chloroxylenol',
    'benzalkonium chloride',
    'triclosan',
  ),
  // Topical antifungal, scalp and skin care
  ...topical(
    'Skin & Scalp Care',
    'clotrimazole',
    'salicylic acid',
    'coal tar',
    'zinc pyrithione',
    'selenium sulphide',
    'selenium sulfide',
    'calamine',
    'zinc oxide',
    'zinc chloride',
    'aloe vera',
    'glycerin',
    'glycerol',
    'white soft paraffin',
    'd-panthenol',
    'dexpanthenol',
  ),
  // Counter-irritant rubs
  ...topical(
    'Pain Relief Rubs',
    'camphor',
    'methyl salicylate',
    'turpentine oil',
    'clove oil',
    'thymol',
    'peppermint oil',
    'wintergreen oil',
  ),
  // Eye lubricants and nasal decongestant drops
  ...topical(
    'Eye & Nose Drops',
    'carboxymethylcellulose',
    'hydroxypropylmethylcellulose',
    'hypromellose',
    'xylometazoline',
    'oxymetazoline',
  ),
  // Dental
  ...topical(
    'Dental Care',
    'sodium fluoride',
    'stannous fluoride',
    'sodium monofluorophosphate',
    'potassium nitrate',
    'strontium chloride',
  ),
];
