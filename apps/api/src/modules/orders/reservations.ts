import type { Db } from '@dawa/db';
import { PAYMENT_WINDOW_MS } from '@dawa/domain';
import type { OrderLifecycle } from './lifecycle.ts';
import * as repo from './repo.ts';

/**
 * Stock reservations (decision 018). An order waiting for payment holds its stock and promo for its payment
 * window, 30 minutes from placement; an attempt still open when the window ends keeps it for that attempt's
 * own 30 minutes (attempts start only inside the window, so no reservation outlives an hour). Then the
 * stock-release job gives it back, whether or not payment is switched on.
 */
export const RESERVATION_MS = PAYMENT_WINDOW_MS;

/** Orders a shopper may have waiting for payment at once; placing another is refused. */
export const MAX_OPEN_UNPAID_ORDERS = 3;

const RELEASE_BATCH = 500;

export function reservationRelease(db: Db, lifecycle: OrderLifecycle) {
  return {
    /** Releases every expired reservation; safe to run twice at once and beside a late payment. */
    async releaseExpired(now: Date): Promise<{ released: number; held: number }> {
      const placedBefore = new Date(now.getTime() - RESERVATION_MS);
      const attemptsSince = new Date(now.getTime() - PAYMENT_WINDOW_MS);
      const report = { released: 0, held: 0 };
      for (const { id } of await repo.expiredReservations(db, placedBefore, RELEASE_BATCH)) {
        const outcome = await lifecycle.releaseReservation(id, placedBefore, attemptsSince);
        if (outcome === 'released') report.released++;
        else if (outcome === 'held') report.held++;
      }
      return report;
    },
  };
}
