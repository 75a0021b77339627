import { describe, expect, it } from 'vitest';
import { ARENA_ENV, MALLOC_ENV, releaseStartupGarbage, restartWithMemorySettings, SEMI_SPACE_FLAG, useHeapMode } from './heap-mode.ts';

describe('useHeapMode', () => {
  it("switches V8 to its memory-saving mode when asked, and leaves V8's defaults otherwise", () => {
    const set: string[] = [];
    useHeapMode(true, (flags) => set.push(flags));
    expect(set).toEqual(['--optimize-for-size']);
    useHeapMode(false, (flags) => set.push(flags));
    expect(set).toEqual(['--optimize-for-size']);
  });
});

describe('releaseStartupGarbage', () => {
  it('collects what start-up dropped, without leaving gc on the global', async () => {
    const dropped = (() => new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) }))();
    await new Promise((resolve) => setTimeout(resolve, 0)); // a WeakRef keeps its target until the job ends
    releaseStartupGarbage();
    expect(dropped.deref()).toBeUndefined();
    expect('gc' in globalThis).toBe(false);
  });
});

describe('restartWithMemorySettings', () => {
  const fakeProcess = (env: Record<string, string>, platform: NodeJS.Platform = 'linux', execArgv = ['--enable-source-maps']) => {
    const calls: { file: string; args?: readonly string[]; env?: NodeJS.ProcessEnv }[] = [];
    const proc = {
      platform,
      env,
      execPath: '/opt/node/bin/node',
      execArgv,
      argv: ['/opt/node/bin/node', 'apps/web/build/node/server.js', 'extra'],
      execve: ((file: string, args?: readonly string[], childEnv?: NodeJS.ProcessEnv) => {
        calls.push({ file, args, env: childEnv });
      }) as NodeJS.Process['execve'],
    };
    return { proc, calls };
  };

  it('restarts the same command in place with the young generation and the malloc arenas capped, and the mmap threshold only when optimizing for size', () => {
    const plain = fakeProcess({ PORT: '3000' });
    restartWithMemorySettings(false, plain.proc);
    expect(plain.calls).toEqual([
      {
        file: '/opt/node/bin/node',
        args: ['/opt/node/bin/node', SEMI_SPACE_FLAG, '--enable-source-maps', 'apps/web/build/node/server.js', 'extra'],
        env: { ...ARENA_ENV, PORT: '3000' },
      },
    ]);
    const { proc, calls } = fakeProcess({ PORT: '3000' });
    restartWithMemorySettings(true, proc);
    expect(calls).toEqual([
      {
        file: '/opt/node/bin/node',
        args: ['/opt/node/bin/node', SEMI_SPACE_FLAG, '--enable-source-maps', 'apps/web/build/node/server.js', 'extra'],
        env: { ...ARENA_ENV, ...MALLOC_ENV, PORT: '3000' },
      },
    ]);
  });

  it('restarts for the malloc arenas alone when the young generation is already capped', () => {
    const { proc, calls } = fakeProcess({ PORT: '3000' }, 'linux', [SEMI_SPACE_FLAG]);
    restartWithMemorySettings(false, proc);
    expect(calls).toEqual([
      {
        file: '/opt/node/bin/node',
        args: ['/opt/node/bin/node', SEMI_SPACE_FLAG, 'apps/web/build/node/server.js', 'extra'],
        env: { ...ARENA_ENV, PORT: '3000' },
      },
    ]);
  });

  it('does not restart once both are there (after its own restart)', () => {
    const { proc, calls } = fakeProcess({ ...ARENA_ENV, ...MALLOC_ENV, PORT: '3000' }, 'linux', [SEMI_SPACE_FLAG, '--enable-source-maps']);
    restartWithMemorySettings(true, proc);
    const plain = fakeProcess({ ...ARENA_ENV, PORT: '3000' }, 'linux', [SEMI_SPACE_FLAG]);
    restartWithMemorySettings(false, plain.proc);
    expect([...calls, ...plain.calls]).toEqual([]);
  });

  it("keeps the operator's own values: malloc settings, a young generation size on the command line or in NODE_OPTIONS", () => {
    const malloc = fakeProcess({ MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_ARENA_MAX: '8' });
    restartWithMemorySettings(true, malloc.proc);
    expect(malloc.calls.map((c) => [c.args, c.env?.MALLOC_MMAP_THRESHOLD_, c.env?.MALLOC_ARENA_MAX])).toEqual([
      [['/opt/node/bin/node', SEMI_SPACE_FLAG, '--enable-source-maps', 'apps/web/build/node/server.js', 'extra'], '65536', '8'],
    ]);
    const commandLine = fakeProcess({ ...ARENA_ENV, ...MALLOC_ENV }, 'linux', ['--max-semi-space-size=64']);
    restartWithMemorySettings(true, commandLine.proc);
    const nodeOptions = fakeProcess({ ...ARENA_ENV, ...MALLOC_ENV, NODE_OPTIONS: '--max_semi_space_size=8' });
    restartWithMemorySettings(true, nodeOptions.proc);
    expect([...commandLine.calls, ...nodeOptions.calls]).toEqual([]);
  });

  it('does nothing away from Linux', () => {
    const mac = fakeProcess({}, 'darwin');
    restartWithMemorySettings(true, mac.proc);
    expect(mac.calls).toEqual([]);
  });
});
