import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { evaluatePromo, normalisePromoCode, type PromoEvaluation, type PromoScope } from '@dawa/domain';
import * as repo from './repo.ts';

type Executor = Db | Transaction<Database>;

export interface PromoCartFacts {
  /** Sale-price total of the available lines a code of this scope would apply to. */
  subtotalFor(scope: PromoScope): number;
  /** Orders the customer has placed before (for first-order codes). */
  orderCount: number;
}

export type PromoCheck = PromoEvaluation & { input: string; description: string | null };

/** Promo codes: whether one applies to a cart, and its redemption at order placement. */
export function promoService(db: Db, now: () => Date) {
  const evaluate = async (
    executor: Executor,
    userId: number,
    input: string,
    facts: PromoCartFacts,
    locked = false,
  ): Promise<PromoCheck> => {
    const code = normalisePromoCode(input);
    const definition = !/^[A-Z0-9]{3,20}$/.test(code)
      ? undefined
      : locked
        ? await repo.lockPromo(executor as Transaction<Database>, code)
        : await repo.findPromo(executor, code);
    const customerRedemptions = definition ? await repo.customerRedemptions(executor, userId, code) : 0;
    const result = evaluatePromo(definition, {
      now: now(),
      eligibleSubtotalPaise: definition ? facts.subtotalFor(definition.appliesTo) : 0,
      customerOrderCount: facts.orderCount,
      customerRedemptions,
      totalRedemptions: definition?.redemptionCount ?? 0,
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
      await repo.redeem(trx, { code, userId, orderId, singleUse: definition?.singleUsePerCustomer ?? false });
    },

    release: (trx: Transaction<Database>, orderId: number) => repo.release(trx, orderId, now()),

    active: () => repo.activePublicPromos(db, now()),

    /** The codes' definitions, for the offers that publish them. */
    definitions: (codes: readonly string[]) => repo.findPromos(db, codes),
  };
}
export type PromoService = ReturnType<typeof promoService>;
