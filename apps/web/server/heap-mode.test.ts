import { describe, expect, it } from 'vitest';
import { MALLOC_ENV, restartWithMallocSettings, useHeapMode } from './heap-mode.ts';

describe('useHeapMode', () => {
  it("switches V8 to its memory-saving mode when asked, and leaves V8's defaults otherwise", () => {
    const set: string[] = [];
    useHeapMode(true, (flags) => set.push(flags));
    expect(set).toEqual(['--optimize-for-size']);
    useHeapMode(false, (flags) => set.push(flags));
    expect(set).toEqual(['--optimize-for-size']);
  });
});

describe('restartWithMallocSettings', () => {
  const fakeProcess = (env: Record<string, string>, platform: NodeJS.Platform = 'linux') => {
    const calls: { file: string; args?: readonly string[]; env?: NodeJS.ProcessEnv }[] = [];
    const proc = {
      platform,
      env,
      execPath: '/opt/node/bin/node',
      execArgv: ['--enable-source-maps'],
      argv: ['/opt/node/bin/node', 'apps/web/build/node/server.js', 'extra'],
      execve: ((file: string, args?: readonly string[], childEnv?: NodeJS.ProcessEnv) => {
        calls.push({ file, args, env: childEnv });
      }) as NodeJS.Process['execve'],
    };
    return { proc, calls };
  };

  it('restarts the same command in place with the malloc settings added to the environment', () => {
    const { proc, calls } = fakeProcess({ PORT: '3000' });
    restartWithMallocSettings(true, proc);
    expect(calls).toEqual([
      {
        file: '/opt/node/bin/node',
        args: ['/opt/node/bin/node', '--enable-source-maps', 'apps/web/build/node/server.js', 'extra'],
        env: { ...MALLOC_ENV, PORT: '3000' },
      },
    ]);
  });

  it('does not restart once the settings are there (after its own restart, or set by the operator)', () => {
    const { proc, calls } = fakeProcess({ ...MALLOC_ENV, PORT: '3000' });
    restartWithMallocSettings(true, proc);
    const operator = fakeProcess({ MALLOC_MMAP_THRESHOLD_: '65536' });
    restartWithMallocSettings(true, operator.proc);
    expect([...calls, ...operator.calls]).toEqual([]);
  });

  it('does nothing when turned off or away from Linux', () => {
    const off = fakeProcess({});
    restartWithMallocSettings(false, off.proc);
    const mac = fakeProcess({}, 'darwin');
    restartWithMallocSettings(true, mac.proc);
    expect([...off.calls, ...mac.calls]).toEqual([]);
  });
});
