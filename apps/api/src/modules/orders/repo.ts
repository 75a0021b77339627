import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';

type Executor = Db | Transaction<Database>;

/** Orders that went through (not failed at payment, not cancelled): what "first order" codes count. */
export async function placedOrderCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('status', 'not in', ['PAYMENT_FAILED', 'CANCELLED'])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
