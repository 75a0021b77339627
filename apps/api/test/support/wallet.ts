import { sql } from 'kysely';
import type { Db } from '@dawa/db';

/** The wallet ledger's invariant: every transaction's postings sum to zero, so the whole ledger does. */
export async function ledgerBalances(db: Db): Promise<boolean> {
  const unbalanced = await db
    .selectFrom('wallet_postings')
    .groupBy('transaction_id')
    .having(sql`sum(amount_paise)`, '<>', 0)
    .select('transaction_id')
    .execute();
  const total = await db
    .selectFrom('wallet_postings')
    .select(sql<string>`coalesce(sum(amount_paise), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  return unbalanced.length === 0 && Number(total.n) === 0;
}
