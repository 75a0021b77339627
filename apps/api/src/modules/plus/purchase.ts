import type { Transaction } from 'kysely';
import { ORDER_TYPE, type LoyaltyCouponData, type LoyaltyOrder, type LoyaltySubmitOrderBody } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { checkPlusCoupon, normalisePlusCoupon, PAYMENT_WINDOW_MS, type PlusCouponFacts } from '@dawa/domain';
import { inTransaction } from '../../http/idempotency.ts';
import { fail, ok, type Result } from '../../http/result.ts';
import type { CartService } from '../cart/service.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { unpaidOrderCount } from '../orders/lab-orders.ts';
import { insertPlusOrder } from '../orders/plus-orders.ts';
import { MAX_OPEN_UNPAID_ORDERS } from '../orders/reservations.ts';
import type { Idempotency } from '../payments/idempotency.ts';
import type { PlanOnSale, PlusService } from './service.ts';

export const plusErrors = {
  plan: () => fail('PLAN_NOT_FOUND', 'This plan is not on sale. Choose another plan.', 404),
  coupon: (message: string) => fail('COUPON_INVALID', message, 409),
  priceChanged: () => fail('PRICE_CHANGED', 'The price of this plan has changed. Check the new amount and pay again.', 409),
  pending: () =>
    fail('PURCHASE_PENDING', 'Your last PLUS purchase is waiting for your bank to confirm it. Try again in a few minutes.', 409),
  tooManyUnpaid: () =>
    fail(
      'TOO_MANY_UNPAID_ORDERS',
      `You have ${MAX_OPEN_UNPAID_ORDERS} orders waiting for payment. Pay for one of them or cancel it before buying PLUS.`,
      409,
    ),
};

export interface PlusPurchaseDeps {
  db: Db;
  plus: PlusService;
  cart: Pick<CartService, 'lock'>;
  lifecycle: Pick<OrderLifecycle, 'closeWaitingOrders'>;
  idempotency: Idempotency;
  now: () => Date;
}

/** Buying PLUS alone (decision 067): a membership coupon against a plan, and the order its payment settles. */
export function plusPurchases(deps: PlusPurchaseDeps) {
  const { db, plus } = deps;

  async function couponFacts(code: string): Promise<PlusCouponFacts | null> {
    const normal = normalisePlusCoupon(code);
    if (!normal) return null;
    const row = await db.selectFrom('plus_coupons').where('code', '=', normal).selectAll().executeTakeFirst();
    return row
      ? {
          code: row.code,
          percent: row.percent,
          flatPaise: row.flat_paise,
          capPaise: row.cap_paise,
          planIds: row.plan_ids,
          firstMembershipOnly: row.first_membership_only,
          validFrom: new Date(row.valid_from),
          validUntil: new Date(row.valid_until),
          active: row.active,
        }
      : null;
  }

  async function check(
    executor: Db | Transaction<Database>,
    userId: number,
    plan: PlanOnSale,
    code: string,
    coupon: PlusCouponFacts | null,
  ) {
    return checkPlusCoupon(coupon, {
      code,
      planId: plan.id,
      pricePaise: plan.amountPaise,
      hadMembership: await plus.hadMembership(executor, userId),
      now: deps.now(),
    });
  }

  async function submitOnce(userId: number, body: LoyaltySubmitOrderBody): Promise<Result<LoyaltyOrder>> {
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const plan = await plus.planOnSale(body.variantId);
    if (!plan) return plusErrors.plan();
    const coupon = body.couponCode ? await couponFacts(body.couponCode) : null;
    return inTransaction(db, async (trx) => {
      await deps.cart.lock(trx, userId);
      const checked = body.couponCode ? await check(trx, userId, plan, body.couponCode, coupon) : null;
      if (checked && !checked.valid) return plusErrors.coupon(checked.message);
      const discountPaise = checked?.valid ? checked.discountPaise : 0;
      const amountPaise = plan.amountPaise - discountPaise;
      if (body.amount !== amountPaise) return plusErrors.priceChanged();

      // A new purchase replaces one still waiting for payment, unless that one's payment is on its way.
      await deps.lifecycle.closeWaitingOrders(trx, userId, ORDER_TYPE.plus, new Date(deps.now().getTime() - PAYMENT_WINDOW_MS));
      const waiting = await trx
        .selectFrom('plus_memberships')
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .select('id')
        .executeTakeFirst();
      if (waiting) return plusErrors.pending();
      if ((await unpaidOrderCount(trx, userId)) >= MAX_OPEN_UNPAID_ORDERS) return plusErrors.tooManyUnpaid();

      const orderId = await insertPlusOrder(trx, {
        userId,
        planId: plan.id,
        couponCode: checked?.valid ? checked.code : null,
        amountPaise,
        paymentTypeId: body.paymentModeId,
        at: deps.now(),
      });
      await plus.reserveIn(trx, userId, plan, orderId);
      return ok({ orderId, amountPaise, variantId: plan.id, status: 'PAYMENT_PENDING', paymentAllowed: true });
    });
  }

  return {
    /** POST /loyalty/applyCoupon: what the coupon takes off the plan chosen, or why it does not apply. */
    async applyCoupon(userId: number, body: { variantId: string; couponCode: string }): Promise<Result<LoyaltyCouponData>> {
      const plan = await plus.planOnSale(body.variantId);
      if (!plan) return plusErrors.plan();
      const checked = await check(db, userId, plan, body.couponCode, await couponFacts(body.couponCode));
      const discountPaise = checked.valid ? checked.discountPaise : 0;
      return ok({
        couponCode: checked.code,
        couponData: {
          isValid: checked.valid,
          message: checked.message,
          isSelectedVariantApplicable: checked.valid || checked.isSelectedVariantApplicable,
          notApplied: !checked.valid,
        },
        variantId: plan.id,
        discountPaise,
        amountPaise: plan.amountPaise - discountPaise,
      });
    },

    /** POST /loyalty/submitOrder: the order a plan bought alone is paid by (online, through the gateway). */
    submitOrder(userId: number, body: LoyaltySubmitOrderBody, idempotencyKey: string | undefined): Promise<Result<LoyaltyOrder>> {
      return deps.idempotency(userId, 'loyaltySubmitOrder', idempotencyKey, body, () => submitOnce(userId, body));
    },
  };
}
export type PlusPurchases = ReturnType<typeof plusPurchases>;
