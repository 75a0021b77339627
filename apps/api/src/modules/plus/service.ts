import type { LoyaltyData } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { isPlusMember, loyaltyStatus, PLUS_BENEFITS, sellablePlans, type LoyaltyStatus } from '@dawa/domain';
import { ok, type Result } from '../../http/result.ts';

/**
 * PLUS membership (decision 066): the plans on sale, a shopper's status from their memberships, and whether member
 * prices apply to them. Buying a plan is not built yet: memberships come from elsewhere until it is.
 */
export function plusService(db: Db, now: () => Date) {
  async function memberships(userId: number) {
    const rows = await db
      .selectFrom('plus_memberships')
      .where('user_id', '=', userId)
      .select(['plan_id', 'status', 'starts_at', 'ends_at'])
      .orderBy('ends_at', 'desc')
      .execute();
    return rows.map((r) => ({ planId: r.plan_id, status: r.status, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
  }

  async function status(userId: number): Promise<LoyaltyStatus> {
    return loyaltyStatus(await memberships(userId), now());
  }

  return {
    status,

    /** The shopper's download: every membership, newest first (kept on erasure as a record of what was sold). */
    async exportFor(userId: number) {
      return (await memberships(userId)).map((m) => ({ ...m, startsAt: m.startsAt.toISOString(), endsAt: m.endsAt.toISOString() }));
    },

    /** Whether member prices apply to the shopper now (the cart's and placement's question). */
    isMember: async (userId: number) => isPlusMember(await status(userId)),

    async fetchData(userId: number): Promise<Result<LoyaltyData>> {
      const at = now();
      const [own, plans] = await Promise.all([
        memberships(userId),
        db.selectFrom('plus_plans').where('active', '=', true).selectAll().orderBy('rank').execute(),
      ]);
      const userStatus = loyaltyStatus(own, at);
      const current = own.find((m) => m.status === 'active' && m.startsAt <= at && at < m.endsAt) ?? null;
      return ok({
        programId: 'plus',
        userStatus,
        isMember: isPlusMember(userStatus),
        membership: current
          ? { planId: current.planId, startsAt: current.startsAt.toISOString(), endsAt: current.endsAt.toISOString() }
          : null,
        plans: sellablePlans(plans.map((p) => ({ ...p, pricePaise: p.price_paise, durationMonths: p.duration_months }))).map((p) => ({
          id: p.id,
          title: p.title,
          durationMonths: p.duration_months,
          amountPaise: p.price_paise,
          mrpPaise: p.mrp_paise,
          demo: p.demo,
        })),
        benefits: { extraDiscountPercent: PLUS_BENEFITS.extraDiscountPercent, freeDeliveryFromPaise: PLUS_BENEFITS.freeDeliveryFromPaise },
        title: 'Dawa PLUS',
        tagline: `Save ${PLUS_BENEFITS.extraDiscountPercent}% EXTRA on medicines and get free delivery`,
        url: '/plus',
      });
    },
  };
}
export type PlusService = ReturnType<typeof plusService>;
