/**
 * Server CPU per request of two (or more) running servers measured side by side: batches of sequential
 * requests go to each server in turn (the order alternating every round), so every server sees the same load
 * from the rest of the machine. On a shared machine the load moves the CPU a request costs (caches, frequency)
 * far more than a 5–10% change does; measuring one build and then another only compares two moments.
 *
 *   node bench/http/cpu-ab.mjs <rounds> <batch> <file of paths> <name>=<pid>@<origin> <name>=<pid>@<origin> ...
 *
 * e.g. two builds of the store on ports 3987 and 3988 (each started as in cpu-per-request.mjs), with the
 * paths of 1,000 medicine pages from medicine-paths.mjs:
 *   node bench/http/cpu-ab.mjs 12 50 pages.txt before=4101@http://localhost:3988 after=4202@http://localhost:3987
 *
 * Prints, per server, the mean and the median over batches of CPU ms per request; each server first answers
 * 300 requests to warm up (the compiled code optimised). With several workers, give the primary's pid.
 */
import { readFileSync } from 'node:fs';
import { loadAverage, treeCpuMs } from '../lib/server-process.mjs';
import { ACCEPT_ENCODING } from '../lib/accept-encoding.mjs';

const [rounds, batch, file, ...named] = process.argv.slice(2);
if (!rounds || !batch || !file || named.length < 1) {
  console.error('usage: node bench/http/cpu-ab.mjs <rounds> <batch> <paths file> <name>=<pid>@<origin> ...');
  process.exit(2);
}
const paths = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const servers = named.map((arg) => {
  const [name, rest] = arg.split('=');
  const [pid, origin] = rest.split('@');
  return { name, pid, origin, next: 0, perBatch: [] };
});
const get = async (server) => {
  const path = paths[server.next++ % paths.length];
  const res = await fetch(server.origin + path, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`${path}: ${res.status}`);
};
for (const server of servers) for (let i = 0; i < 300; i++) await get(server);
const loadBefore = loadAverage();
for (let round = 0; round < Number(rounds); round++) {
  for (const server of round % 2 ? [...servers].reverse() : servers) {
    const before = treeCpuMs(server.pid);
    for (let i = 0; i < Number(batch); i++) await get(server);
    server.perBatch.push((treeCpuMs(server.pid) - before) / Number(batch));
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
console.log(`# ${file.split('/').pop()} · ${rounds} rounds of ${batch} · load average ${loadBefore} → ${loadAverage()}`);
for (const server of servers) {
  console.log(`| ${server.name} | ${mean(server.perBatch).toFixed(2)} | ${median(server.perBatch).toFixed(2)} |`);
}
