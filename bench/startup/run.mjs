// Start-up time and memory of the compiled production server (`npm run bench:startup`).
// Starts apps/web/build/node/server.js on a free port with the environment it is given (the full catalogue
// in .data/ by default), measures the time until /api/health answers, the resident memory then, and again
// after a fixed set of page and API requests, and at rest (REST_SECONDS, default 10, after the last request:
// V8 gives memory back on idle timers); stops the server. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { statusMb, untilHealthy } from '../lib/server-process.mjs';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const rssMb = (pid) => statusMb(pid, 'VmRSS');

const started = performance.now();
const server = spawn('node', [join(root, 'apps/web/build/node/server.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await untilHealthy(base, server, 100);
const readyMs = performance.now() - started;
const rssReady = rssMb(server.pid);

const paths = [
  '/',
  '/search/all?q=paracetamol',
  '/online-medicine-order/browse?letter=a',
  '/api/search/searchTypeAhead?q=augmentin',
  '/cart',
];
let requests = 0;
for (let round = 0; round < 20; round++) {
  for (const path of paths) {
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (!res.ok && res.status !== 404) throw new Error(`${path} answered ${res.status}`);
    requests++;
  }
}
const rssAfter = rssMb(server.pid);
await new Promise((r) => setTimeout(r, Number(process.env.REST_SECONDS ?? 10) * 1000));
const rssAtRest = rssMb(server.pid);
const peakRss = statusMb(server.pid, 'VmHWM');
server.kill('SIGTERM');
console.log(
  JSON.stringify({
    readyMs: Math.round(readyMs),
    rssReadyMb: rssReady,
    rssAfterRequestsMb: rssAfter,
    rssAtRestMb: rssAtRest,
    peakRssMb: peakRss,
    requests,
  }),
);
