import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDay, statusTone, timeAgo } from './order-format.ts';

describe('order formatting', () => {
  it('dates in India time', () => {
    expect(formatDate('2025-07-02T20:00:00Z')).toBe('3 Jul 2025');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDay('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDay('Tomorrow')).toBe('Tomorrow');
  });

  it('status tones', () => {
    expect(statusTone('PLACED')).toBe('good');
    expect(statusTone('PAYMENT_FAILED')).toBe('bad');
    expect(statusTone('CANCELLED')).toBe('bad');
    expect(statusTone('PAYMENT_PENDING')).toBe('wait');
    expect(statusTone('SOMETHING')).toBe('plain');
  });

  it('time ago in the largest whole unit', () => {
    const now = new Date('2025-07-03T12:00:00Z');
    expect(timeAgo('2025-07-03T11:59:30Z', now)).toEqual({ unit: 'now', n: 0 });
    expect(timeAgo('2025-07-03T12:05:00Z', now)).toEqual({ unit: 'now', n: 0 });
    expect(timeAgo('2025-07-03T11:15:00Z', now)).toEqual({ unit: 'minutes', n: 45 });
    expect(timeAgo('2025-07-03T09:00:00Z', now)).toEqual({ unit: 'hours', n: 3 });
    expect(timeAgo('2025-06-30T12:00:00Z', now)).toEqual({ unit: 'days', n: 3 });
  });

  it('makes no Intl formatter when the module loads, only on first use', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./order-format.ts');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatDateTime('2025-07-02T20:00:00Z')).toMatch(/3 Jul/);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
