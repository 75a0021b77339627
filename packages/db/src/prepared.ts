import { CompiledQuery, sql, type Compilable, type RawBuilder } from 'kysely';
import type { Db } from './client.ts';

/**
 * Runs a read as a prepared statement of the session (`PREPARE` once per connection, then `EXECUTE`), so the
 * engine plans it a handful of times and then keeps a generic plan, instead of planning it on every request.
 * On the embedded engine, planning a join of the catalogue's tables costs several times its execution (the
 * planner asks the size of every table and index it considers, each a file system call through WASM);
 * neither Kysely driver names its statements, hence this (decision 034).
 *
 * The statement is the compiled query's own text; its values travel as quoted literals of EXECUTE, each
 * coerced to the type the statement gave its parameter. Only numbers, strings, booleans, null and arrays of
 * numbers are accepted, so a literal can never carry anything but a value.
 */
export async function executePrepared<Row>(db: Db, query: Compilable<Row> | RawBuilder<Row>): Promise<Row[]> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  return runPrepared<Row>(db, statementName(compiled.sql), compiled.sql, compiled.parameters);
}

/**
 * A read written once as SQL text (`$1`, `$2`… for its values), prepared per connection like
 * `executePrepared` but with nothing built or compiled per call: the hottest catalogue reads use this
 * (decision 037), where building and compiling the query was a measurable part of a call.
 */
export function preparedRead<Row>(text: string): (db: Db, values: readonly unknown[]) => Promise<Row[]> {
  const name = statementName(text);
  return (db, values) => runPrepared<Row>(db, name, text, values);
}

async function runPrepared<Row>(db: Db, name: string, text: string, values: readonly unknown[]): Promise<Row[]> {
  const execute = CompiledQuery.raw(values.length ? `EXECUTE ${name}(${values.map(literalOf).join(', ')})` : `EXECUTE ${name}`);
  return db.connection().execute(async (connection) => {
    try {
      return (await connection.executeQuery<Row>(execute)).rows;
    } catch (error) {
      if (!isUnknownStatement(error)) throw error;
      // First use on this connection (or the server forgot it: a restart, DISCARD ALL).
      await sql.raw(`PREPARE ${name} AS ${text}`).execute(connection);
      return (await connection.executeQuery<Row>(execute)).rows;
    }
  });
}

const names = new Map<string, string>();

/** A name per statement text, the same in every connection of this process. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `dawa_read_${names.size + 1}_${fnv1a(text)}`;
    names.set(text, name);
  }
  return name;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A value as an SQL literal for EXECUTE (standard strings: a quote is the only character to double). */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new TypeError('a text value cannot hold a NUL character');
    return quoted(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return quoted(String(value));
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isFinite(v))) return quoted(`{${value.join(',')}}`);
  throw new TypeError(`a prepared statement takes numbers, strings, booleans, null or arrays of numbers, not ${typeof value}`);
}

function isUnknownStatement(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '26000';
}
