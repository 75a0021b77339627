/**
 * CPU time the server process spends per request, for requests made one after another: read from
 * /proc/<pid>/stat (user + system) around N sequential requests. With several workers (WEB_CONCURRENCY), give
 * the primary's pid: the CPU of the primary and every worker is summed. On a machine shared with other work, wall
 * time per request mostly measures the queue for the CPU; the server's own CPU time measures its work.
 *
 *   node bench/http/cpu-per-request.mjs <server pid> <url> [requests=200] [warm-up=20]
 *   node bench/http/cpu-per-request.mjs <server pid> <origin>@<file of paths> [requests] [warm-up]
 *
 * With `origin@file` each request takes the next path of the file (one a line, from medicine-paths.mjs), so
 * no answer is asked for twice in a row and nothing remembered per address makes the figure.
 *
 * With DB_PID=<postmaster pid> in the environment, the database server's CPU per request (the postmaster and
 * its backends, summed) is printed as a second figure: on PostgreSQL it shares the same cores as the server.
 *
 * Start the compiled server first, e.g.
 *   NODE_ENV=production PAGE_CACHE_MB=0 LOG_LEVEL=warn PORT=3961 DATA_DIR=<copy> node apps/web/build/node/server.js
 */
import { readFileSync } from 'node:fs';
import { treeCpuMs } from '../lib/server-process.mjs';
import os from 'node:os';
import { ACCEPT_ENCODING } from '../lib/accept-encoding.mjs';

const [pid, url, n = '200', warm = '20'] = process.argv.slice(2);
if (!pid || !url) {
  console.error('usage: node bench/http/cpu-per-request.mjs <server pid> <url> [requests] [warm-up]');
  process.exit(2);
}
const [origin, pathFile] = url.split('@');
const urls = pathFile
  ? readFileSync(pathFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((path) => origin + path)
  : [url];
// A phone browser's user agent: the server once answered crawlers (fetch's own "node" among them) otherwise than
// shoppers (decision 053), and a figure is only worth what a shopper gets.
const SHOPPER_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
let next = 0;
const get = async () => {
  const target = urls[next++ % urls.length];
  const res = await fetch(target, { headers: { 'accept-encoding': ACCEPT_ENCODING, 'user-agent': SHOPPER_BROWSER } });
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`${target}: ${res.status}`);
};
for (let i = 0; i < Number(warm); i++) await get();
const dbPid = process.env.DB_PID;
const dbBefore = dbPid ? treeCpuMs(dbPid) : 0;
const cpuBefore = treeCpuMs(pid);
const started = performance.now();
for (let i = 0; i < Number(n); i++) await get();
const wall = (performance.now() - started) / Number(n);
const cpu = (treeCpuMs(pid) - cpuBefore) / Number(n);
const dbCpu = dbPid ? ` ${((treeCpuMs(dbPid) - dbBefore) / Number(n)).toFixed(2)} |` : '';
console.log(
  `| ${url.replace(/^https?:\/\/[^/]+/, '')} | ${n} | ${cpu.toFixed(2)} |${dbCpu} ${wall.toFixed(2)} | ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} |`,
);
