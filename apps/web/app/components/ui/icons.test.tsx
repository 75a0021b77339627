import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as checkout from '../checkout/checkout-icons.tsx';
import * as pdp from '../pdp/icons.tsx';
import * as rx from '../prescriptions/rx-icons.tsx';
import * as ui from './icons.tsx';
import reference from './icons.reference.json';

const icons = Object.entries({ ui, pdp, rx, checkout }).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('Icon') && name !== 'makeIcon')
    .map(([name, Icon]) => [`${module}.${name}`, Icon as (props: { size?: 'sm'; className?: string }) => React.ReactElement] as const),
);

describe('icons', () => {
  it('are drawn exactly as the element-by-element drawing was', () => {
    const drawn = Object.fromEntries(icons.map(([name, Icon]) => [name, renderToStaticMarkup(<Icon size="sm" className="x" />)]));
    expect(drawn).toEqual(reference);
  });

  it('hand React their drawing as one string, so the browser does not hydrate their shapes', () => {
    for (const [, Icon] of icons) {
      const element = Icon({ size: 'sm' });
      expect(element.props).not.toHaveProperty('children');
      expect((element.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html).toMatch(
        /^<(path|g|circle|rect)/,
      );
    }
  });

  it('write attributes and text as React does', () => {
    expect(
      ui.svgMarkup(
        <text textAnchor="middle" fontSize="9">
          {'A & "B" <c>'}
        </text>,
      ),
    ).toBe('<text text-anchor="middle" font-size="9">A &amp; &quot;B&quot; &lt;c&gt;</text>');
  });
});
