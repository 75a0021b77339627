/**
 * One purchase attempt is one order (decision 014). Placing a cart whose order is still waiting for payment
 * resumes that order instead of placing another: the same checkout pays the same order, possibly another
 * way (another online method prices it again; cash on delivery places it at once). An order whose payment
 * window has passed, or whose checkout changed in anything but the payment method, closes unpaid and gives
 * its stock and promo back, and placement goes on to place the cart anew.
 */
import type { Transaction } from 'kysely';
import type { Database } from '@dawa/db';
import {
  COD_MAX_ORDER_PAISE,
  normalisePromoCode,
  PAYMENT_TYPE_ID,
  PAYMENT_WINDOW_MS,
  paymentWindowOpen,
  repriceForMethod,
  type PaymentOffer,
} from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import * as repo from './repo.ts';

/** What the shopper chose this time, as placement reads it. */
export interface CheckoutChoice {
  addressId: number;
  speed: 'standard' | 'express';
  promoCode: string | null;
  prescriptionIds: readonly string[];
  paymentTypeId: number;
  paymentSubTypeId: number | null;
  /** The PLUS plan bought with the cart, if any. */
  plusPlanId: string | null;
}

export const codLimit = () =>
  fail('COD_NOT_AVAILABLE', 'Cash on delivery is available on orders up to ₹5,000. Choose another payment method.', 422);

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((v, i) => v === right[i]);
};

async function sameCheckout(trx: Transaction<Database>, order: repo.OrderRow, choice: CheckoutChoice): Promise<boolean> {
  const promo = choice.promoCode ? normalisePromoCode(choice.promoCode) || null : null;
  if (order.address_id !== choice.addressId || order.delivery_option !== choice.speed || (order.promo_code ?? null) !== promo) return false;
  if ((order.plus_plan_id ?? null) !== choice.plusPlanId) return false;
  return sameSet(await repo.prescriptionIdsOf(trx, order.id), choice.prescriptionIds);
}

/**
 * Inside placement's transaction, with the cart claimed: the order of this cart version, if it is still to
 * be answered with (its id), or null when placement must place the cart anew.
 */
export async function resumeWaitingOrder(
  trx: Transaction<Database>,
  lifecycle: OrderLifecycle,
  existing: repo.OrderRow,
  choice: CheckoutChoice,
  paymentOffers: readonly PaymentOffer[],
  now: Date,
): Promise<Result<number> | null> {
  // The cart is locked first (claimed), then the order: the order every payment settlement takes them in.
  const order = await repo.lockOrder(trx, existing.id);
  if (!order || order.status !== 'PAYMENT_PENDING') return ok(existing.id);
  // A charge has arrived and is being applied: the order is paid, whatever was chosen now.
  if (await repo.hasChargedPayment(trx, order.id)) return ok(order.id);
  if (!paymentWindowOpen(order.created_at, now) || !(await sameCheckout(trx, order, choice))) {
    await lifecycle.closeUnpaid(trx, order);
    return null;
  }
  const subTypeId = choice.paymentTypeId === PAYMENT_TYPE_ID.card ? null : choice.paymentSubTypeId;
  const amounts = repriceForMethod(
    {
      hasLines: await repo.hasItems(trx, order.id),
      subTotalPaise: order.sub_total_paise,
      promoDiscountPaise: order.promo_discount_paise,
      deliveryChargesPaise: order.delivery_charges_paise,
      handlingChargesPaise: order.handling_charges_paise,
      walletPaise: order.wallet_paise,
      plusDiscountPaise: order.plus_discount_paise,
      plusPlanPaise: order.plus_plan_paise,
    },
    choice.paymentTypeId,
    paymentOffers,
    subTypeId,
  );
  if (choice.paymentTypeId === PAYMENT_TYPE_ID.cod) {
    if (amounts.amountPaise > COD_MAX_ORDER_PAISE) return codLimit();
    await lifecycle.payOnDelivery(trx, order, amounts);
    return ok(order.id);
  }
  if (order.payment_type_id !== choice.paymentTypeId || order.payment_sub_type_id !== subTypeId) {
    // An attempt still open at the old amount can no longer place the order: settlement refunds its charge.
    await repo.setPaymentMethod(trx, order.id, { paymentTypeId: choice.paymentTypeId, paymentSubTypeId: subTypeId, ...amounts });
  }
  return ok(order.id);
}

/**
 * Inside placement's transaction, before a new order is placed: the customer's other orders still waiting
 * for payment (none charged) are earlier attempts of this one cart, and close unpaid so that their stock and
 * promo serve this one.
 */
export async function closeEarlierAttempts(
  trx: Transaction<Database>,
  lifecycle: OrderLifecycle,
  userId: number,
  now: Date,
): Promise<void> {
  const attemptsSince = new Date(now.getTime() - PAYMENT_WINDOW_MS);
  for (const { id } of await repo.unpaidWaitingOrders(trx, userId)) {
    const order = await repo.lockOrder(trx, id);
    // One whose payment is in flight (an attempt open in the last 30 minutes) is kept: closing it would turn the
    // charge the shopper is approving into a refund. It counts towards the cap on waiting orders (decision 018).
    if (order?.status === 'PAYMENT_PENDING' && !(await repo.paymentHolds(trx, id, attemptsSince))) await lifecycle.closeUnpaid(trx, order);
  }
}
