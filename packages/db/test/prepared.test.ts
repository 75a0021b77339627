/** Reads as prepared statements (decision 034): the same rows as a plain query, prepared once per connection. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, preparedRead, type DatabaseHandle } from '../src/index.ts';
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

describe('preparedRead', () => {
  const namedOrDearer = preparedRead<{ id: number; name: string }>(
    'select id, name from products where name = $1::text or mrp_paise > $2::int order by id',
  );

  it('answers what the plain query answers, with values as values, prepared once', async () => {
    const { name } = await handle.db.selectFrom('products').select('name').orderBy('id').executeTakeFirstOrThrow();
    const plain = (n: string, above: number) =>
      handle.db.selectFrom('products').select(['id', 'name']).where((eb) => eb.or([eb('name', '=', n), eb('mrp_paise', '>', above)])).orderBy('id').execute();
    expect(await namedOrDearer(handle.db, [name, 1e9])).toEqual(await plain(name, 1e9));
    expect(await namedOrDearer(handle.db, [`x' or '1'='1`, 1e9])).toEqual([]);
    expect(await namedOrDearer(handle.db, ['', 0])).toEqual(await plain('', 0));
    const { rows } = await preparedNamed('mrp_paise > $2::int');
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('prepares the statement again when the connection has forgotten it', async () => {
    const first = await namedOrDearer(handle.db, ['', 0]);
    await sql`deallocate all`.execute(handle.db);
    expect(await namedOrDearer(handle.db, ['', 0])).toEqual(first);
  });
});
