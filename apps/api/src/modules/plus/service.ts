import type { Transaction } from 'kysely';
import type { LoyaltyData } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import {
  isPlusMember,
  LOYALTY_STATUS,
  loyaltyStatus,
  membershipPeriod,
  PLUS_BENEFITS,
  sellablePlans,
  type LoyaltyStatus,
} from '@dawa/domain';
import { ok, type Result } from '../../http/result.ts';
import type { PlusOrderHooks } from '../orders/plus-orders.ts';

type Executor = Db | Transaction<Database>;

export interface PlanOnSale {
  id: string;
  title: string;
  durationMonths: number;
  amountPaise: number;
  mrpPaise: number;
  demo: boolean;
}

/** What the cart needs of PLUS: the shopper's status, whether they are a member, and the plan bought with the cart. */
export interface PlusForCart {
  status: LoyaltyStatus;
  member: boolean;
  plan: PlanOnSale | null;
}

async function membershipsOf(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('plus_memberships')
    .where('user_id', '=', userId)
    .select(['id', 'plan_id', 'status', 'starts_at', 'ends_at', 'order_id'])
    .orderBy('ends_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    planId: r.plan_id,
    status: r.status,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    orderId: r.order_id,
  }));
}

/**
 * PLUS membership (decisions 066, 067): the plans on sale, a shopper's status from their memberships, whether member
 * prices apply to them, and what an order buying a plan does to its membership.
 */
export function plusService(db: Db, now: () => Date) {
  async function status(userId: number): Promise<LoyaltyStatus> {
    return loyaltyStatus(await membershipsOf(db, userId), now());
  }

  async function plansOnSale(): Promise<PlanOnSale[]> {
    const rows = await db.selectFrom('plus_plans').where('active', '=', true).selectAll().orderBy('rank').execute();
    return sellablePlans(rows.map((p) => ({ ...p, pricePaise: p.price_paise, durationMonths: p.duration_months }))).map((p) => ({
      id: p.id,
      title: p.title,
      durationMonths: p.duration_months,
      amountPaise: p.price_paise,
      mrpPaise: p.mrp_paise,
      demo: p.demo,
    }));
  }

  /** A plan on sale by its variant id, or null (unknown, withdrawn, or lacking what a plan must have). */
  const planOnSale = async (variantId: string | undefined | null) =>
    variantId ? ((await plansOnSale()).find((p) => p.id === variantId) ?? null) : null;

  /** Inside an order's transaction: the membership that order buys, starting now (or after the current one). */
  async function start(trx: Transaction<Database>, order: { id: number; user_id: number }) {
    const row = await trx
      .selectFrom('plus_memberships as m')
      .innerJoin('plus_plans as p', 'p.id', 'm.plan_id')
      .where('m.order_id', '=', order.id)
      .select(['m.id', 'm.status', 'p.duration_months'])
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status !== 'pending') return;
    const others = (await membershipsOf(trx, order.user_id)).filter((m) => m.id !== row.id);
    const period = membershipPeriod(others, now(), row.duration_months);
    await trx
      .updateTable('plus_memberships')
      .set({ status: 'active', starts_at: period.startsAt, ends_at: period.endsAt })
      .where('id', '=', row.id)
      .execute();
  }

  const hooks: PlusOrderHooks = {
    paid: start,
    async closed(trx, order, event) {
      // An unpaid purchase bought nothing: its waiting membership goes. A cancelled order ends the membership it paid for.
      if (event === 'PAYMENT_FAILED') {
        await trx.deleteFrom('plus_memberships').where('order_id', '=', order.id).where('status', '=', 'pending').execute();
      } else {
        await trx.updateTable('plus_memberships').set({ status: 'cancelled' }).where('order_id', '=', order.id).execute();
      }
    },
  };

  return {
    status,
    plansOnSale,
    planOnSale,
    orderHooks: hooks,

    /** Whether the shopper has ever held a membership (a first-membership coupon asks). */
    hadMembership: async (trx: Executor, userId: number) =>
      (await membershipsOf(trx, userId)).some((m) => m.status === 'active' || m.status === 'cancelled'),

    /** Inside the purchase's transaction: the membership an order buys, waiting for the order to be paid. */
    async reserveIn(trx: Transaction<Database>, userId: number, plan: PlanOnSale, orderId: number) {
      const at = now();
      await trx
        .insertInto('plus_memberships')
        .values({
          user_id: userId,
          plan_id: plan.id,
          status: 'pending',
          starts_at: at,
          ends_at: new Date(at.getTime() + 86_400_000),
          order_id: orderId,
        })
        .execute();
    },

    /** The shopper's download: every membership, newest first (kept on erasure as a record of what was sold). */
    async exportFor(userId: number) {
      return (await membershipsOf(db, userId)).map((m) => ({
        planId: m.planId,
        status: m.status,
        startsAt: m.startsAt.toISOString(),
        endsAt: m.endsAt.toISOString(),
      }));
    },

    /** Whether member prices apply to the shopper now (the cart's and placement's question). */
    isMember: async (userId: number) => isPlusMember(await status(userId)),

    /**
     * What the cart needs of PLUS: the shopper's status, and the plan bought with the cart when the order params name
     * one on sale and the shopper is not a member already.
     */
    async forCart(userId: number | null, variantId: string | undefined): Promise<PlusForCart> {
      const userStatus = userId === null ? LOYALTY_STATUS.newUser : await status(userId);
      // A purchase still waiting does not hide the plan: a retried checkout of the same cart must price it again.
      const plan = isPlusMember(userStatus) ? null : await planOnSale(variantId);
      return { status: userStatus, member: isPlusMember(userStatus), plan };
    },

    async fetchData(userId: number | null): Promise<Result<LoyaltyData>> {
      const at = now();
      const [own, plans] = await Promise.all([userId === null ? [] : membershipsOf(db, userId), plansOnSale()]);
      const userStatus = loyaltyStatus(own, at);
      const current = own.find((m) => m.status === 'active' && m.startsAt <= at && at < m.endsAt) ?? null;
      const renewal = current ? (own.find((m) => m.status === 'active' && m.startsAt >= current.endsAt) ?? null) : null;
      return ok({
        programId: 'plus',
        userStatus,
        isMember: isPlusMember(userStatus),
        membership: current
          ? {
              planId: current.planId,
              startsAt: current.startsAt.toISOString(),
              endsAt: current.endsAt.toISOString(),
              renewedUntil: renewal ? renewal.endsAt.toISOString() : null,
            }
          : null,
        plans,
        benefits: {
          extraDiscountPercent: PLUS_BENEFITS.extraDiscountPercent,
          freeDeliveryFromPaise: PLUS_BENEFITS.freeDeliveryFromPaise,
          cashbackPercent: PLUS_BENEFITS.cashbackPercent,
          cashbackCapPaise: PLUS_BENEFITS.cashbackCapPaise,
        },
        title: 'Dawa PLUS',
        tagline: `Save ${PLUS_BENEFITS.extraDiscountPercent}% EXTRA on medicines and get free delivery`,
        url: '/plus',
      });
    },
  };
}
export type PlusService = ReturnType<typeof plusService>;
