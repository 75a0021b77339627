// First-load JavaScript and CSS per page, from the client build's route manifest (`npm run bench:bundle`,
// after `npm run build`). A page's first load is what the server's HTML asks for before any interaction:
// the route manifest, the client entry, and the module and static imports of every route from the root down
// to the page's route. With React Router's lazy route discovery (on: `ssr` and no `routeDiscovery` setting) the
// browser never fetches the manifest file: the page carries, inline, the part of it that React Router writes
// (`getPartialManifest`: the routes matching the path and each of its parent paths), and that part is counted.
// Sizes are gzip (level 9, as the server's precompressed files). Exits 1 when a page is over the budget;
// `--json` prints the figures as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';

const root = resolve(import.meta.dirname, '../..');
export const JS_BUDGET = 150_000;
export const CSS_BUDGET = 30_000;

/** The six pages of the performance budget, by the route that renders them. */
export const PAGES = [
  { page: 'home', path: '/', route: 'routes/home' },
  { page: 'search results', path: '/search/all', route: 'routes/search' },
  { page: 'medicine EN', path: '/online-medicine-order/dolo-650-tablet-1', route: 'routes/medicine' },
  { page: 'medicine HI', path: '/hi/online-medicine-order/dolo-650-tablet-1', route: 'medicine-hi' },
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

/** The route tree of the manifest, as React Router matches it. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: build(r.id),
    }));
  return build(undefined);
}

/** The manifest script the server writes into the page at `path`: the routes matching it and each parent path. */
export function inlineManifest(manifest, path) {
  const tree = routeTree(manifest);
  const ids = new Set();
  const segments = path.split('/').filter(Boolean);
  const paths = [path, '/'];
  for (segments.pop(); segments.length > 0; segments.pop()) paths.push(`/${segments.join('/')}`);
  for (const p of paths) for (const m of matchRoutes(tree, p) ?? []) ids.add(m.route.id);
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  const { sri, ...rest } = manifest;
  // Written as the server writes it: indented JSON.
  return `window.__reactRouterManifest = ${JSON.stringify({ ...rest, routes, sri: sri ? true : undefined }, null, 2)};`;
}

/** The files a first load of `routeId` at `path` fetches, with their gzip sizes (the inline manifest as one). */
export function firstLoad(clientDir, routeId, path) {
  const { manifest } = readManifest(clientDir);
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(manifest.routes[id]);
  }
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
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
  const jsFiles = [{ file: '(manifest, inline)', gzip: gzipSync(inlineManifest(manifest, path), { level: 9 }).length }, ...sized(js)];
  const cssFiles = sized(css);
  const sum = (files) => files.reduce((n, f) => n + f.gzip, 0);
  return { js: jsFiles, css: cssFiles, jsGzip: sum(jsFiles), cssGzip: sum(cssFiles) };
}

export function report(clientDir = join(root, 'apps/web/build/client')) {
  return PAGES.map((p) => ({ ...p, ...firstLoad(clientDir, p.route, p.path) }));
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
