import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** A column and its PostgreSQL type; a `text[]` column takes a string array per row. */
export type ColumnSpec = readonly [name: string, pgType: string];

/**
 * Inserts many rows with one statement of one array parameter per column (`INSERT … SELECT FROM unnest(…)`):
 * a few parameters however many rows, which both PGlite and PostgreSQL plan and parse once.
 * Array-typed columns travel as JSON text, since unnest would flatten a two-dimensional array.
 */
export async function bulkInsert(db: Db, table: string, columns: readonly ColumnSpec[], rows: readonly Record<string, unknown>[]) {
  if (!rows.length) return;
  const isArray = (type: string) => type.endsWith('[]');
  const params = columns.map(
    ([name, type]) =>
      sql`${rows.map((row) => (isArray(type) ? JSON.stringify(row[name] ?? []) : (row[name] ?? null)))}::${sql.raw(isArray(type) ? 'text' : type)}[]`,
  );
  const select = columns.map(([, type], i) =>
    isArray(type) ? sql.raw(`ARRAY(SELECT json_array_elements_text(u.c${i}::json))`) : sql.raw(`u.c${i}`),
  );
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
    SELECT ${sql.join(select)} FROM unnest(${sql.join(params)}) AS u(${aliases})`.execute(db);
}
