import type { Db } from '@dawa/db';
import type { PrescribableProduct } from '@dawa/domain';

export interface PrescribingFacts extends PrescribableProduct {
  id: number;
  manufacturer: string;
  packLabel: string;
  notForSale: boolean;
}

/**
 * What a prescription needs to know of catalogue medicines (decision 068): their legal schedule, whether they need a
 * prescription, their molecules and form — the inputs of the guidelines' prescribing lists. In the order of `ids`.
 */
export async function prescribingFacts(db: Db, ids: readonly number[]): Promise<PrescribingFacts[]> {
  if (!ids.length) return [];
  const [products, ingredients] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
      .where('p.id', 'in', [...ids])
      .where('p.product_type', '=', 1)
      .select([
        'p.id',
        'p.name',
        'p.pack_label',
        'p.packform',
        'p.drug_schedule',
        'p.is_rx_required',
        'p.not_for_sale',
        'm.name as manufacturer',
      ])
      .execute(),
    db
      .selectFrom('product_ingredients as i')
      .innerJoin('molecules as mo', 'mo.id', 'i.molecule_id')
      .where('i.product_id', 'in', [...ids])
      .select(['i.product_id', 'mo.name'])
      .orderBy('i.product_id')
      .orderBy('i.position')
      .execute(),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    return [
      {
        id: p.id,
        name: p.name,
        manufacturer: p.manufacturer,
        packLabel: p.pack_label,
        packform: p.packform,
        schedule: p.drug_schedule,
        isRxRequired: p.is_rx_required,
        notForSale: p.not_for_sale,
        ingredients: ingredients.filter((i) => i.product_id === id).map((i) => i.name),
      },
    ];
  });
}
