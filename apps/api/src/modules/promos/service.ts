import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { evaluatePromo, normalisePromoCode, type PromoEvaluation, type PromoScope } from '@dawa/domain';
import type { ReferralService } from '../referrals/service.ts';
import * as repo from './repo.ts';

type Executor = Db | Transaction<Database>;

const OWN_REFERRAL_CODE = 'This is your own referral code: share it with friends, who get a discount on their first order.';

export interface PromoCartFacts {
  /** Sale-price total of the available lines a code of this scope would apply to. */
  subtotalFor(scope: PromoScope): number;
  /** Orders the customer has placed before (for first-order codes). */
  orderCount: number;
}

export type PromoCheck = PromoEvaluation & { input: string; description: string | null };

/** What the promo rules ask refer & earn about a code that is not a promo code (decision 064). */
export type ReferralCodes = Pick<ReferralService, 'asPromo' | 'usedBy' | 'recordIn' | 'releaseIn'>;

/** Promo codes (and friends' referral codes): whether one applies to a cart, and its redemption at order placement. */
export function promoService(db: Db, now: () => Date, referrals: ReferralCodes) {
  const evaluate = async (
    executor: Executor,
    userId: number,
    input: string,
    facts: PromoCartFacts,
    locked = false,
  ): Promise<PromoCheck> => {
    const code = normalisePromoCode(input);
    const wellFormed = /^[A-Z0-9]{3,20}$/.test(code);
    const promo = !wellFormed
      ? undefined
      : locked
        ? await repo.lockPromo(executor as Transaction<Database>, code)
        : await repo.findPromo(executor, code);
    const referral = wellFormed && !promo ? await referrals.asPromo(executor, code, userId) : undefined;
    if (referral === 'own') return { valid: false, reason: 'INVALID', message: OWN_REFERRAL_CODE, input: code, description: null };
    const definition = promo ?? referral;
    const customerRedemptions = promo
      ? await repo.customerRedemptions(executor, userId, code)
      : referral
        ? await referrals.usedBy(executor, userId)
        : 0;
    const result = evaluatePromo(definition, {
      now: now(),
      eligibleSubtotalPaise: definition ? facts.subtotalFor(definition.appliesTo) : 0,
      customerOrderCount: facts.orderCount,
      customerRedemptions,
      totalRedemptions: promo?.redemptionCount ?? 0,
    });
    return { ...result, input: code, description: definition?.description ?? null };
  };

  return {
    /** Whether `input` applies to a cart now, and what it takes off. */
    check: (userId: number, input: string, facts: PromoCartFacts) => evaluate(db, userId, input, facts),

    /**
     * Inside the order's transaction: re-checks the code with its row locked, so that a limited code's last
     * redemption goes to exactly one of concurrent orders. Record the redemption with `record`.
     */
    reserve: (trx: Transaction<Database>, userId: number, input: string, facts: PromoCartFacts) =>
      evaluate(trx, userId, input, facts, true),

    async record(trx: Transaction<Database>, userId: number, orderId: number, code: string): Promise<void> {
      const definition = await repo.findPromo(trx, code);
      // Not a promo code: a friend's referral code, recorded with the order by refer & earn.
      if (!definition && (await referrals.recordIn(trx, code, userId, orderId))) return;
      await repo.redeem(trx, { code, userId, orderId, singleUse: definition?.singleUsePerCustomer ?? false });
    },

    async release(trx: Transaction<Database>, orderId: number): Promise<void> {
      await repo.release(trx, orderId, now());
      await referrals.releaseIn(trx, orderId);
    },

    active: () => repo.activePublicPromos(db, now()),

    /** The codes' definitions, for the offers that publish them. */
    definitions: (codes: readonly string[]) => repo.findPromos(db, codes),
  };
}
export type PromoService = ReturnType<typeof promoService>;
