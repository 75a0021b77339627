import type { Transaction } from 'kysely';
import type { Database } from '@dawa/db';
import type { WalletService } from '../wallet/service.ts';
import * as repo from './repo.ts';

/**
 * Inside a cancellation's transaction (the order locked): every charge of the order goes back into the shopper's
 * store wallet at once, when that is where they asked refunds to go (decision 063). Each payment is then REFUNDED,
 * so the reconciler, which refunds charges of closed orders to their source (decision 018), leaves it alone; a
 * charge that arrives after the cancellation is refunded to its source by the reconciler as before. Answers the
 * amount refunded.
 */
export async function refundChargesToWalletIn(
  trx: Transaction<Database>,
  wallet: Pick<WalletService, 'refundChargeIn'>,
  order: { id: number; user_id: number },
  at: Date,
): Promise<number> {
  await repo.lockPaymentsOfOrder(trx, order.id);
  let refunded = 0;
  for (const payment of await repo.paymentsOfOrder(trx, order.id)) {
    if (payment.status !== 'CHARGED') continue;
    await wallet.refundChargeIn(trx, order.user_id, { paymentId: payment.id, orderId: order.id, amountPaise: payment.amount_paise });
    await repo.setStatus(trx, payment, 'REFUNDED', 'wallet', at);
    refunded += payment.amount_paise;
  }
  return refunded;
}
