// `npm start` on a fresh clone: install dependencies if needed, then run the TypeScript entry.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const env = ensureDependencies();
const root = resolve(import.meta.dirname, '..');
const child = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'scripts/start.ts')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
