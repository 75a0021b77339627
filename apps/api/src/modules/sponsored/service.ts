import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import type { SponsoredProducts } from '@dawa/contracts';
import { fail, ok, type Result } from '../../http/result.ts';
import { cardOf } from '../catalogue/cards.ts';
import type { CardWithIngredients } from '../catalogue/repo.ts';

const SHOWN = 10;
export const SPONSORED_LABEL = 'Sponsored';

/**
 * Sponsored products (decision 059): what sponsors placed in a widget, while the placement runs, on sale now,
 * never the product the page is about nor one the page already shows. Each is marked sponsored with its
 * sponsor; with no placement the widget has nothing to show.
 */
export function sponsoredService(db: Db, now: () => Date) {
  return {
    async products(widgetId: string, context: number | undefined, exclude: readonly number[]): Promise<SponsoredProducts> {
      const skip = [...exclude, ...(context === undefined ? [] : [context])];
      const { rows } = await sql<{ id: number; sponsor: string; card: CardWithIngredients }>`
        select distinct on (s.product_id) s.id, s.sponsor, pc.card
        from sponsored_placements s join products p on p.id = s.product_id join product_cards pc on pc.product_id = p.id
        where s.widget_id = ${widgetId} and s.starts_at <= ${now()} and s.ends_at > ${now()}
          and p.stock > 0 and not p.not_for_sale and p.id <> all(${skip}::int[])
        order by s.product_id, s.starts_at desc`.execute(db);
      const products = rows
        .sort((a, b) => b.id - a.id)
        .slice(0, SHOWN)
        .map((r) => ({ ...cardOf(r.card), sponsored: true as const, sponsor: r.sponsor, adId: `placement-${r.id}` }));
      return { widgetId, label: SPONSORED_LABEL, products };
    },

    async place(p: {
      productId: number;
      widgetId: string;
      sponsor: string;
      startsAt: string;
      endsAt: string;
    }): Promise<Result<{ id: number }>> {
      const product = await db.selectFrom('products').select('id').where('id', '=', p.productId).executeTakeFirst();
      if (!product) return fail('PRODUCT_NOT_FOUND', 'This product is not in our catalogue.', 404);
      const row = await db
        .insertInto('sponsored_placements')
        .values({
          product_id: p.productId,
          widget_id: p.widgetId,
          sponsor: p.sponsor,
          starts_at: new Date(p.startsAt),
          ends_at: new Date(p.endsAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: row.id });
    },

    /** Ends a placement now (it stays on record); one that has ended already is left as it was. */
    async end(id: number): Promise<Result<{ id: number; ended: boolean }>> {
      const at = now();
      const row = await db.selectFrom('sponsored_placements').select(['id', 'ends_at']).where('id', '=', id).executeTakeFirst();
      if (!row) return fail('NOT_FOUND', 'This placement was not found.', 404);
      if (row.ends_at <= at) return ok({ id, ended: false });
      await db
        .updateTable('sponsored_placements')
        .set({ ends_at: sql`greatest(starts_at + interval '1 millisecond', ${at}::timestamptz)` })
        .where('id', '=', id)
        .execute();
      return ok({ id, ended: true });
    },
  };
}
export type SponsoredService = ReturnType<typeof sponsoredService>;
