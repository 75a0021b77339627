/**
 * `npm start`: builds the web app when its sources are newer than the build, then starts the one process
 * (migrations, first-run import and the search index happen inside).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const build = join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
  'packages/domain/src',
].map((p) => join(root, p));

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

if (!existsSync(build) || Math.max(...sources.map(newest)) > statSync(build).mtimeMs) {
  process.stderr.write('Building the web app…\n');
  execFileSync('npm', ['run', 'build', '-w', '@dawa/web'], { cwd: root, stdio: 'inherit' });
}
await import('../apps/web/server/main.ts');
