// Memory and uncached throughput of the compiled server together (`npm run bench:memory`, decision 036): a
// setting that saves memory must not cost requests per second, so both are measured on the same start.
//
// Starts BENCH_SERVER (default apps/web/build/node/server.js; point it at another build to compare) with the
// page cache off (PAGE_CACHE_MB=0) on BENCH_DATA_DIR (a copy of the full catalogue), then for each target runs
// wrk -t2 -c10 -d$BENCH_DURATION with bench/http/rotate.lua taking the next of 1,000 different medicines
// (bench/http/medicine-paths.mjs) on every request (nothing can answer from memory per URL), and reads the server's CPU time (/proc/<pid>/stat) around
// it (after a warm-up of BENCH_WARMUP, default 4s, not counted): CPU ms per request moves much less with the machine's load than requests per second. Then the resident
// memory after the load and again REST_SECONDS (default 10) later.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMs, loadAverage, statusMb, untilHealthy } from '../lib/server-process.mjs';
import { ACCEPT_ENCODING } from '../lib/accept-encoding.mjs';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const duration = process.env.BENCH_DURATION ?? '10s';
const serverFile = resolve(root, process.env.BENCH_SERVER ?? 'apps/web/build/node/server.js');
const PRODUCTS = 1000;

const server = spawn('node', [serverFile], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PAGE_CACHE_MB: '0',
    DATA_DIR: resolve(root, process.env.BENCH_DATA_DIR ?? '.data/pglite'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const started = performance.now();
await untilHealthy(base, server);
const readyS = (performance.now() - started) / 1000;
const rssReady = statusMb(server.pid, 'VmRSS');

// 1,000 medicines spread over the catalogue: their product calls and their pages, one path a line.
const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const pathsFile = (template) => {
  const file = join(dir, `paths-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(
    file,
    execFileSync('node', [join(root, 'bench/http/medicine-paths.mjs'), base, String(PRODUCTS), template], { encoding: 'utf8' }),
  );
  return file;
};
const rotate = join(root, 'bench/http/rotate.lua');
const targets = [
  ['medicine page, 1,000 medicines', pathsFile('{url}')],
  ['product detail API, 1,000 medicines', pathsFile('/api/products/{id}')],
  ['typeahead API (augmentin)', null, '/api/search/searchTypeAhead?q=augmentin'],
  ['browse A–Z page', null, '/online-medicine-order/browse?letter=a'],
];
const rows = [];
for (const [name, paths, path] of targets) {
  const args = [
    '-t2',
    '-c10',
    '-H',
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    ...(paths ? ['-s', rotate, `${base}/`, '--', paths] : [`${base}${path}`]),
  ];
  // Warm-up, not counted: the JIT compiles the route's code first.
  spawnSync('wrk', [`-d${process.env.BENCH_WARMUP ?? '4s'}`, ...args]);
  const before = cpuMs(server.pid);
  const out = spawnSync('wrk', [`-d${duration}`, ...args], { encoding: 'utf8' }).stdout;
  const cpu = cpuMs(server.pid) - before;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  rows.push({
    name,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    cpuMsPerRequest: cpu / requests,
    non2xx,
    load: loadAverage(),
  });
}
const rssAfterLoad = statusMb(server.pid, 'VmRSS');
await new Promise((r) => setTimeout(r, Number(process.env.REST_SECONDS ?? 10) * 1000));
const rssAtRest = statusMb(server.pid, 'VmRSS');
const peak = statusMb(server.pid, 'VmHWM');
server.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });

console.log(`# ${new Date().toISOString()} · ${serverFile.replace(`${root}/`, '')} · ready in ${readyS.toFixed(1)} s`);
console.log('| target (uncached) | req/s | CPU ms / request | non-2xx | load average |');
console.log('|---|---:|---:|---:|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(1)} | ${r.cpuMsPerRequest.toFixed(2)} | ${r.non2xx} | ${r.load} |`);
console.log(`RSS ready ${rssReady} MB, after the load ${rssAfterLoad} MB, at rest ${rssAtRest} MB, peak ${peak} MB`);
