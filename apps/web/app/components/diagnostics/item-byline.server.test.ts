import { describe, expect, it } from 'vitest';
import { bylineView, reviewDate } from './item-byline.server.ts';

describe('the lab item byline', () => {
  it('names the editorial team by id, with their author pages', () => {
    const view = bylineView({ writtenBy: 2, reviewedBy: 1, reviewedOn: '2026-11-23' }, 'en');
    expect(view?.writer).toEqual({ name: 'Rohan Mehta', path: '/legal/editorial-policy/rohan-mehta-2' });
    expect(view?.reviewer).toEqual({ name: 'Dr. Asha Rao', path: '/legal/editorial-policy/asha-rao-1' });
    expect(view?.reviewedOn).toEqual({ iso: '2026-11-23', text: '23 November 2026' });
  });

  it('leaves out an unknown person and has no byline when nothing is known', () => {
    expect(bylineView({ writtenBy: 99, reviewedBy: 3, reviewedOn: '2026-11-23' }, 'en')?.writer).toBeNull();
    expect(bylineView({ writtenBy: 98, reviewedBy: 99, reviewedOn: 'soon' }, 'en')).toBeNull();
    expect(bylineView(null, 'en')).toBeNull();
  });

  it('reads a calendar day as that day in India and an instant in India time', () => {
    expect(reviewDate('2026-01-05', 'en')?.text).toBe('5 January 2026');
    expect(reviewDate('2026-01-04T20:00:00Z', 'en')?.text).toBe('5 January 2026');
    expect(reviewDate('not a date', 'en')).toBeNull();
  });
});
