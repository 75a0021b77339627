import type { Transaction } from 'kysely';
import type { Address } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { toAddress } from './service.ts';

/** Saved addresses in the shopper's download, and deleted with the account (orders keep their own snapshot). */
export function addressDataRights(db: Db) {
  return {
    async exportFor(userId: number): Promise<Address[]> {
      const rows = await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
      return rows.map(toAddress);
    },
    async eraseFor(trx: Transaction<Database>, userId: number): Promise<void> {
      await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
    },
  };
}
