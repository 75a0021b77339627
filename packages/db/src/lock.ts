import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** fs-native-extensions ships no types; this is the one call we use (an open file description lock on Linux). */
const { tryLock } = createRequire(import.meta.url)('fs-native-extensions') as {
  /** Takes an exclusive lock on the open file; false when another open file holds one. */
  tryLock(fd: number): boolean;
};

/**
 * PGlite has no cross-process lock: two processes on one data directory silently lose writes.
 * We hold an exclusive kernel lock on `<dir>/dawa.lock` for as long as the database is open and refuse a
 * second opener. The kernel drops the lock when the process ends however it ends, so a file left behind by
 * a killed process, or naming a pid that is now someone else's (a container's PID 1 after a restart),
 * never blocks a start. The pid written in the file is only for the message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'dawa.lock');
  // 'a+' creates the file without truncating it: the holder's pid stays readable for the refusal below.
  const fd = openSync(path, 'a+', 0o600);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) {
    const holder = readFileSync(path, 'utf8').trim();
    throw new Error(
      `The database in ${dataDir} is in use${holder ? ` by process ${holder}` : ''}. Stop that process first (only one process may open the embedded database).`,
    );
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid));
  let released = false;
  // Closing the descriptor releases the lock; the file stays (removing it could let two openers lock two different files).
  return () => {
    if (released) return;
    released = true;
    closeSync(fd);
  };
}
