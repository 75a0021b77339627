import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './pdp-view.server.ts';

describe("the page's last-updated date", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written in the page language, as a date in India', () => {
    expect(formatDate('2026-03-31T20:00:00Z', 'en')).toBe('1 April 2026');
    expect(formatDate('2026-03-31T20:00:00Z', 'hi')).toBe('1 अप्रैल 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('reuses one date format per language instead of building one per page', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    formatDate('2026-03-31T20:00:00Z', 'en');
    formatDate('2026-03-31T20:00:00Z', 'hi');
    expect(built).not.toHaveBeenCalled();
  });
});
