/**
 * An honest, generated pack shot: a simple drawing of the pack form (strip, bottle, tube, vial, box, sachet,
 * inhaler, drops) tinted by manufacturer, with the product name on its label. Never a photo of a real pack.
 */
import { packFormKind, packformOf, stableHash, type PackKind } from '@dawa/domain';
import { useMemo, type CSSProperties } from 'react';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { escapeHtml } from './escape-html.ts';

type Tint = { main: string; mid: string; soft: string };

/** The manufacturer's hue: every pack of one maker has the same colours. */
function hueOf(manufacturer: string): number {
  return stableHash(manufacturer.trim().toLowerCase()) % 360;
}

/**
 * The drawings live once in the page (`PackSprite`); their colours are classes (catalogue.css) that read the
 * hue each pack shot sets on itself (`--pk-h`, inherited into the drawing it uses).
 */
const SPRITE_TINT: Tint = { main: 'pk-m', mid: 'pk-d', soft: 'pk-s' };
const SPRITE_CLASSES = new Set(Object.values(SPRITE_TINT));

/** Two label lines (about 16 bold and 20 regular characters), ending in '…' when the name is longer. */
function labelLines(name: string, width = 16, secondWidth = 20): [string, string] {
  const words = name.trim().split(/\s+/);
  let first = '';
  let i = 0;
  for (; i < words.length; i++) {
    const next = first ? `${first} ${words[i]}` : words[i]!;
    if (next.length > width && first) break;
    first = next;
  }
  let second = words.slice(i).join(' ');
  if (first.length > width) first = `${first.slice(0, width - 1)}…`;
  if (second.length > secondWidth) second = `${second.slice(0, secondWidth - 1)}…`;
  return [first, second];
}

const line = '#9aa4ad';

/** Squeeze a label line into the 100-unit band when its estimated width would overflow it. */
const fit = (text: string, perChar: number) => (text.length * perChar > 100 ? ' textLength="100" lengthAdjust="spacingAndGlyphs"' : '');

const strokedWhite = (c: Tint) => `fill="#fff" stroke="${c.main}" stroke-width="2"`;

function strip(c: Tint): string {
  let pills = '';
  for (const x of [34, 52, 70, 88])
    for (const y of [38, 60])
      pills += `<ellipse cx="${x}" cy="${y}" rx="7" ry="8" fill="${c.mid}" stroke="${c.main}" stroke-width="1"></ellipse>`;
  return (
    `<rect x="16" y="18" width="88" height="60" rx="6" ${strokedWhite(c)}></rect>${pills}` +
    `<path d="M43 26v46M61 26v46M79 26v46" stroke="${line}" stroke-dasharray="2 3"></path>`
  );
}

const SACHET_EDGE = 'M30 12l5 5 5-5 5 5 5-5 5 5 5-5 5 5 5-5 5 5 5-5 5 5 5-5v68l-5-5-5 5-5-5-5 5-5-5-5 5-5-5-5 5-5-5-5 5-5-5-5 5-5-5z';

/** The drawing of each pack form, as SVG markup. */
const SHAPES: Record<PackKind, (c: Tint) => string> = {
  strip,
  bottle: (c) =>
    `<rect x="47" y="8" width="26" height="12" rx="3" fill="${c.main}"></rect><rect x="51" y="20" width="18" height="6" fill="${line}"></rect>` +
    `<rect x="34" y="26" width="52" height="54" rx="10" ${strokedWhite(c)}></rect><rect x="35" y="42" width="50" height="22" fill="${c.mid}"></rect>`,
  tube: (c) =>
    `<path d="M30 14h60l-6 4H36z" fill="${c.main}"></path><path d="M36 18h48l-10 52H46z" ${strokedWhite(c)}></path>` +
    `<rect x="44" y="32" width="32" height="14" fill="${c.mid}"></rect><rect x="50" y="70" width="20" height="10" rx="2" fill="${c.main}"></rect>`,
  vial: (c) =>
    `<rect x="46" y="10" width="28" height="12" rx="3" fill="${c.main}"></rect><rect x="51" y="22" width="18" height="6" fill="${line}"></rect>` +
    `<rect x="42" y="28" width="36" height="52" rx="6" ${strokedWhite(c)}></rect><rect x="44" y="54" width="32" height="24" rx="3" fill="${c.mid}"></rect>`,
  sachet: (c) =>
    `<path d="${SACHET_EDGE}" ${strokedWhite(c)} stroke-linejoin="round"></path>` +
    `<rect x="38" y="36" width="44" height="20" rx="3" fill="${c.mid}"></rect>`,
  inhaler: (c) =>
    `<rect x="58" y="6" width="20" height="38" rx="7" fill="${c.mid}" stroke="${c.main}" stroke-width="2"></rect>` +
    `<rect x="50" y="34" width="36" height="44" rx="9" ${strokedWhite(c)}></rect><rect x="30" y="60" width="26" height="16" rx="4" fill="${c.main}"></rect>`,
  drops: (c) =>
    `<path d="M56 24l4-18 4 18z" fill="${c.main}"></path><rect x="49" y="24" width="22" height="12" rx="3" fill="${c.main}"></rect>` +
    `<rect x="42" y="36" width="36" height="44" rx="8" ${strokedWhite(c)}></rect><rect x="43" y="50" width="34" height="16" fill="${c.mid}"></rect>`,
  box: (c) =>
    `<path d="M26 26l12-12h58l-12 12z" fill="${c.mid}" stroke="${c.main}" stroke-width="1.5" stroke-linejoin="round"></path>` +
    `<path d="M84 26l12-12v54l-12 12z" fill="${c.main}"></path><rect x="26" y="26" width="58" height="54" ${strokedWhite(c)}></rect>` +
    `<rect x="27" y="42" width="56" height="12" fill="${c.mid}"></rect>`,
};

/** Two label lines of a pack shot: the name, which differs from pack to pack, is not part of the drawing. */
function labelMarkup(name: string): string {
  const [first, second] = labelLines(name);
  const firstLine =
    `<text x="60" y="${second ? 98 : 104}" text-anchor="middle" font-size="10" font-weight="700" fill="#fff"${fit(first, 6.4)}>` +
    `${escapeHtml(first)}</text>`;
  const secondLine = second
    ? `<text x="60" y="110" text-anchor="middle" font-size="9" fill="#fff"${fit(second, 5.2)}>${escapeHtml(second)}</text>`
    : '';
  return firstLine + secondLine;
}

/** The drawing of a pack form: background, the pack, and the band its label is written on. */
function drawingMarkup(kind: PackKind, c: Tint): string {
  return `<rect width="120" height="120" rx="10" fill="${c.soft}"></rect>${SHAPES[kind](c)}<rect x="6" y="86" width="108" height="28" rx="5" fill="${c.main}"></rect>`;
}

/**
 * A colour of the sprite's drawing becomes a class: `fill="pk-d" stroke="pk-m"` is written
 * `class="pk-d pk-ms"` (the classes in catalogue.css), so the drawing takes the colours of the pack shot using it.
 */
function coloursAsClasses(markup: string): string {
  return markup.replace(/<(\w+)([^>]*)>/g, (tag, name: string, attributes: string) => {
    const classes: string[] = [];
    const rest = attributes.replace(/ (fill|stroke)="([^"]*)"/g, (attribute, property: string, value: string) => {
      if (!SPRITE_CLASSES.has(value)) return attribute;
      classes.push(property === 'fill' ? value : `${value}s`);
      return '';
    });
    return classes.length === 0 ? tag : `<${name} class="${classes.join(' ')}"${rest}>`;
  });
}

const PACK_KINDS = Object.keys(SHAPES) as PackKind[];

/** Every pack form's drawing as a `symbol`, written once per page by `PackSprite`. */
export const PACK_SPRITE_MARKUP = PACK_KINDS.map(
  (kind) => `<symbol id="pk-${kind}" viewBox="0 0 120 120">${coloursAsClasses(drawingMarkup(kind, SPRITE_TINT))}</symbol>`,
).join('');

/**
 * The inside of a pack shot as one string: the drawing it uses from the page's sprite and its label. React
 * writes it as is and, in the browser, neither hydrates nor re-renders it; a listing of 48 cards carries 48
 * short references instead of 48 copies of twenty-odd shapes (decision 055).
 */
function packShotMarkup(kind: PackKind, name: string): string {
  return `<use href="#pk-${kind}"></use>${labelMarkup(name)}`;
}

/** The hue as React writes it in the pack shot's `style` attribute. */
const hueStyle = (hue: number) => `--pk-h:${hue}`;

/** A decorative pack shot as the markup `PackImage` writes for it (lists written as strings on the server). */
export function decorativePackShotMarkup(name: string, manufacturer: string, packform: string, width: number, height: number): string {
  const inside = packShotMarkup(packFormKind(packform), name);
  const hue = hueOf(manufacturer || name);
  return `<svg class="pack-shot" viewBox="0 0 120 120" width="${width}" height="${height}" aria-hidden="true" focusable="false" style="${hueStyle(hue)}">${inside}</svg>`;
}

/** The page's pack drawings, once, for every pack shot on it (in the root layout, so client navigations find it). */
export function PackSprite() {
  return (
    <svg
      className="pack-sprite"
      width="0"
      height="0"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: PACK_SPRITE_MARKUP }}
    />
  );
}

const KIND_KEYS: Record<PackKind, MessageKey> = {
  strip: 'catalogue.pack.strip',
  bottle: 'catalogue.pack.bottle',
  tube: 'catalogue.pack.tube',
  vial: 'catalogue.pack.vial',
  box: 'catalogue.pack.box',
  sachet: 'catalogue.pack.sachet',
  inhaler: 'catalogue.pack.inhaler',
  drops: 'catalogue.pack.drops',
};

type Props = { name: string; manufacturer: string; packform: string; width?: number; height?: number; decorative?: boolean };

export function PackImage({ name, manufacturer, packform, width = 120, height = 120, decorative = false }: Props) {
  const t = useT();
  const kind = packFormKind(packform);
  const a11y = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': t('catalogue.packShot', { kind: t(KIND_KEYS[kind]), name }) };
  const { markup, style } = useMemo(
    () => ({ markup: packShotMarkup(kind, name), style: { '--pk-h': String(hueOf(manufacturer || name)) } as CSSProperties }),
    [kind, manufacturer, name],
  );
  return (
    <svg
      className="pack-shot"
      viewBox="0 0 120 120"
      width={width}
      height={height}
      {...a11y}
      focusable="false"
      style={style}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** A category's drawing (a medicine dosage form, a healthcare category): the pack form its name suggests, tinted by its slug. */
export function CategoryDrawing({ category, size }: { category: { name: string; slug: string }; size: number }) {
  return (
    <PackImage
      name={category.name}
      manufacturer={category.slug}
      packform={packformOf(category.name)}
      width={size}
      height={size}
      decorative
    />
  );
}
