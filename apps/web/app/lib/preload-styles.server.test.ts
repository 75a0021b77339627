import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { styleSheetPreloads } from './preload-styles.server.ts';

const context = (ids: string[], css: Record<string, string[]>) =>
  ({
    manifest: { routes: Object.fromEntries(Object.entries(css).map(([id, files]) => [id, { id, css: files }])) },
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
  }) as unknown as Pick<EntryContext, 'manifest' | 'staticHandlerContext'>;

describe('the style sheet preload header', () => {
  it("names each style sheet of the matched routes once, root's first, without React Router's '#' mark", () => {
    const header = styleSheetPreloads(
      context(['root', 'routes/medicine'], {
        root: ['/assets/shell-1.css#'],
        'routes/medicine': ['/assets/medicine-2.css', '/assets/shell-1.css#'],
        'routes/cart': ['/assets/cart-3.css'],
      }),
    );
    expect(header).toBe('</assets/shell-1.css>; rel=preload; as=style, </assets/medicine-2.css>; rel=preload; as=style');
  });

  it('leaves out the sheets the page carries in its head', () => {
    const header = styleSheetPreloads(
      context(['root', 'routes/medicine'], { root: ['/assets/shell-1.css#'], 'routes/medicine': ['/assets/medicine-2.css'] }),
      (href) => href === '/assets/shell-1.css#',
    );
    expect(header).toBe('</assets/medicine-2.css>; rel=preload; as=style');
    expect(styleSheetPreloads(context(['root'], { root: ['/assets/shell-1.css#'] }), () => true)).toBeNull();
  });

  it('is left out when no matched route has a style sheet', () => {
    expect(styleSheetPreloads(context(['root'], { root: [] }))).toBeNull();
  });
});
