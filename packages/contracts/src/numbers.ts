import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4): every id and count column. */
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number from a path, a query string or a JSON body, refused with `message` unless it lies in
 * [min, max]. A JSON number must already be a safe integer; text must be plain decimal digits (a leading
 * minus only when `min` is negative). `z.coerce.number()` alone would take "1e3", "0x10", " 7", "" (as 0),
 * true (as 1) and [5] (as 5), and an id past int4 would reach the database and fail there.
 */
export function wholeNumber(min: number, max: number, message: string, tooBig = message) {
  const digits = min < 0 ? /^-?\d{1,16}$/ : /^\d{1,16}$/;
  return z
    .union([z.int(message).min(min, message).max(max, tooBig), z.string(message).regex(digits, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, tooBig));
}

/** A page number of a paged list, 1 to `lastPage`; absent means the first page. */
export const pageNumber = (lastPage: number) =>
  wholeNumber(1, lastPage, 'The page must be a whole number from 1.', 'There are not that many pages.').default(1);
