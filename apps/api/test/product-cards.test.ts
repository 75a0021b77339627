/**
 * The stored cards (migration 0021, decision 046) are the card read's rows, kept in step with the catalogue:
 * after the import, and after a change of price, stock, sale status, like-for-like group, popularity,
 * ingredients and the names of a manufacturer, brand or molecule, every stored card equals the card read
 * from the tables themselves, and the product call shows the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import type { ProductDetail } from '@dawa/contracts';
import { CARD_COLUMNS, CARD_FROM } from './support/card-from-tables.ts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { productIdByName } from './support/catalogue.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** Every product's card as the tables give it now, and as stored, both as JSON text with the same key order. */
async function storedAndRead(db: Db) {
  const read = await sql<{ id: number; card: string }>`
    select p.id, row_to_json(c)::text as card from ${sql.raw(CARD_FROM)}
    cross join lateral (select ${sql.raw(CARD_COLUMNS)}) c order by p.id`.execute(db);
  const stored = await sql<{
    id: number;
    card: string;
  }>`select product_id as id, card::text as card from product_cards order by product_id`.execute(db);
  // Same values whatever the spacing json_build_object and row_to_json write.
  const norm = (rows: { id: number; card: string }[]) => rows.map((r) => ({ id: r.id, card: JSON.parse(r.card) as unknown }));
  return { read: norm(read.rows), stored: norm(stored.rows) };
}

async function expectCardsInStep() {
  const { read, stored } = await storedAndRead(app.db);
  expect(read.length).toBeGreaterThan(50);
  expect(stored).toEqual(read);
}

async function detail(id: number): Promise<ProductDetail> {
  const res = await app.api.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ProductDetail }).data;
}

/** The medicine's card on the A–Z listing of its first letter (the listing reads the stored cards too). */
async function browsedCard(id: number) {
  const { name } = await app.db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow();
  const letter = name[0]!.toLowerCase();
  for (let page = 1; page <= 50; page++) {
    const res = await app.api.inject({ method: 'GET', url: `/api/catalogue/browse?letter=${letter}&page=${page}` });
    const items = (res.json() as { data: { items: { productId: number; salePaise: number }[] } }).data.items;
    const card = items.find((c) => c.productId === id);
    if (card || items.length === 0) return card;
  }
  return undefined;
}

/** A medicine of Dolo 650's like-for-like group other than Dolo 650 itself, shown among its alternatives. */
async function doloAndAnAlternative() {
  const dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
  const shown = (await detail(dolo)).alternatives.items;
  expect(shown.length).toBeGreaterThan(0);
  return { dolo, other: shown[0]!.productId };
}

describe('stored product cards', () => {
  it('are written for every product by the import, with the keys and values of the card read', async () => {
    await expectCardsInStep();
  });

  it('follow a price change, in the product call and in the alternatives of another medicine', async () => {
    const { dolo, other } = await doloAndAnAlternative();
    await app.db.updateTable('products').set({ mrp_paise: 99_900, sale_price_paise: 1_234 }).where('id', '=', other).execute();
    await expectCardsInStep();
    expect((await detail(other)).product.salePaise).toBe(1_234);
    const again = (await detail(dolo)).alternatives.items.find((a) => a.productId === other);
    expect(again?.salePaise).toBe(1_234);
    expect(again?.mrpPaise).toBe(99_900);
    expect((await browsedCard(other))?.salePaise).toBe(1_234);
  });

  it('follow a change of stock and of sale status', async () => {
    const { dolo, other } = await doloAndAnAlternative();
    await app.db.updateTable('products').set({ stock: 0 }).where('id', '=', other).execute();
    await expectCardsInStep();
    expect((await detail(other)).product.outOfStock).toBe(true);
    const listed = (await detail(dolo)).alternatives.items.find((a) => a.productId === other);
    if (listed) expect(listed.outOfStock).toBe(true);

    await app.db.updateTable('products').set({ stock: 40 }).where('id', '=', dolo).execute();
    await app.db.updateTable('products').set({ not_for_sale: true }).where('id', '=', dolo).execute();
    await expectCardsInStep();
    expect((await detail(dolo)).product.productTierAttributes.type).not.toBe((await detail(other)).product.productTierAttributes.type);
    await app.db.updateTable('products').set({ not_for_sale: false }).where('id', '=', dolo).execute();
    await expectCardsInStep();
  });

  it('follow a move to another like-for-like group and a new pack', async () => {
    const dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
    const self = await app.db.selectFrom('products').selectAll().where('id', '=', dolo).executeTakeFirstOrThrow();
    const { other } = await doloAndAnAlternative();
    await app.db.updateTable('products').set({ packform: 'Syrup', measurement_unit: 'ml' }).where('id', '=', other).execute();
    await expectCardsInStep();
    expect((await detail(dolo)).alternatives.items.some((a) => a.productId === other)).toBe(false);

    const { id: _id, ...copy } = self;
    const added = await app.db
      .insertInto('products')
      .values({
        ...copy,
        id: 9_000_001,
        name: 'Demo Paracetamol 650 Tablet',
        pack_label: 'strip of 15 tablets',
        sale_price_paise: 100,
        mrp_paise: 2_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('product_ingredients')
      .expression(sql`select ${added.id}, position, molecule_id, strength from product_ingredients where product_id = ${dolo}`)
      .execute();
    await expectCardsInStep();
    const card = (await detail(dolo)).alternatives.items.find((a) => a.productId === added.id);
    expect(card?.compositions).toEqual((await detail(dolo)).product.compositions);
  });

  it('follow a change of ingredients and of the names a card shows', async () => {
    const dolo = await productIdByName(app.db, 'Dolo 650 Tablet');
    const self = await app.db
      .selectFrom('products')
      .select(['manufacturer_id', 'brand_id'])
      .where('id', '=', dolo)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('product_ingredients').set({ strength: '651mg' }).where('product_id', '=', dolo).execute();
    await expectCardsInStep();
    expect((await detail(dolo)).product.compositions.map((c) => c.strength)).toContain('651mg');

    const molecule = await app.db
      .selectFrom('product_ingredients')
      .select('molecule_id')
      .where('product_id', '=', dolo)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('molecules')
      .set({ name: 'Demo Renamed Molecule', slug: 'demo-renamed-molecule' })
      .where('id', '=', molecule.molecule_id)
      .execute();
    await app.db.updateTable('manufacturers').set({ name: 'Demo Renamed Manufacturer' }).where('id', '=', self.manufacturer_id).execute();
    await app.db.updateTable('brands').set({ name: 'Demo Renamed Brand' }).where('id', '=', self.brand_id).execute();
    await expectCardsInStep();
    const product = (await detail(dolo)).product;
    expect(product.manufacturer).toBe('Demo Renamed Manufacturer');
    expect(product.consumerBrandName).toBe('Demo Renamed Brand');
    expect(product.compositions.map((c) => c.name)).toContain('Demo Renamed Molecule');

    await app.db.deleteFrom('product_ingredients').where('product_id', '=', dolo).execute();
    await expectCardsInStep();
    expect((await detail(dolo)).product.compositions).toEqual([]);
  });

  it("follow a change of popularity in the order of a brand's other medicines", async () => {
    const brand = await sql<{ brand_id: number }>`
      select brand_id from products group by brand_id having count(*) >= 3 order by count(*) desc, brand_id limit 1`.execute(app.db);
    const brandId = brand.rows[0]!.brand_id;
    const ids = (await app.db.selectFrom('products').select('id').where('brand_id', '=', brandId).orderBy('id').execute()).map((r) => r.id);
    const [viewed, ...others] = ids as [number, ...number[]];
    const last = others[others.length - 1]!;
    await app.db.updateTable('products').set({ popularity: 2_000_000_000 }).where('id', '=', last).execute();
    expect((await detail(viewed)).brandVariants[0]?.productId).toBe(last);
    await app.db.updateTable('products').set({ popularity: -1 }).where('id', '=', last).execute();
    const variants = (await detail(viewed)).brandVariants.map((v) => v.productId);
    if (variants.length === others.length) expect(variants[variants.length - 1]).toBe(last);
    else expect(variants).not.toContain(last);
    const stored = await app.db.selectFrom('product_cards').select('popularity').where('product_id', '=', last).executeTakeFirstOrThrow();
    expect(stored.popularity).toBe(-1);
  });

  it('are gone with their product', async () => {
    const added = 9_000_001;
    await app.db.deleteFrom('product_ingredients').where('product_id', '=', added).execute();
    await app.db.deleteFrom('like_for_like').where('product_id', '=', added).execute();
    await app.db.deleteFrom('products').where('id', '=', added).execute();
    await expectCardsInStep();
  });
});
