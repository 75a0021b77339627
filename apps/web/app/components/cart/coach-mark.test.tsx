// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COACH_KEY, COACH_MS, CoachMark, useCoachMark } from './coach-mark.tsx';

function Host({ enabled = true }: { enabled?: boolean }) {
  const coach = useCoachMark(enabled);
  return coach.show ? <CoachMark onDismiss={coach.dismiss} /> : null;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the save-for-later coach mark', () => {
  it('shows, then hides by itself after 3 seconds', () => {
    render(<Host />);
    expect(screen.getByRole('note').textContent).toContain('Got it');
    act(() => vi.advanceTimersByTime(COACH_MS - 1));
    expect(screen.queryByRole('note')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows once only: a later cart load does not show it again', () => {
    render(<Host />);
    expect(screen.queryByRole('note')).not.toBeNull();
    cleanup();
    render(<Host />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(window.localStorage.getItem(COACH_KEY)).toBe('1');
  });

  it('goes at once with Got it, and never shows while not wanted', () => {
    render(<Host />);
    act(() => screen.getByRole('button', { name: 'Got it' }).click());
    expect(screen.queryByRole('note')).toBeNull();
    window.localStorage.clear();
    cleanup();
    render(<Host enabled={false} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
