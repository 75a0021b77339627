/**
 * Pack labels as the catalogue writes them: '<container> of <number> [<measure>] <form words>',
 * e.g. 'strip of 10 tablets', 'bottle of 100 ml Syrup', 'vial of 1 Injection',
 * 'tube of 15 gm Cream', 'packet of 120 MDI Inhaler'. Spacing and case vary.
 */
import { countNounOf, packformOf } from './pack-forms.ts';

export { PACKFORMS, packFormKind, packformOf } from './pack-forms.ts';
export type { PackKind, Packform } from './pack-forms.ts';

export interface Pack {
  /** The label as given, trimmed and single-spaced. */
  label: string;
  /** Lowercased outer container: 'strip', 'bottle', 'vial', 'prefilled syringe', ...; '' when absent. */
  container: string;
  /** The number written in the label (10 in 'strip of 10 tablets', 1 in 'bottle of 1 Ltr'); null when none. */
  quantity: number | null;
  /** Title-case dosage form from PACKFORMS, 'Other' when unrecognised. */
  packform: string;
  /** How many measurement units one pack holds, always > 0 (litres and kilograms converted to ml and gm). */
  unitsPerPack: number;
  /** 'tablet', 'capsule', 'ml', 'gm', 'mg', 'dose', 'vial', ... or 'unit'. */
  measurementUnit: string;
}

/** Measures written right after the number, with their canonical unit and scale. */
const MEASURES: ReadonlyArray<readonly [RegExp, string, number]> = [
  [/^ml$/i, 'ml', 1],
  [/^(ltr|l|litres?|liters?)$/i, 'ml', 1000],
  [/^(gm|g|grams?)$/i, 'gm', 1],
  [/^kg$/i, 'gm', 1000],
  [/^mg$/i, 'mg', 1],
  [/^(mcg|µcg|µg|ug)$/i, 'mcg', 1],
  [/^mdi$/i, 'dose', 1],
  [/^iu$/i, 'IU', 1],
  [/^lb$/i, 'lb', 1],
];

const LABEL = /^(.*?)\s*\bof\s+(\d+(?:\.\d+)?|\.\d+)\s*(.*)$/i;
const BARE = /^(\d+(?:\.\d+)?|\.\d+)\s*(.*)$/;

/** Containers that are themselves the unit for a single injection ('vial of 1 Injection'). */
const SELF_COUNTING =
  /^(vial|ampoule|prefilled syringe|pre-filled pen|disposable pen|penfill|flexpen|cartridge|sachet|kit|pouch|tube|bottle|jar|tin|canister|box|packet|strip)$/;

function measureOf(word: string): readonly [string, number] | null {
  for (const [pattern, unit, scale] of MEASURES) {
    if (pattern.test(word)) return [unit, scale];
  }
  return null;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Parse a catalogue pack label. Never throws; unparseable labels give 1 'unit' (or 1 of the container). */
export function parsePack(label: string): Pack {
  const clean = label.replace(/\s+/g, ' ').trim();
  const m = LABEL.exec(clean) ?? null;
  const bare = m ? null : BARE.exec(clean);
  const container = m ? (m[1] ?? '').toLowerCase() : '';
  const numberText = m ? m[2] : bare ? bare[1] : undefined;
  let rest = (m ? m[3] : bare ? bare[2] : clean) ?? '';

  if (numberText === undefined) {
    const first = clean.split(' ')[0]?.toLowerCase() ?? '';
    const isContainer = SELF_COUNTING.test(first);
    return {
      label: clean,
      container: isContainer ? first : '',
      quantity: null,
      packform: packformOf(clean),
      unitsPerPack: 1,
      measurementUnit: isContainer ? first : 'unit',
    };
  }

  const quantity = Number(numberText);
  const [firstWord = '', ...others] = rest.split(' ');
  const measure = measureOf(firstWord);
  if (measure) rest = others.join(' ');
  const packform = packformOf(rest);

  let unitsPerPack: number;
  let measurementUnit: string;
  if (measure) {
    measurementUnit = measure[0];
    unitsPerPack = round(quantity * measure[1]);
  } else {
    unitsPerPack = quantity;
    measurementUnit = countNounOf(rest) ?? (quantity === 1 && container !== '' ? container : 'unit');
  }
  if (!Number.isFinite(unitsPerPack) || unitsPerPack <= 0) {
    // 'strip of 0 tablets' is a data error: count one of the container.
    const written = Number.isFinite(quantity) ? quantity : null;
    return { label: clean, container, quantity: written, packform, unitsPerPack: 1, measurementUnit: container || 'unit' };
  }
  return { label: clean, container, quantity, packform, unitsPerPack, measurementUnit };
}

/**
 * Price of one measurement unit ('tablet', 'ml', 'gm', ...), rounded to the
 * nearest paisa. Null when the pack holds less than one unit or has no price.
 */
export function pricePerUnit(pricePaise: number, pack: Pack): { paise: number; unit: string } | null {
  if (!Number.isFinite(pack.unitsPerPack) || pack.unitsPerPack < 1) return null;
  if (!Number.isFinite(pricePaise) || pricePaise <= 0) return null;
  return { paise: Math.round(pricePaise / pack.unitsPerPack), unit: pack.measurementUnit };
}
