// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { browsedIds, rememberBrowsed } from './recently-browsed.ts';

beforeEach(() => localStorage.clear());

describe('the recently browsed list', () => {
  it('keeps each product once, newest first, at most 50', () => {
    rememberBrowsed(3);
    rememberBrowsed(7);
    expect(rememberBrowsed(3)).toEqual([3, 7]);
    for (let id = 100; id < 160; id++) rememberBrowsed(id);
    const ids = browsedIds();
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(159);
    expect(ids).not.toContain(3);
  });

  it('ignores what is not a list of ids', () => {
    localStorage.setItem('dawa.recentlyBrowsed', '{"a":1}');
    expect(browsedIds()).toEqual([]);
    localStorage.setItem('dawa.recentlyBrowsed', '[1,"2",-3,4.5,5]');
    expect(browsedIds()).toEqual([1, 5]);
    localStorage.setItem('dawa.recentlyBrowsed', 'not json');
    expect(browsedIds()).toEqual([]);
  });
});
