// `npm start` on a fresh clone: the project's Node and the locked dependencies (installed when missing),
// a production build when the sources are newer than it, then the compiled server with NODE_ENV=production.
// Plain JavaScript, so it runs before anything is installed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const env = ensureDependencies();
const server = join(root, 'apps/web/build/node/server.js');
const sources = [
  'apps/web/app',
  'apps/web/server',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/api/src',
  'apps/gateway/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/db/src',
  'packages/search/src',
  'package-lock.json',
].map((p) => join(root, p));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

if (!existsSync(server) || Math.max(...sources.map(newest)) > statSync(server).mtimeMs) {
  process.stderr.write('Building the store (production build)…\n');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
}
const child = spawn('node', ['--enable-source-maps', server], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
