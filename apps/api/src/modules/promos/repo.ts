import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import type { PromoDefinition } from '@dawa/domain';

type Executor = Db | Transaction<Database>;

const columns = [
  'code',
  'kind',
  'percent',
  'cap_paise',
  'flat_paise',
  'min_order_paise',
  'first_order_only',
  'single_use_per_customer',
  'applies_to',
  'valid_from',
  'valid_until',
  'total_redemption_limit',
  'redemption_count',
  'description',
] as const;

type PromoRow = Awaited<ReturnType<typeof selectPromo>>;
function selectPromo(db: Executor, code: string) {
  return db.selectFrom('promo_codes').where('code', '=', code).select(columns).executeTakeFirst();
}

export const toDefinition = (row: NonNullable<PromoRow>): PromoDefinition & { description: string; redemptionCount: number } => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent ?? undefined,
  capPaise: row.cap_paise ?? undefined,
  flatPaise: row.flat_paise ?? undefined,
  minOrderPaise: row.min_order_paise,
  firstOrderOnly: row.first_order_only,
  singleUsePerCustomer: row.single_use_per_customer,
  appliesTo: row.applies_to,
  validFrom: new Date(row.valid_from),
  validUntil: new Date(row.valid_until),
  totalRedemptionLimit: row.total_redemption_limit,
  description: row.description,
  redemptionCount: row.redemption_count,
});

export async function findPromo(db: Executor, code: string) {
  const row = await selectPromo(db, code);
  return row ? toDefinition(row) : undefined;
}

/** Locks the code's row so that concurrent redemptions of a limited code queue behind each other. */
export async function lockPromo(trx: Transaction<Database>, code: string) {
  const row = await trx.selectFrom('promo_codes').where('code', '=', code).select(columns).forUpdate().executeTakeFirst();
  return row ? toDefinition(row) : undefined;
}

/** The definitions of the given codes (those that exist). */
export async function findPromos(db: Executor, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('promo_codes')
    .where('code', 'in', [...codes])
    .select(columns)
    .execute();
  return rows.map(toDefinition);
}

/** Codes open to everyone now, for the cart's offer suggestion. */
export async function activePublicPromos(db: Executor, now: Date) {
  const rows = await db
    .selectFrom('promo_codes')
    .where('valid_from', '<=', now)
    .where('valid_until', '>=', now)
    .where((eb) => eb.or([eb('total_redemption_limit', 'is', null), eb('redemption_count', '<', eb.ref('total_redemption_limit'))]))
    .select(columns)
    .orderBy('code')
    .execute();
  return rows.map(toDefinition);
}

export async function customerRedemptions(db: Executor, userId: number, code: string): Promise<number> {
  const row = await db
    .selectFrom('promo_redemptions')
    .where('user_id', '=', userId)
    .where('code', '=', code)
    .where('released_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function redeem(trx: Transaction<Database>, r: { code: string; userId: number; orderId: number; singleUse: boolean }) {
  await trx
    .insertInto('promo_redemptions')
    .values({ code: r.code, user_id: r.userId, order_id: r.orderId, single_use: r.singleUse })
    .execute();
  await trx
    .updateTable('promo_codes')
    .set({ redemption_count: sql`redemption_count + 1` })
    .where('code', '=', r.code)
    .execute();
}

/** Gives a code back when its order's payment failed or the order was cancelled. */
export async function release(trx: Transaction<Database>, orderId: number, now: Date) {
  const released = await trx
    .updateTable('promo_redemptions')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning('code')
    .executeTakeFirst();
  if (released) {
    await trx
      .updateTable('promo_codes')
      .set({ redemption_count: sql`redemption_count - 1` })
      .where('code', '=', released.code)
      .execute();
  }
}
