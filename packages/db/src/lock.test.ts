import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock.ts';

const LOCK_MODULE = pathToFileURL(join(import.meta.dirname, 'lock.ts')).href;

/** Another process that takes the lock on `dir` and keeps it until it is killed. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
acquireDataDirLock(${JSON.stringify(dir)});
process.stdout.write('locked\\n');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`The holder exited (${code}) before locking: ${errors}`)));
  });
  return child;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dawa-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a second opener in another process while the first holds it, and frees it when that process dies', async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir);
    children.push(holder);
    expect(() => acquireDataDirLock(dir)).toThrow(`The database in ${dir} is in use by process ${holder.pid}. Stop that process first`);

    // Killed without any clean-up: the kernel releases its lock, so the next start goes ahead.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'dawa.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a second opener in the same process, and lets the next one in once released', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/is in use by process/);
    release();
    acquireDataDirLock(dir)();
  });

  it('is not blocked by a lock file left behind, whatever pid it names (a dead one, or our own after a restart as PID 1)', () => {
    const dir = freshDir();
    for (const pid of [2 ** 22 + 12345, process.pid, 1]) {
      writeFileSync(join(dir, 'dawa.lock'), String(pid));
      const release = acquireDataDirLock(dir);
      release();
    }
  });
});
