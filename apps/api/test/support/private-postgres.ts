/**
 * A PostgreSQL 15 server of the test's own (initdb and pg_ctl from Debian's postgresql-15), so that a test
 * can stop and start it without disturbing the server the rest of the suite uses. As root (CI) the server
 * runs as the `postgres` user, which initdb requires.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Why a private server cannot be started here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!existsSync(join(PG_BIN, 'initdb')) || !existsSync(join(PG_BIN, 'pg_ctl'))) return `no PostgreSQL 15 binaries in ${PG_BIN}`;
  if (process.getuid?.() === 0 && postgresUser() === undefined) return 'running as root and there is no postgres user to run the server';
  return undefined;
}

export interface PrivatePostgres {
  /** Connection string of its `postgres` database. */
  url: string;
  stop(): void;
  start(): void;
  /** Stops it (if running) and removes its files. */
  remove(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'dawa-private-pg-'));
  const data = join(dir, 'data');
  const sockets = join(dir, 'sock');
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(sockets);
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (owner) for (const path of [dir, data, sockets]) chownSync(path, owner.uid, owner.gid);
  const port = await freePort();
  const run = (command: string) => {
    if (owner) execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
    else execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  };
  let running = false;
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run(`${PG_BIN}/pg_ctl -D ${data} -o '-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1' -l ${dir}/server.log -w start`);
      running = true;
    },
    stop() {
      run(`${PG_BIN}/pg_ctl -D ${data} -m fast -w stop`);
      running = false;
    },
    remove() {
      if (running) {
        try {
          run(`${PG_BIN}/pg_ctl -D ${data} -m immediate -w stop`);
        } catch {
          // already gone
        }
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    run(`${PG_BIN}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
    server.start();
  } catch (error) {
    server.remove();
    throw error;
  }
  return server;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
