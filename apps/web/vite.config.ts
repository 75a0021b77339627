import { reactRouter } from '@react-router/dev/vite';
import { join } from 'node:path';
import { defineConfig } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const appDir = join(import.meta.dirname, 'app');

/**
 * The application modules every page loads (those the root route imports statically) go in one chunk:
 * a page's first load was some thirty files of under a kilobyte each, and gzip compresses one file of
 * them better than thirty. Modules of one route, modules fetched later (drawers, texts) and the shared
 * packages (whose schemas would drag zod in) are left to the automatic chunking.
 */
function shellChunk() {
  let shell: Set<string> | null = null;
  return (id: string, graph: ModuleGraph) => {
    if (!shell) {
      shell = new Set();
      const queue = [join(appDir, 'root.tsx')];
      while (queue.length) {
        for (const dep of graph.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
          if (shell.has(dep)) continue;
          shell.add(dep);
          queue.push(dep);
        }
      }
    }
    return shell.has(id) && id.startsWith(appDir) ? 'shell' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // The libraries every page evaluates get chunks of their own: after the first paint each is
                // evaluated in a task of its own (decision 040), rather than all in one long task.
                { name: 'react', test: /[\\/]node_modules[\\/](react|scheduler)[\\/]/ },
                { name: 'react-dom', test: /[\\/]node_modules[\\/]react-dom[\\/]/ },
                { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
                { name: shellChunk() },
              ],
            },
          },
        },
  },
}));
