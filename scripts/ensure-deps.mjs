// Plain JavaScript so that it runs on a fresh clone, on whatever Node the machine has, before any
// dependency is installed. The project runs on its own Node (the version in .node-version): the npm
// registry ships Node's binaries as a package, so it is unpacked into .tools/ once and the locked
// dependencies are installed with it, with engines enforced (.npmrc engine-strict).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export const projectNodeVersion = readFileSync(join(root, '.node-version'), 'utf8').trim();

/** The path of the project's Node binary, unpacked from the registry on first use. */
export function ensureProjectNode() {
  if (process.versions.node === projectNodeVersion) return process.execPath;
  const home = join(root, '.tools', `node-v${projectNodeVersion}`);
  const binary = join(home, 'bin', 'node');
  if (existsSync(binary)) return binary;
  const pkg = `node-${process.platform}-${process.arch}@${projectNodeVersion}`;
  process.stderr.write(`Fetching Node ${projectNodeVersion} (${pkg}) from the npm registry…\n`);
  const scratch = mkdtempSync(join(tmpdir(), 'dawa-node-'));
  try {
    const file = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', scratch], { encoding: 'utf8' }).trim();
    execFileSync('tar', ['-xzf', join(scratch, file.split('\n').pop()), '-C', scratch]);
    mkdirSync(dirname(home), { recursive: true });
    rmSync(home, { recursive: true, force: true });
    renameSync(join(scratch, 'package'), home);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return binary;
}

/** The environment in which npm and every script run on the project's Node. */
export function projectNodeEnv(env = process.env) {
  const bin = dirname(ensureProjectNode());
  return { ...env, PATH: `${join(root, 'node_modules', '.bin')}:${bin}:${env.PATH ?? ''}` };
}

/** Installs the locked dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const env = projectNodeEnv();
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return env;
  process.stderr.write('Installing dependencies (npm ci)…\n');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env });
  return env;
}
