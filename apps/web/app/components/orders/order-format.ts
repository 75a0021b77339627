/** Formatting of the order pages: dates in India time, status colours, 'time ago'. Pure (unit tested). */

/**
 * A date formatter in India time, made on first use, not when the module loads: this module is part of every
 * page's shell, and making an Intl formatter with a time zone costs the browser several milliseconds of locale
 * data on a phone, in the task that evaluates the shell before hydration (decision 040).
 */
function indiaTime(options: Intl.DateTimeFormatOptions): { format: (d: Date) => string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (d) => (made ??= new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' })).format(d) };
}
const DATE = indiaTime({ day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = indiaTime({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** '3 Jul 2025' (the same on the server and in the browser: a fixed time zone). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}

/** A calendar day ('2026-11-22') as '22 Nov 2026'; any other text as it is. */
export function formatDay(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(`${text}T12:00:00+05:30`) : text;
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE_TIME.format(d);
}

export type Tone = 'good' | 'bad' | 'wait' | 'plain';

/** Status colours; the status text always shows beside them. */
export function statusTone(status: string): Tone {
  if (status === 'DELIVERED' || status === 'PLACED' || status === 'RX_VERIFIED' || status === 'PACKED' || status === 'SHIPPED')
    return 'good';
  if (status === 'CANCELLED' || status === 'PAYMENT_FAILED') return 'bad';
  if (status === 'PAYMENT_PENDING') return 'wait';
  return 'plain';
}

export type Ago = { unit: 'now' | 'minutes' | 'hours' | 'days'; n: number };

/** How long ago, in the largest whole unit (under a minute is 'now'; a future time too). */
export function timeAgo(iso: string, now: Date): Ago {
  const ms = now.getTime() - new Date(iso).getTime();
  if (!(ms >= 60_000)) return { unit: 'now', n: 0 };
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', n: hours };
  return { unit: 'days', n: Math.floor(hours / 24) };
}
