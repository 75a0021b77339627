// The production server: apps/web/server/main.ts and the workspace packages it imports compiled by esbuild
// into one ES module (apps/web/build/node/server.js), dependencies left to node_modules, so `npm start`
// runs plain JavaScript with no TypeScript compiler at run time. The database migrations travel beside
// it, and the browser's assets are precompressed (brotli and gzip) for the static file server.
import { build } from 'esbuild';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'apps/web/build/node');
rmSync(out, { recursive: true, force: true });

await build({
  // The server, the release step (migrate and seed under the release lock) that runs before it, and the
  // operator commands that create pharmacist accounts and set doctors' passwords.
  entryPoints: {
    server: join(root, 'apps/web/server/main.ts'),
    release: join(root, 'scripts/release.ts'),
    'pharmacist-add': join(root, 'scripts/pharmacist-add.ts'),
    'doctor-password': join(root, 'scripts/doctor-password.ts'),
  },
  // Each a whole bundle (no shared chunks): the migrations are found beside the file that runs.
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${readFileSync(join(root, '.node-version'), 'utf8').trim().split('.')[0]}`,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  // Workspace packages (@dawa/*) are compiled in; every other package is loaded from node_modules.
  plugins: [
    {
      name: 'dependencies-stay-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dawa/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
cpSync(join(root, 'packages/db/src/migrations'), join(out, 'migrations'), { recursive: true });

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map|webmanifest)$/;
let files = 0;
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= 1024) {
      const bytes = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      files++;
    }
  }
}
precompress(join(root, 'apps/web/build/client'));
process.stderr.write(`Server and release step compiled to apps/web/build/node/; ${files} assets precompressed.\n`);
