/**
 * An honest, generated pack shot: a simple drawing of the pack form (strip, bottle, tube, vial, box, sachet,
 * inhaler, drops) tinted by manufacturer, with the product name on its label. Never a photo of a real pack.
 */
import { packFormKind, stableHash, type PackKind } from '@dawa/domain';
import { useMemo } from 'react';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { escapeHtml } from './escape-html.ts';

type Tint = { main: string; mid: string; soft: string };

function tintOf(manufacturer: string): Tint {
  const hue = stableHash(manufacturer.trim().toLowerCase()) % 360;
  return { main: `hsl(${hue} 50% 32%)`, mid: `hsl(${hue} 45% 72%)`, soft: `hsl(${hue} 55% 94%)` };
}

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

/**
 * The inside of the pack shot as one string: React writes it as is and, in the browser, neither hydrates
 * nor re-renders its twenty-odd shapes (a medicine page shows sixteen pack shots).
 */
function packShotMarkup(kind: PackKind, c: Tint, name: string): string {
  const [first, second] = labelLines(name);
  const firstLine =
    `<text x="60" y="${second ? 98 : 104}" text-anchor="middle" font-size="10" font-weight="700" fill="#fff"${fit(first, 6.4)}>` +
    `${escapeHtml(first)}</text>`;
  const secondLine = second
    ? `<text x="60" y="110" text-anchor="middle" font-size="9" fill="#fff"${fit(second, 5.2)}>${escapeHtml(second)}</text>`
    : '';
  return (
    `<rect width="120" height="120" rx="10" fill="${c.soft}"></rect>${SHAPES[kind](c)}` +
    `<rect x="6" y="86" width="108" height="28" rx="5" fill="${c.main}"></rect>${firstLine}${secondLine}`
  );
}

/** A decorative pack shot as the markup `PackImage` writes for it (lists written as strings on the server). */
export function decorativePackShotMarkup(name: string, manufacturer: string, packform: string, width: number, height: number): string {
  const inside = packShotMarkup(packFormKind(packform), tintOf(manufacturer || name), name);
  return `<svg class="pack-shot" viewBox="0 0 120 120" width="${width}" height="${height}" aria-hidden="true" focusable="false">${inside}</svg>`;
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
  const markup = useMemo(() => packShotMarkup(kind, tintOf(manufacturer || name), name), [kind, manufacturer, name]);
  return (
    <svg
      className="pack-shot"
      viewBox="0 0 120 120"
      width={width}
      height={height}
      {...a11y}
      focusable="false"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
