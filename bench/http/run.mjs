// Requests per second of the compiled store against a bare Fastify hello route on the same machine in the same
// run (`npm run bench:http`; README.md beside this file has the wrk command lines). Run `npm run build` first.
//
// Two passes over the same targets, each with its own start of the compiled server: the page cache off
// (PAGE_CACHE_MB=0: every request renders, "uncached") and on (the default: a request after the first is
// served from memory, "cached"). The server gets BENCH_DATA_DIR (a copy of the full catalogue; default
// .data/pglite) or BENCH_DATABASE_URL (PostgreSQL). Every wrk run uses 10 connections, 2 threads.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadAverage, processTree, statusMb, treeCpuMs, untilHealthy } from '../lib/server-process.mjs';
import { ACCEPT_ENCODING } from '../lib/accept-encoding.mjs';

const root = resolve(import.meta.dirname, '../..');
const storePort = Number(process.env.BENCH_PORT ?? 3953);
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? storePort + 1);
const duration = process.env.BENCH_DURATION ?? '10s';
const store = `http://127.0.0.1:${storePort}`;
// BENCH_WORKERS=<n>: the store with n worker processes (WEB_CONCURRENCY, PostgreSQL only), the hello route too.
const workers = Number(process.env.BENCH_WORKERS ?? 1);
if (workers > 1 && !process.env.BENCH_DATABASE_URL) {
  console.error('BENCH_WORKERS above 1 needs BENCH_DATABASE_URL: the embedded database runs one process.');
  process.exit(1);
}

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(1);
}
if (!existsSync(join(root, 'apps/web/build/node/server.js'))) {
  console.error('The production build is missing: run `npm run build` first.');
  process.exit(1);
}

/** wrk's own command line for a URL, as README.md lists it. */
// Every browser asks for a compressed answer; so does wrk, for the hello route and the store alike.
const wrkArgs = (url) => ['-t2', '-c10', `-d${duration}`, '--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, url];

// BENCH_DATABASE_PID=<postmaster pid>: the database server's CPU per request too (it shares the same cores).
const databasePid = process.env.BENCH_DATABASE_PID;

/** wrk's figures, and the server's CPU time per request over the run (its primary and workers summed). */
function wrk(url, pathsFile, serverPid) {
  const cpuBefore = serverPid ? treeCpuMs(serverPid) : NaN;
  const databaseBefore = serverPid && databasePid ? treeCpuMs(databasePid) : NaN;
  // With a file of paths, every request asks for the next one (rotate.lua): nothing remembered per URL helps.
  const args = pathsFile ? [...wrkArgs(url), '-s', join(import.meta.dirname, 'rotate.lua'), '--', pathsFile] : wrkArgs(url);
  const run = spawnSync('wrk', args, { encoding: 'utf8' });
  const out = run.stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const cpuPerRequest = serverPid ? (treeCpuMs(serverPid) - cpuBefore) / requests : NaN;
  const databaseCpuPerRequest = serverPid && databasePid ? (treeCpuMs(databasePid) - databaseBefore) / requests : NaN;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const ms = (label) => {
    const m = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50: ms(50), p99: ms(99), non2xx, cpuPerRequest, databaseCpuPerRequest };
}

/** wrk blocks this process while it runs, so the hello route lives in a child process of its own. */
async function startHello() {
  const child = fork(join(import.meta.dirname, 'hello.mjs'), {
    env: { ...process.env, PORT: String(helloPort), HELLO_WORKERS: String(workers) },
  });
  await new Promise((ready, fail) => {
    child.once('message', ready);
    child.once('exit', (code) => fail(new Error(`the hello server exited with ${code}`)));
  });
  return child;
}

async function startStore(pageCacheMb) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(storePort),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PAGE_CACHE_MB: String(pageCacheMb),
  };
  if (process.env.BENCH_DATABASE_URL) {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    env.WEB_CONCURRENCY = String(workers);
  } else env.DATA_DIR = resolve(root, process.env.BENCH_DATA_DIR ?? '.data/pglite');
  // The request log goes where production sends it, but not to this terminal: its cost is part of the figure.
  const server = spawn('node', [join(root, 'apps/web/build/node/server.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  // Each process says on its standard error when it listens ("… is running on …"): wait for every worker.
  let running = 0;
  server.stderr.setEncoding('utf8').on('data', (chunk) => {
    process.stderr.write(chunk);
    running += chunk.split(' is running on ').length - 1;
  });
  await untilHealthy(store, server);
  while (running < workers) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 2000)); // memory at rest, per process
  const tree = processTree(server.pid);
  console.log(
    `# resident at rest (MB): ${tree.map((pid, i) => `${workers > 1 ? (i === 0 ? 'primary' : 'worker') : 'server'} ${statusMb(pid, 'VmRSS')}`).join(', ')}`,
  );
  return server;
}

async function stop(server) {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** The medicine the pages and the product call are measured on: the first typeahead answer for "dolo 650". */
async function medicine() {
  const answer = await (await fetch(`${store}/api/search/searchTypeAhead?q=dolo%20650`)).text();
  const url = /"(\/online-medicine-order\/[a-z0-9-]+-(\d+))"/.exec(answer);
  if (!url) throw new Error(`no medicine in the typeahead answer: ${answer.slice(0, 200)}`);
  return { page: url[1], id: url[2] };
}

// BENCH_TARGETS=<words>: only the targets whose name holds one of them (e.g. `product`), for a short run.
const wanted = (name) => !process.env.BENCH_TARGETS || process.env.BENCH_TARGETS.split(',').some((word) => name.includes(word));

function targets(found) {
  return [
    ['medicine page', found.page],
    ['product detail API', `/api/products/${found.id}`],
    ['typeahead API', '/api/search/searchTypeAhead?q=augmentin'],
    ['browse A–Z page', '/online-medicine-order/browse?letter=a'],
  ].filter(([name]) => wanted(name));
}

const load = loadAverage();
console.log(
  `# ${new Date().toISOString()} · load average ${load} · ${workers} worker${workers === 1 ? '' : 's'} · wrk ${wrkArgs('URL').join(' ')}`,
);
const hello = await startHello();
const rows = [];
try {
  const passes = [
    ['uncached', 0],
    ['cached', Number(process.env.BENCH_PAGE_CACHE_MB ?? 64)],
  ].filter(([pass]) => (process.env.BENCH_PASSES ?? 'uncached,cached').split(',').includes(pass));
  for (const [pass, mb] of passes) {
    const server = await startStore(mb);
    try {
      const found = await medicine();
      const helloFigure = wrk(`http://127.0.0.1:${helloPort}/`);
      rows.push({ pass, target: 'hello (bare Fastify)', ...helloFigure, ratio: 1 });
      for (const [name, path] of targets(found)) {
        // Warm up: the first request renders (and, cached, fills the entry).
        for (let i = 0; i < 5; i++)
          await (await fetch(`${store}${path}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } })).arrayBuffer();
        const figure = wrk(`${store}${path}`, undefined, server.pid);
        rows.push({ pass, target: `${name} ${path}`, ...figure, ratio: figure.rps / helloFigure.rps });
      }
      if (process.env.BENCH_ROTATE) {
        // BENCH_ROTATE=<n>: the product call and the medicine page again, each request for the next of n
        // different medicines (medicine-paths.mjs, rotate.lua), so nothing remembered per URL makes the figure.
        for (const [name, template] of [
          ['product detail API', '/api/products/{id}'],
          ['medicine pages', '{url}'],
        ].filter(([name]) => wanted(name))) {
          const pathsFile = join(tmpdir(), `dawa-bench-paths-${storePort}.txt`);
          const list = spawnSync('node', [join(import.meta.dirname, 'medicine-paths.mjs'), store, process.env.BENCH_ROTATE, template], {
            encoding: 'utf8',
          });
          writeFileSync(pathsFile, list.stdout);
          const figure = wrk(store, pathsFile, server.pid);
          rows.push({
            pass,
            target: `${name}, ${process.env.BENCH_ROTATE} medicines rotating`,
            ...figure,
            ratio: figure.rps / helloFigure.rps,
          });
        }
      }
    } finally {
      await stop(server);
    }
  }
} finally {
  await stop(hello);
}
const fixed = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
console.log('| pass | target | req/s | p50 ms | p99 ms | % of hello | non-2xx | server CPU ms/req | database CPU ms/req |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.pass} | ${r.target} | ${fixed(r.rps)} | ${fixed(r.p50, 2)} | ${fixed(r.p99, 2)} | ${fixed(r.ratio * 100, 2)}% | ${r.non2xx} | ${fixed(r.cpuPerRequest, 2)} | ${fixed(r.databaseCpuPerRequest, 2)} |`,
  );
}
