import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository's root: the nearest folder above this module holding `.node-version`. Found by walking up
 * rather than by a fixed number of `..`, because the same code runs from its source file in development
 * and from the compiled server bundle in apps/web/build in production.
 */
export function projectRoot(from: string = import.meta.dirname): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, '.node-version')) && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No project root (a folder with .node-version) above ${from}`);
    dir = parent;
  }
}
