/** Reads as prepared statements (decision 034): the same rows as a plain query, prepared once per connection. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, type DatabaseHandle } from '../src/index.ts';
import { literalOf } from '../src/prepared.ts';
import { openTestDatabase } from './support/golden.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const productsNamed = (name: string) => handle.db.selectFrom('products').select(['id', 'name']).where('name', '=', name).orderBy('id');
const preparedNamed = (text: string) =>
  sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement like ${`%${text}%`}`.execute(handle.db);

describe('executePrepared', () => {
  it('answers what the plain query answers, for any number of ids in one array parameter', async () => {
    const some = await handle.db.selectFrom('products').select('id').orderBy('id').limit(7).execute();
    const ids = some.map((r) => r.id);
    for (const count of [1, 3, 7]) {
      const query = handle.db
        .selectFrom('products')
        .select(['id', 'name', 'stock', 'not_for_sale'])
        .where('id', '=', sql<number>`any(${ids.slice(0, count)})`)
        .orderBy('id');
      expect(await executePrepared(handle.db, query)).toEqual(await query.execute());
    }
    const { rows } = await preparedNamed('any($1)');
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('passes text as a value, never as SQL', async () => {
    const { name } = await handle.db.selectFrom('products').select('name').orderBy('id').executeTakeFirstOrThrow();
    expect(await executePrepared(handle.db, productsNamed(name))).toEqual(await productsNamed(name).execute());
    for (const hostile of [`x') or ('1'='1`, `x' or '1'='1`, `x\\' or 1=1 --`, `'); drop table products; --`])
      expect(await executePrepared(handle.db, productsNamed(hostile))).toEqual([]);
    expect(Number((await sql<{ n: string }>`select count(*) as n from products`.execute(handle.db)).rows[0]?.n)).toBeGreaterThan(0);
  });

  it('prepares the statement again when the connection has forgotten it', async () => {
    const query = handle.db.selectFrom('products').select('id').where('stock', '>=', 0).orderBy('id').limit(2);
    const first = await executePrepared(handle.db, query);
    await sql`deallocate all`.execute(handle.db);
    expect(await executePrepared(handle.db, query)).toEqual(first);
  });

  it('refuses a value that has no plain literal', () => {
    expect(literalOf(`it's`)).toBe(`'it''s'`);
    expect(literalOf([1, 2, 3])).toBe(`'{1,2,3}'`);
    expect(literalOf(null)).toBe('NULL');
    expect(() => literalOf(Number.NaN)).toThrow(TypeError);
    expect(() => literalOf(['a'])).toThrow(TypeError);
    expect(() => literalOf({ a: 1 })).toThrow(TypeError);
    expect(() => literalOf('a\0b')).toThrow(TypeError);
  });
});
