/**
 * Where the CPU of the product call and the browse call goes, in process (no HTTP), over many different
 * medicines: this process's CPU per call for the service (the database reads, their parsing by the driver and
 * the answer's building), then for `JSON.stringify` of the answer's envelope, then for its brotli compression at
 * the server's quality. On PostgreSQL the database server's own CPU is not in these figures; on the embedded
 * database it is (the engine runs in this process). Timing is reported, never asserted.
 *
 *   npx tsx bench/catalogue/call-cost.ts --url postgres://… --paths <file of /api/products/<id> lines> [--calls 300]
 *   npx tsx bench/catalogue/call-cost.ts --data-dir <copy of a full-catalogue database> --paths <file> [--calls 300]
 *
 * The paths file is the one `bench/http/medicine-paths.mjs` writes. Never point --data-dir at a data directory
 * a running server uses.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { openDatabase } from '@dawa/db';
import { catalogueService } from '../../apps/api/src/modules/catalogue/service.ts';
import { BROTLI_QUALITY } from '../../apps/web/server/compression.ts';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    url: { type: 'string', default: process.env.DATABASE_URL },
    paths: { type: 'string' },
    calls: { type: 'string', default: '300' },
  },
});
if (!args.paths || (!args.url && !args['data-dir'])) {
  console.error('usage: tsx bench/catalogue/call-cost.ts (--url postgres://… | --data-dir DIR) --paths FILE [--calls N]');
  process.exit(2);
}
const ids = readFileSync(args.paths, 'utf8')
  .split('\n')
  .map((line) => Number(/\/api\/products\/(\d+)/.exec(line)?.[1]))
  .filter((id) => Number.isInteger(id));
const calls = Number(args.calls);

const handle = await openDatabase(args.url ? { url: args.url } : { dataDir: args['data-dir'] });
const service = catalogueService(handle.db);
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function measure(label: string, call: (i: number) => Promise<{ ok: boolean; data?: unknown }>) {
  for (let i = 0; i < 20; i++) await call(i); // warm-up: statements prepared, plans settled
  let service = 0;
  let stringify = 0;
  let brotli = 0;
  let bytes = 0;
  for (let i = 0; i < calls; i++) {
    const a = cpuNow();
    const result = await call(20 + i);
    const b = cpuNow();
    if (!result.ok) throw new Error(`${label}: call ${i} failed`);
    const body = JSON.stringify({ status: 1, data: result.data });
    const c = cpuNow();
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    const d = cpuNow();
    service += b - a;
    stringify += c - b;
    brotli += d - c;
    bytes += body.length;
  }
  const per = (total: number) => (total / calls).toFixed(2);
  console.log(`| ${label} | ${calls} | ${per(service)} | ${per(stringify)} | ${per(brotli)} | ${Math.round(bytes / calls / 1024)} KB |`);
}

console.log(`${handle.kind} database; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log('| call | calls | service CPU ms | JSON.stringify ms | brotli ms | answer |');
console.log('|---|---:|---:|---:|---:|---:|');
await measure('product detail, rotating', (i) => service.productDetail(ids[i % ids.length]!));
const letters = 'abcdefghijklmnopqrstuvwxyz';
await measure('browse A–Z, rotating letter and page', (i) => service.browse({ letter: letters[i % 26], page: 1 + (i % 7) }));
await handle.close();
