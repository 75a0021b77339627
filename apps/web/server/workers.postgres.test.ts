/**
 * The server with two worker processes on PostgreSQL (decision 038), started as `npm start` starts it (the
 * primary module, main.ts, forking itself): answers come from both workers, a worker that dies is replaced,
 * a price change one worker's pages see drops the pages every other worker kept, and SIGTERM stops them all.
 * Skipped without TEST_DATABASE_URL: several workers need a database server (PGlite is one process).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productUrl } from '../../api/src/modules/catalogue/cards.ts';
import { postgresUrl, sharedDatabase, type SharedDatabase } from '../../api/test/support/shared-database.ts';

const root = resolve(import.meta.dirname, '../../..');
const FIXTURES = resolve(root, 'packages/db/test/fixtures');

type Answer = { status: number; body: string; pid: number; cache: string | undefined };

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!postgresUrl)('two workers on one PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let shared: SharedDatabase;
  let server: ChildProcess;
  let port: number;
  let exit: Promise<number | null>;
  let output = '';
  let requestLog = '';
  /** The pid that answered a request, from the workers' JSON log lines (pino names the pid on each). */
  const answeredBy = (id: string) => {
    const line = new RegExp(`"pid":(\\d+),[^\\n]*"reqId":"${id}"[^\\n]*"msg":"request completed"`).exec(requestLog);
    return line ? Number(line[1]) : undefined;
  };

  const runningWorkers = () => [...output.matchAll(/Worker (\d+) of 2 is running/g)].map((m) => Number(m[1]));

  /** One request on a connection of its own: the primary hands each new connection to the next worker. */
  function get(path: string): Promise<Answer> {
    return new Promise((done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', async () => {
          const id = String(res.headers['x-request-id']);
          try {
            const pid = await until(`the request line of ${id}`, () => answeredBy(id), 10_000);
            done({ status: res.statusCode ?? 0, body, pid, cache: res.headers['x-page-cache'] as string | undefined });
          } catch (error) {
            fail(error);
          }
        });
      });
      req.on('error', fail);
      req.end();
    });
  }

  beforeAll(async () => {
    // The workers render pages with the web app's build (the server itself runs from its TypeScript here).
    if (!existsSync(resolve(root, 'apps/web/build/server/index.js'))) {
      const build = spawnSync('npm', ['run', 'build', '-w', '@dawa/web'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('the web app did not build');
    }
    shared = await sharedDatabase(1);
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'apps/web/server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: shared.url,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PAGE_CACHE_MB: '16',
        MEDICINES_CSV: `${FIXTURES}/medicines.csv`,
        MEDICINE_DETAILS_CSV: `${FIXTURES}/medicine_details.csv`,
        PINCODES_CSV: `${FIXTURES}/pincode_directory.csv`,
        PINCODE_SUMMARY_CSV: `${FIXTURES}/pincode_summary.csv`,
        HEALTHCARE_CSV: `${FIXTURES}/healthcare_products.csv`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exit = new Promise((done) => server.once('exit', (code) => done(code)));
    server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (requestLog += chunk));
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await until('two workers listening', () => (runningWorkers().length >= 2 ? true : undefined), 240_000);
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await exit;
    }
    for (const pid of runningWorkers()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await shared?.close();
  });

  it('answers from both workers, each line of the log naming the worker', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const answer = await get('/api/health');
      expect(answer.status).toBe(200);
      pids.add(answer.pid);
    }
    expect([...pids].sort()).toEqual(runningWorkers().sort());
    expect(pids.has(server.pid!)).toBe(false); // the primary serves nothing itself
  });

  it('a price change drops the pages every worker kept, within the revision check', async () => {
    const product = await shared.handles[0]!.db.selectFrom('products')
      .select(['id', 'name', 'sale_price_paise'])
      .where('not_for_sale', '=', false)
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const path = productUrl(product.name, product.id);

    // Each worker renders the page once and keeps it: the next answers of both are hits.
    const kept = new Map<number, string>();
    for (let i = 0; i < 8 && kept.size < 2; i++) {
      const answer = await get(path);
      if (answer.cache === 'hit') kept.set(answer.pid, answer.body);
    }
    expect(kept.size).toBe(2);

    const price = 98765; // ₹987.65, a price no fixture has
    expect(product.sale_price_paise).not.toBe(price);
    for (const answer of kept.values()) expect(answer).not.toContain('987.65');
    await shared.handles[0]!.db.updateTable('products')
      .set({ mrp_paise: price, sale_price_paise: price, discount_percent: 0 })
      .where('id', '=', product.id)
      .execute();
    await new Promise((r) => setTimeout(r, 1500)); // CATALOGUE_REVISION_CHECK_MS is a second

    const seen = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('987.65');
      seen.add(answer.pid);
    }
    expect(seen.size).toBe(2);
  });

  it('replaces a worker that dies, and stops every worker on SIGTERM', async () => {
    const [victim, survivor] = runningWorkers();
    process.kill(victim!, 'SIGKILL');
    const replacement = await until('a new worker', () => runningWorkers().find((pid) => pid !== victim && pid !== survivor), 120_000);
    expect(output).toMatch(new RegExp(`Worker ${victim} exited \\(SIGKILL\\)`));

    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) pids.add((await get('/api/health')).pid);
    expect([...pids].sort()).toEqual([replacement, survivor].sort());

    server.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(alive(replacement)).toBe(false);
    expect(alive(survivor!)).toBe(false);
  }, 180_000);
});
