// First-load JavaScript and CSS per page, from the client build's route manifest (`npm run bench:bundle`,
// after `npm run build`). A page's first load is what the server's HTML asks for before any interaction:
// the route manifest itself, the client entry, and the module and static imports of every route from the
// root down to the page's route. Sizes are gzip (level 9, as the server's precompressed files). Exits 1
// when a page is over the budget; `--json` prints the figures as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
export const JS_BUDGET = 150_000;
export const CSS_BUDGET = 30_000;

/** The six pages of the performance budget, by the route that renders them. */
export const PAGES = [
  { page: 'home', path: '/', route: 'routes/home' },
  { page: 'search results', path: '/search/all?name=dolo', route: 'routes/search' },
  { page: 'medicine EN', path: '/online-medicine-order/…', route: 'routes/medicine' },
  { page: 'medicine HI', path: '/hi/online-medicine-order/…', route: 'medicine-hi' },
  { page: 'cart', path: '/cart', route: 'routes/cart' },
  { page: 'browse A–Z', path: '/online-medicine-order/browse', route: 'routes/browse' },
];

export function readManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no route manifest in ${assets}: run npm run build first`);
  const source = readFileSync(join(assets, name), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
  return { manifest, manifestFile: `/assets/${name}` };
}

/** The files a first load of `routeId` fetches, with their gzip sizes. */
export function firstLoad(clientDir, routeId) {
  const { manifest, manifestFile } = readManifest(clientDir);
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(manifest.routes[id]);
  }
  const js = new Set([manifestFile, manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (const route of chain) {
    js.add(route.module);
    for (const f of route.imports ?? []) js.add(f);
    for (const f of route.css ?? []) css.add(f);
  }
  const sized = (files) =>
    [...new Set([...files].map((f) => f.split('#')[0]))].map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
    }));
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const sum = (files) => files.reduce((n, f) => n + f.gzip, 0);
  return { js: jsFiles, css: cssFiles, jsGzip: sum(jsFiles), cssGzip: sum(cssFiles) };
}

export function report(clientDir = join(root, 'apps/web/build/client')) {
  return PAGES.map((p) => ({ ...p, ...firstLoad(clientDir, p.route) }));
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

if (import.meta.main) {
  const rows = report();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    if (process.argv.includes('--files')) {
      for (const r of rows) {
        console.log(`\n${r.page} (${r.route})`);
        for (const f of [...r.js].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(6)} KB  ${f.file}`);
      }
      console.log('');
    }
    console.log(`page              files  JS gzip   budget ${kb(JS_BUDGET)} KB   CSS gzip (budget ${kb(CSS_BUDGET)} KB)`);
    for (const r of rows) {
      const ok = r.jsGzip <= JS_BUDGET && r.cssGzip <= CSS_BUDGET;
      console.log(
        `${r.page.padEnd(17)} ${String(r.js.length).padStart(5)}  ${kb(r.jsGzip).padStart(6)} KB  ${ok ? 'within' : 'OVER  '}            ${kb(r.cssGzip).padStart(5)} KB`,
      );
    }
  }
  if (rows.some((r) => r.jsGzip > JS_BUDGET || r.cssGzip > CSS_BUDGET)) process.exitCode = 1;
}
