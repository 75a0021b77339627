/**
 * Starting and killing the settling process of the crash test (`settle-worker.ts`). The worker is compiled
 * once into one file with esbuild (as the production server is), so each of the hundred processes starts in
 * well under a second; only the embedded database and native modules stay outside the bundle.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Compiles the worker; answers the file to run. Under node_modules/.cache so its packages resolve from the repository. */
export async function buildSettleWorker(): Promise<string> {
  const dir = join(ROOT, 'node_modules/.cache/dawa-crash-test');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `settle-worker-${process.pid}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'apps/api/test/support/settle-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'error',
    // Bundled CommonJS packages (pg, pino) call require.
    banner: { js: "import { createRequire as bannerCreateRequire } from 'node:module'; const require = bannerCreateRequire(import.meta.url);" },
    plugins: [
      {
        name: 'outside-the-bundle',
        setup(on) {
          on.onResolve({ filter: /^(@electric-sql\/pglite|pg-native|fs-native-extensions)(\/|$)/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  return outfile;
}

export interface SettleWorker {
  child: ChildProcess;
  /** Resolves once the worker is ready to settle (connected, modules loaded). */
  ready: Promise<void>;
  /** Resolves with the signal that ended it (null when it exited by itself). */
  exited: Promise<NodeJS.Signals | null>;
  /** Everything it wrote to stderr. */
  stderr: () => string;
  /** How many notifications it had handled so far. */
  handled: () => number;
}

export function startSettleWorker(file: string, env: Record<string, string>): SettleWorker {
  const child = spawn(process.execPath, [file], {
    // V8's compiled code is cached beside the bundle: the hundred starts after the first skip compiling it.
    env: { ...process.env, NODE_COMPILE_CACHE: join(dirname(file), 'v8'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
  let out = '';
  const ready = new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) done();
    });
    void exited.then(() => fail(new Error(`the settling process ended before it was ready:\n${errors}`)));
  });
  return { child, ready, exited, stderr: () => errors, handled: () => out.split('ready\n')[1]?.length ?? 0 };
}
