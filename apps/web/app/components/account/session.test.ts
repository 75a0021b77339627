import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-router', () => ({ useRouteLoaderData: () => ({ servedCities: 12345 }) }));

const { useServingText } = await import('./session.ts');

describe("the footer's line about where the store delivers", () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups the count of cities the Indian way without asking Intl (no locale data during hydration)', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const t = (key: string, vars?: Record<string, string>) => `${key}:${vars?.count ?? ''}`;
    expect(useServingText(t)).toBe('shell.footer.serving:12,345');
    expect(toLocale).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
