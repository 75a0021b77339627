// Memory and uncached throughput of the compiled server together (`npm run bench:memory`, decision 036): a
// setting that saves memory must not cost requests per second, so both are measured on the same start.
//
// Starts BENCH_SERVER (default apps/web/build/node/server.js; point it at another build to compare) with the
// page cache off (PAGE_CACHE_MB=0) on BENCH_DATA_DIR (a copy of the full catalogue), then for each target runs
// wrk -t2 -c10 -d$BENCH_DURATION with a Lua script that takes the next of 1,000 different medicines on every
// request (nothing can answer from memory per URL), and reads the server's CPU time (/proc/<pid>/stat) around
// it (after a warm-up of BENCH_WARMUP, default 4s, not counted): CPU ms per request moves much less with the machine's load than requests per second. Then the resident
// memory after the load and again REST_SECONDS (default 10) later.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const duration = process.env.BENCH_DURATION ?? '10s';
const serverFile = resolve(root, process.env.BENCH_SERVER ?? 'apps/web/build/node/server.js');
const PRODUCTS = 1000;

const statusMb = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

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
for (;;) {
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
const readyS = (performance.now() - started) / 1000;
const rssReady = statusMb(server.pid, 'VmRSS');

// 1,000 medicines spread over the catalogue, each with its page's address from the product call.
const pages = [];
const products = [];
for (let id = 7; pages.length < PRODUCTS; id += 271) {
  const res = await fetch(`${base}/api/products/${id}`);
  const body = await res.text();
  const url = new RegExp(`"(/online-medicine-order/[a-z0-9-]+-${id})"`).exec(body);
  if (res.ok && url) {
    pages.push(url[1]);
    products.push(`/api/products/${id}`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const rotating = (paths) => {
  const file = join(dir, `rotate-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(
    file,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}\n` +
      'local i = 0\n' +
      'request = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n',
  );
  return file;
};
const targets = [
  ['medicine page, 1,000 medicines', rotating(pages)],
  ['product detail API, 1,000 medicines', rotating(products)],
  ['typeahead API (augmentin)', null, '/api/search/searchTypeAhead?q=augmentin'],
  ['browse A–Z page', null, '/online-medicine-order/browse?letter=a'],
];
const rows = [];
for (const [name, script, path] of targets) {
  const args = ['-t2', '-c10', '-H', 'Accept-Encoding: br, gzip', ...(script ? ['-s', script] : []), `${base}${path ?? '/'}`];
  // Warm-up, not counted: the JIT compiles the route's code first.
  spawnSync('wrk', [`-d${process.env.BENCH_WARMUP ?? '4s'}`, ...args]);
  const before = cpuMs(server.pid);
  const out = spawnSync('wrk', [`-d${duration}`, ...args], { encoding: 'utf8' }).stdout;
  const cpu = cpuMs(server.pid) - before;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  rows.push({ name, rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), cpuMsPerRequest: cpu / requests, non2xx, load: load() });
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
