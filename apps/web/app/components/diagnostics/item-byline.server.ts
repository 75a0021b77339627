/** The item page's byline: the editorial team's names and author pages for the API's ids, and the review date in words. */
import type { LabItemDetails } from '@dawa/contracts';
import type { Locale } from '../../i18n/index.ts';
import { AUTHORS, authorPath } from '../legal/content/authors.ts';

export type BylineAuthor = { name: string; path: string };
export type BylineView = { writer: BylineAuthor | null; reviewer: BylineAuthor | null; reviewedOn: { iso: string; text: string } | null };

const dates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
const dateFormat = (locale: Locale) =>
  (dates[locale] ??= new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }));

/** A calendar day ('2026-11-23') or an instant, as '23 November 2026'; null when it is neither. */
export function reviewDate(text: string, locale: Locale): { iso: string; text: string } | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const at = new Date(day ? `${text}T12:00:00+05:30` : text);
  if (Number.isNaN(at.getTime())) return null;
  return { iso: day ? text : at.toISOString(), text: dateFormat(locale).format(at) };
}

function author(id: number, locale: Locale): BylineAuthor | null {
  const found = AUTHORS.find((a) => a.id === id);
  return found ? { name: found.name[locale], path: authorPath(found) } : null;
}

export function bylineView(byline: LabItemDetails['byline'], locale: Locale): BylineView | null {
  if (!byline) return null;
  const view = {
    writer: author(byline.writtenBy, locale),
    reviewer: author(byline.reviewedBy, locale),
    reviewedOn: reviewDate(byline.reviewedOn, locale),
  };
  return view.writer || view.reviewer || view.reviewedOn ? view : null;
}
