import type { Db } from '@dawa/db';
import { pruneLoginRecords } from '../modules/auth/prune.ts';
import { cartService } from '../modules/cart/service.ts';
import { labOrderHooks } from '../modules/diagnostics/booking-steps.ts';
import { consultOrderHooks } from '../modules/consultations/steps.ts';
import { catalogueService } from '../modules/catalogue/service.ts';
import { notificationService } from '../modules/notifications/service.ts';
import { orderLifecycle } from '../modules/orders/lifecycle.ts';
import { placedOrderCount } from '../modules/orders/repo.ts';
import { reservationRelease } from '../modules/orders/reservations.ts';
import { offerService } from '../modules/offers/service.ts';
import { refundChargesToWalletIn } from '../modules/payments/wallet-refunds.ts';
import { walletService } from '../modules/wallet/service.ts';
import { referralService } from '../modules/referrals/service.ts';
import { plusService } from '../modules/plus/service.ts';
import { promoService } from '../modules/promos/service.ts';
import { expireLots } from '../modules/wallet/ledger.ts';
import type { ScheduledJob } from './job.ts';

/**
 * Every scheduled job of the store, with its schedule. A new background task is added here (and nowhere
 * else), so it runs once per tick across instances on PostgreSQL and on a timer on the embedded database.
 */
export function storeJobs(deps: {
  db: Db;
  /** The clock of the login records and of stock reservations (tests move it). */
  now?: () => Date;
  /** The payment reconciler; absent when online payment is off or a test calls it itself. */
  reconcilePayments?: () => Promise<unknown>;
}): ScheduledJob[] {
  const now = deps.now ?? (() => new Date());
  const jobs: ScheduledJob[] = [];
  if (deps.reconcilePayments) {
    // Waiting payments are re-read from the gateway, and ones past their 30 minutes failed (decision 008).
    jobs.push({ name: 'payments-reconcile', everyMinutes: 1, timeoutSeconds: 240, run: deps.reconcilePayments });
  }
  // Stock and promo held by orders whose payment window passed go back (decision 018), payment on or off.
  const release = reservationRelease(deps.db, lifecycleFor(deps.db, now));
  jobs.push({ name: 'stock-release', everyMinutes: 1, timeoutSeconds: 240, run: () => release.releaseExpired(now()) });
  // Login codes, sends, requests, secrets and sessions one day past mattering (AUTH_RECORD_RETENTION_MS).
  jobs.push({ name: 'auth-prune', everyMinutes: 60, timeoutSeconds: 600, run: () => pruneLoginRecords(deps.db, now()) });
  // Expirable wallet credit past its date is written off, each lot once (decision 061).
  jobs.push({ name: 'wallet-expiry', everyMinutes: 60, timeoutSeconds: 600, run: () => expireLots(deps.db, now()) });
  return jobs;
}

/** The order lifecycle over its own services, for jobs that run outside a request. */
function lifecycleFor(db: Db, now: () => Date) {
  const wallet = walletService(db, now);
  const notifications = notificationService(db);
  const referrals = referralService({ db, wallet, notifications, now });
  const promos = promoService(db, now, referrals);
  const plus = plusService(db, now);
  const cart = cartService({
    db,
    catalogue: catalogueService(db),
    promos,
    orderCount: (userId) => placedOrderCount(db, userId),
    hasPrescription: async () => false,
    paymentOffers: offerService(db, promos, now).livePaymentOffers,
    walletSpendable: wallet.spendable,
    plus,
  });
  return orderLifecycle(db, {
    cart,
    promos,
    notifications,
    labOrders: labOrderHooks(notifications, now),
    consultOrders: consultOrderHooks(notifications, now),
    plusOrders: plus.orderHooks,
    wallet,
    refundChargesToWallet: (trx, order) => refundChargesToWalletIn(trx, wallet, order, now()),
    referrals,
  });
}
