import { sql } from 'kysely';
import type { MoleculeDetail, MoleculeSummary } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { notFound, ok, type Result } from '../../http/result.ts';
import type { CatalogueService } from '../catalogue/service.ts';

const PAGE_SIZE = 60;
const PRODUCTS_PAGE_SIZE = 24;

const summary = (m: { id: number; name: string; slug: string; product_count: number }): MoleculeSummary => ({
  id: m.id,
  name: m.name,
  slug: m.slug,
  url: `/molecules/${m.slug}-${m.id}`,
  productCount: m.product_count,
});

export function moleculeService(db: Db, catalogue: CatalogueService) {
  return {
    async list(letter: string | undefined, page: number) {
      const where = letter ? sql<boolean>`lower(name) like ${letter.toLowerCase() + '%'}` : sql<boolean>`true`;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('molecules')
          .select(['id', 'name', 'slug', 'product_count'])
          .where(where)
          .orderBy(sql`lower(name)`)
          .offset((page - 1) * PAGE_SIZE)
          .limit(PAGE_SIZE)
          .execute(),
        db
          .selectFrom('molecules')
          .where(where)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ items: rows.map(summary), total: Number(count.n), page, pageSize: PAGE_SIZE });
    },

    async popular(limit: number) {
      const rows = await db
        .selectFrom('molecules')
        .select(['id', 'name', 'slug', 'product_count'])
        .orderBy('product_count', 'desc')
        .limit(limit)
        .execute();
      return rows.map(summary);
    },

    async detail(id: number, page: number): Promise<Result<MoleculeDetail>> {
      // Single-ingredient medicines of this molecule first, then combinations; popular first within each: the
      // positions and the biggest combinations are kept with the catalogue (migration 0018).
      const first = (page - 1) * PRODUCTS_PAGE_SIZE;
      const [molecule, ids, combos] = await Promise.all([
        db.selectFrom('molecules').select(['id', 'name', 'slug', 'product_count']).where('id', '=', id).executeTakeFirst(),
        db
          .selectFrom('molecule_order')
          .select('product_id as id')
          .where('molecule_id', '=', id)
          .where('position', '>', first)
          .where('position', '<=', first + PRODUCTS_PAGE_SIZE)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('molecule_combinations')
          .select(['label', 'product_count'])
          .where('molecule_id', '=', id)
          .orderBy('position')
          .execute(),
      ]);
      if (!molecule) return notFound('This molecule is not in our catalogue.');
      return ok({
        molecule: summary(molecule),
        products: {
          items: await catalogue.cardsByIds(ids.map((r) => r.id)),
          total: molecule.product_count,
          page,
          pageSize: PRODUCTS_PAGE_SIZE,
        },
        relatedCombinations: combos.map((c) => ({ composition: c.label, productCount: c.product_count })),
      });
    },
  };
}
export type MoleculeService = ReturnType<typeof moleculeService>;
