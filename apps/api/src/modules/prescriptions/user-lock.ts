import { sql, type Kysely } from 'kysely';
import type { Database } from '@dawa/db';

/** Lock spaces of this module: one per check that must not race with itself for one customer. */
export const LOCK = { uploadSlots: 0x5258_0001, selfPatient: 0x5258_0002 } as const;

/**
 * A transaction-scoped advisory lock on (space, customer): concurrent requests of one customer take
 * turns through the locked section; other customers are not held up. Released when `trx` ends.
 */
export async function lockCustomer(trx: Kysely<Database>, space: number, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${space}::int, ${userId}::int)`.execute(trx);
}
