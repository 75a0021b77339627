import { describe, expect, it } from 'vitest';
import { useHeapMode } from './heap-mode.ts';

describe('useHeapMode', () => {
  it("switches V8 to its memory-saving mode when asked, and leaves V8's defaults otherwise", () => {
    const set: string[] = [];
    useHeapMode(true, (flags) => set.push(flags));
    expect(set).toEqual(['--optimize-for-size']);
    useHeapMode(false, (flags) => set.push(flags));
    expect(set).toEqual(['--optimize-for-size']);
  });
});
