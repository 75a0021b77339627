// Plain JavaScript so that it runs on a fresh clone before any dependency is installed:
// installs the locked dependencies when node_modules is missing or older than the lockfile.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function ensureDependencies() {
  const root = resolve(import.meta.dirname, '..');
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  process.stderr.write('Installing dependencies (npm ci)…\n');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}
