import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const app = import.meta.dirname;

/** Files a module imports statically (`import … from`, `export … from`, bare `import '…'`), local ones only. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)];
  return found.map((m) => resolve(dirname(file), m[1]!)).filter((f) => /\.tsx?$/.test(f));
}

/** Everything a route's first load evaluates: the root, the route, and what they import statically. */
function firstLoadGraph(route: string): Set<string> {
  const seen = new Set<string>();
  const queue = [join(app, 'root.tsx'), join(app, route)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.server.ts')) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return new Set([...seen].map((f) => f.slice(app.length + 1)));
}

const PAGES = ['routes/home.tsx', 'routes/search.tsx', 'routes/medicine.tsx', 'routes/cart.tsx', 'routes/browse.tsx'];
const DRAWERS = [
  'components/shell/login-drawer.tsx',
  'components/account/account-menu-drawer.tsx',
  'components/location/pincode-drawer.tsx',
  'components/location/address-form.tsx',
  'components/location/pincode-form.tsx',
  'components/pdp/alternatives-drawer.tsx',
  'components/pdp/education-drawer.tsx',
  'components/pdp/share-dialog.tsx',
  'components/pdp/rx-info.tsx',
  'components/offers/offer-drawer.tsx',
];

describe("a page's first load", () => {
  it.each(PAGES)('%s imports no message catalogue: the page carries the texts it rendered', (route) => {
    const catalogues = [...firstLoadGraph(route)].filter((f) => /^i18n\/.*\.(en|hi)\.ts$/.test(f) || /^i18n\/(en|hi)\.ts$/.test(f));
    expect(catalogues).toEqual([]);
  });

  it.each(PAGES)('%s imports no drawer, dialog or address form: they load when opened', (route) => {
    const graph = firstLoadGraph(route);
    expect(DRAWERS.filter((d) => graph.has(d))).toEqual([]);
  });

  it('the medicine page loads its offers widget as a module of its own, after its first-load script', () => {
    const graph = firstLoadGraph('routes/medicine.tsx');
    expect([...graph].filter((f) => f.startsWith('components/offers/'))).toEqual([]);
  });

  it('the graph walk sees what a page really imports', () => {
    const graph = firstLoadGraph('routes/medicine.tsx');
    expect(graph).toContain('components/shell/site-shell.tsx');
    expect(graph).toContain('components/pdp/alternatives-strip.tsx');
    expect(graph).toContain('i18n/index.ts');
  });
});
