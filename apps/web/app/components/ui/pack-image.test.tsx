import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleContext, type Locale } from '../../i18n/index.ts';
import { PACK_SPRITE_MARKUP, PackImage, PackSprite } from './pack-image.tsx';
import reference from './pack-image.reference.json';

// One pack of every form; names of one and two label lines, squeezed lines, and characters that need escaping.
const CASES: [string, string, string, number, boolean, Locale][] = [
  ['Dolo 650 Tablet', 'Micro Labs Ltd', 'Tablet', 238, false, 'en'],
  ['Crocin Advance Syrup Orange Flavour 60ml', 'GSK <& "Co">', 'Dry Syrup', 96, true, 'en'],
  ['Betadine Ointment', 'Win-Medicare', 'Gel', 120, false, 'hi'],
  ['Insulin Glargine Injection', 'Biocon', 'Infusion', 72, true, 'en'],
  ['ORS Powder', '', 'Sachet', 128, false, 'en'],
  ['Asthalin Inhaler', 'Cipla', 'Inhaler', 96, false, 'hi'],
  ['Itone Eye Drops', 'Deys', 'Drops', 96, true, 'en'],
  ['First Aid Kit & Bandage', 'Hansaplast', 'Kit', 120, false, 'en'],
  ['Supercalifragilisticexpialidocious Extra Long Name Capsule Pack', 'Acme', 'Capsule', 96, false, 'en'],
];

const render = ([name, manufacturer, packform, size, decorative, locale]: (typeof CASES)[number]) =>
  renderToStaticMarkup(
    <LocaleContext value={locale}>
      <PackImage name={name} manufacturer={manufacturer} packform={packform} width={size} height={size} decorative={decorative} />
    </LocaleContext>,
  );

/** The sprite's colour classes as catalogue.css defines them: class → [property, value with var(--pk-h)]. */
function colourClasses(): Map<string, [string, string]> {
  const css = readFileSync(new URL('../../styles/catalogue.css', import.meta.url), 'utf8');
  const rules = new Map<string, [string, string]>();
  for (const [, name, property, value] of css.matchAll(/\.(pk-\w+) \{\s*(fill|stroke): ([^;]+);\s*\}/g))
    rules.set(name!, [property!, value!]);
  return rules;
}

/** Each element of some SVG markup as its tag and its attributes in name order (the order does not change a drawing). */
function elements(markup: string): string[] {
  return [...markup.matchAll(/<(\/?\w+)([^>]*)>([^<]*)/g)].map(([, tag, attributes, text]) => {
    const pairs = [...attributes!.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
    return `${tag} ${pairs.join(' ')} ${text}`;
  });
}

/**
 * What the browser draws for a pack shot: the drawing it uses from the page's sprite put in its place, with the
 * sprite's colour classes resolved for the shot's hue.
 */
function drawn(markup: string): string {
  const hue = /style="--pk-h:(\d+)"/.exec(markup)?.[1];
  if (hue === undefined) throw new Error('the pack shot sets no hue');
  const classes = colourClasses();
  return markup.replace(/ style="--pk-h:\d+"/, '').replace(/<use href="#pk-(\w+)"><\/use>/, (_use, kind: string) => {
    const symbol = new RegExp(`<symbol id="pk-${kind}" viewBox="0 0 120 120">(.*?)</symbol>`).exec(PACK_SPRITE_MARKUP);
    if (!symbol) throw new Error(`the sprite has no drawing of a ${kind}`);
    return symbol[1]!.replace(/ class="([^"]*)"/g, (_class, names: string) =>
      names
        .split(' ')
        .map((name) => {
          const rule = classes.get(name);
          if (!rule) throw new Error(`catalogue.css has no rule for .${name}`);
          return ` ${rule[0]}="${rule[1].replace('var(--pk-h)', hue)}"`;
        })
        .join(''),
    );
  });
}

describe('the pack shot', () => {
  it('draws every pack form exactly as the element-by-element drawing did, from the drawing in the page', () => {
    expect(CASES.map(render).map((markup) => elements(drawn(markup)))).toEqual(reference.map(elements));
  });

  it('writes a short reference to the drawing in the page, not the drawing itself', () => {
    const markup = render(CASES[0]!);
    expect(markup).toContain('<use href="#pk-strip"></use>');
    expect(markup).not.toContain('<ellipse');
    expect(markup.length).toBeLessThan(500);
  });

  it('hands React its label as one string, so the browser does not hydrate it', () => {
    let element: ReturnType<typeof PackImage> | undefined;
    function Probe() {
      element = PackImage({ name: 'Dolo 650 Tablet', manufacturer: 'Micro Labs', packform: 'Tablet', decorative: true });
      return element;
    }
    renderToStaticMarkup(<Probe />);
    expect(element!.props.children).toBeUndefined();
    expect(element!.props.dangerouslySetInnerHTML.__html).toContain('<use href="#pk-strip">');
  });

  it('finds every pack form drawn once in the sprite the root layout writes', () => {
    const sprite = renderToStaticMarkup(<PackSprite />);
    for (const kind of ['strip', 'bottle', 'tube', 'vial', 'sachet', 'inhaler', 'drops', 'box'])
      expect(sprite.split(`<symbol id="pk-${kind}"`)).toHaveLength(2);
    expect(sprite).toMatch(/^<svg class="pack-sprite" width="0" height="0" aria-hidden="true" focusable="false">/);
  });
});
