// Lighthouse on the six pages of the performance budget (`npm run bench:lighthouse`, after `npm run build`).
// Targets a running production server with LH_BASE_URL, or starts apps/web/build/node/server.js itself
// (NODE_ENV=production, port LH_PORT or 3952, the catalogue in DATA_DIR, which should hold the full one).
// Each page is run LH_RUNS times (3) with Lighthouse's default mobile preset in Debian's Chromium; the run
// with the median performance score is kept, its report written (screenshots left out, gzip) to
// bench/lighthouse/reports/<page>.json.gz, and a table of the medians printed and written to summary.json.
//
//   npm run build && DATA_DIR=<full catalogue copy> npm run bench:lighthouse
//   LH_BASE_URL=http://127.0.0.1:3952 LH_PAGES=cart,home npm run bench:lighthouse
// LH_REPORTS_DIR writes the reports elsewhere (a "before" run beside the kept "after"); with LH_PAGES, the rows
// of the other pages already in that folder's summary.json are kept, so pages can be run in turn.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { untilHealthy } from '../lib/server-process.mjs';

const root = resolve(import.meta.dirname, '../..');
const reportsDir = resolve(process.env.LH_REPORTS_DIR ?? join(import.meta.dirname, 'reports'));
const runs = Number(process.env.LH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

let server;
let base = process.env.LH_BASE_URL?.replace(/\/$/, '');
if (!base) {
  const port = Number(process.env.LH_PORT ?? 3952);
  base = `http://127.0.0.1:${port}`;
  server = spawn('node', [join(root, 'apps/web/build/node/server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => server.kill('SIGTERM'));
}

/** The medicine page of a popular medicine in this catalogue, found through the typeahead. */
async function medicinePath() {
  const answer = await (await fetch(`${base}/api/search/searchTypeAhead?q=${encodeURIComponent('dolo 650')}`)).json();
  const medicine = answer.data?.products?.find((p) => p.url?.startsWith('/online-medicine-order/'));
  if (!medicine) throw new Error('no medicine found for "dolo 650" in this catalogue');
  return medicine;
}

await untilHealthy(base, server, 250);
const medicineFound = await medicinePath();
const medicine = medicineFound.url;
const allPages = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search/all?q=dolo' },
  { name: 'medicine-en', path: medicine },
  { name: 'medicine-hi', path: `/hi${medicine}` },
  { name: 'cart', path: '/cart' },
  // A guest with a line in the cart cookie: the server renders the priced cart.
  { name: 'cart-guest', path: '/cart', cookie: `dawa_cart=${medicineFound.productId}:2` },
  { name: 'browse', path: '/online-medicine-order/browse?letter=a' },
];
const only = process.env.LH_PAGES?.split(',');
const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages;

const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
mkdirSync(reportsDir, { recursive: true });
const load = loadavg()[0].toFixed(2);
const summary = [];
for (const page of pages) {
  const url = `${base}${page.path}`;
  const headers = page.cookie ? { Cookie: page.cookie } : {};
  // The first render of a page warms the server's caches. A kept-alive socket the server closed while
  // Lighthouse ran fails the first try; the second opens a new one.
  await fetch(url, { headers })
    .then((r) => r.arrayBuffer())
    .catch(() => fetch(url, { headers }).then((r) => r.arrayBuffer()));
  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = join(work, `${page.name}-${i}.json`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is made again, up to twice.
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync(
          process.execPath,
          [
            join(root, 'node_modules/lighthouse/cli/index.js'),
            url,
            '--quiet',
            `--chrome-flags=${chromeFlags}`,
            '--output=json',
            `--output-path=${out}`,
            ...(page.cookie ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
          ],
          { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    results.push(JSON.parse(readFileSync(out, 'utf8')));
  }
  results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = results[Math.floor(results.length / 2)];
  for (const id of ['screenshot-thumbnails', 'final-screenshot']) delete median.audits[id];
  delete median.fullPageScreenshot;
  writeFileSync(join(reportsDir, `${page.name}.json.gz`), gzipSync(JSON.stringify(median)));
  const score = (id) => Math.round((median.categories[id].score ?? 0) * 100);
  const ms = (id) => Math.round(median.audits[id].numericValue);
  summary.push({
    page: page.name,
    path: page.path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number(median.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    serverMs: ms('server-response-time'),
    performanceRuns: results.map((r) => Math.round(r.categories.performance.score * 100)),
  });
}
rmSync(work, { recursive: true, force: true });
const loadEnd = loadavg()[0].toFixed(2);
const summaryFile = join(reportsDir, 'summary.json');
const run = { date: new Date().toISOString(), loadAverage: Number(load), loadAverageAtEnd: Number(loadEnd) };
// Rows of pages not run this time stay, each with the date and load of its own run.
const kept = only && existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')).pages : [];
const rows = allPages
  .map((p) => summary.find((s) => s.page === p.name) ?? kept.find((s) => s.page === p.name))
  .filter(Boolean)
  .map((row) => (summary.includes(row) ? { ...row, ...run } : row));
writeFileSync(summaryFile, `${JSON.stringify({ ...run, lighthouse: '13.5 mobile', base, runs, pages: rows }, null, 2)}\n`);
console.log(`Lighthouse mobile, median of ${runs}, ${base}, load average ${load} at start, ${loadEnd} at end`);
console.log('page         perf  a11y  bp   seo   FCP ms  LCP ms  TBT ms  CLS    server ms  perf runs');
for (const s of summary) {
  console.log(
    [
      s.page.padEnd(12),
      String(s.performance).padStart(4),
      String(s.accessibility).padStart(5),
      String(s.bestPractices).padStart(4),
      String(s.seo).padStart(5),
      String(s.fcpMs).padStart(8),
      String(s.lcpMs).padStart(7),
      String(s.tbtMs).padStart(7),
      s.cls.toFixed(3).padStart(6),
      String(s.serverMs).padStart(10),
      `  ${s.performanceRuns.join(' ')}`,
    ].join(' '),
  );
}
process.exit(0);
