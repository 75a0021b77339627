import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { iso } from '../../http/iso.ts';


/**
 * Payments in the shopper's download. An erasure keeps each payment (amount, status, the gateway's ids: the
 * money's trail, needed for refunds and the accounts) but forgets how the shopper paid (a UPI id, a masked
 * card) and the wallets they linked.
 */
export function paymentDataRights(db: Db) {
  return {
    async exportFor(userId: number) {
      const [payments, wallets] = await Promise.all([
        db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
        db.selectFrom('wallet_links').selectAll().where('user_id', '=', userId).orderBy('payment_sub_type_id').execute(),
      ]);
      return {
        payments: payments.map((p) => ({
          orderId: p.order_id,
          amountPaise: p.amount_paise,
          status: p.status,
          paymentTypeId: p.payment_type_id,
          instrument: p.instrument_label,
          gatewayTransactionId: p.gateway_txn_id,
          createdAt: iso(p.created_at),
          updatedAt: iso(p.updated_at),
        })),
        wallets: wallets.map((w) => ({
          paymentSubTypeId: w.payment_sub_type_id,
          linked: w.linked,
          balancePaise: w.balance_paise,
          refreshedAt: w.refreshed_at ? iso(w.refreshed_at) : null,
        })),
      };
    },
    async eraseFor(trx: Transaction<Database>, userId: number): Promise<void> {
      await trx.updateTable('payments').set({ instrument_label: null }).where('user_id', '=', userId).execute();
      await trx.deleteFrom('wallet_links').where('user_id', '=', userId).execute();
    },
  };
}
