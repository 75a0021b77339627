/** The catalogue revision (migration 0017) moves with what a page shows, and only with that. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueRevision, type DatabaseHandle } from '../src/index.ts';
import { openTestDatabase } from './support/golden.ts';

let handle: DatabaseHandle;
let productId: number;
beforeAll(async () => {
  handle = await openTestDatabase();
  const row = await handle.db.selectFrom('products').select('id').where('not_for_sale', '=', false).orderBy('id').executeTakeFirstOrThrow();
  productId = row.id;
  await handle.db.updateTable('products').set({ stock: 100 }).where('id', '=', productId).execute();
});
afterAll(() => handle?.close());

const revision = () => readCatalogueRevision(handle.db);
const setStock = (stock: number) => handle.db.updateTable('products').set({ stock }).where('id', '=', productId).execute();

describe('catalogue revision', () => {
  it('moves when a price changes', async () => {
    const before = await revision();
    await handle.db
      .updateTable('products')
      .set({ sale_price_paise: sql`sale_price_paise + 1` })
      .where('id', '=', productId)
      .execute();
    expect(await revision()).not.toBe(before);
  });

  it('moves when stock crosses a tier the page shows, not within one', async () => {
    await setStock(100);
    const inStock = await revision();
    await setStock(60);
    expect(await revision()).toBe(inStock);
    await setStock(5);
    const short = await revision();
    expect(short).not.toBe(inStock);
    await setStock(0);
    expect(await revision()).not.toBe(short);
  });

  it('moves once for a statement over many rows, inside one transaction', async () => {
    const before = BigInt(await revision());
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ not_for_sale: sql`not not_for_sale` }).execute();
      await trx.updateTable('products').set({ not_for_sale: sql`not not_for_sale` }).execute();
    });
    expect(BigInt(await revision()) - before).toBe(1n);
  });

  it('moves when the import writes a catalogue table', async () => {
    const before = await revision();
    await handle.db.updateTable('brands').set({ name: sql`name` }).where('id', '=', -1).execute();
    expect(await revision()).not.toBe(before);
  });
});
