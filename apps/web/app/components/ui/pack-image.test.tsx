import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleContext, type Locale } from '../../i18n/index.ts';
import { PackImage } from './pack-image.tsx';
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

describe('the pack shot', () => {
  it('draws every pack form exactly as the element-by-element drawing did', () => {
    expect(CASES.map(render)).toEqual(reference);
  });

  it('hands React its drawing as one string, so the browser does not hydrate its shapes one by one', () => {
    let element: ReturnType<typeof PackImage> | undefined;
    function Probe() {
      element = PackImage({ name: 'Dolo 650 Tablet', manufacturer: 'Micro Labs', packform: 'Tablet', decorative: true });
      return element;
    }
    renderToStaticMarkup(<Probe />);
    expect(element!.props.children).toBeUndefined();
    expect(element!.props.dangerouslySetInnerHTML.__html).toContain('<ellipse cx="34" cy="38"');
  });
});
