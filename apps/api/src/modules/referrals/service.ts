import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ReferralDetails } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { formatRupees, istMonthStart, referralCodeFrom, referralPromo, REFERRAL_TERMS, type PromoDefinition } from '@dawa/domain';
import { ok, type Result } from '../../http/result.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { WalletService } from '../wallet/service.ts';
import * as repo from './repo.ts';

type Trx = Transaction<Database>;
type Executor = Db | Trx;

const STATUS_TEXT: Record<ReferralDetails['referrals'][number]['status'], string> = {
  applied: 'Order on its way: you earn when it is delivered',
  rewarded: 'Delivered: reward added to your wallet',
  capped: 'Delivered after this month’s reward limit',
  void: 'Order cancelled: no reward',
};
const DAY_MS = 86_400_000;
const LIST_LIMIT = 50;

/**
 * Refer & earn (decision 064). The promo rules ask it about codes that are not promo codes; placement records the
 * referral with the order; the order's delivery rewards the friend in the wallet, once, within the monthly cap.
 */
export function referralService(deps: {
  db: Db;
  wallet: Pick<WalletService, 'rewardReferralIn'>;
  notifications: NotificationService;
  now: () => Date;
}) {
  const { db, now } = deps;

  async function codeFor(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repo.codeOf(db, userId);
      if (existing) return existing.code;
      await repo.insertCode(db, userId, referralCodeFrom(randomBytes(8)));
    }
    throw new Error('Could not give the shopper a referral code.');
  }

  return {
    async details(userId: number): Promise<Result<ReferralDetails>> {
      const code = await codeFor(userId);
      const rows = await repo.referralsBy(db, userId, LIST_LIMIT);
      const monthStart = istMonthStart(now()).getTime();
      const rewarded = rows.filter((r) => r.status === 'rewarded');
      return ok({
        code,
        sharePath: `/?ref=${code}`,
        shareText: `Order medicines on Dawa with my code ${code} and get ${formatRupees(REFERRAL_TERMS.refereeFlatPaise)} off your first order of ${formatRupees(REFERRAL_TERMS.refereeMinOrderPaise)} or more.`,
        terms: {
          refereeDiscountPaise: REFERRAL_TERMS.refereeFlatPaise,
          refereeMinOrderPaise: REFERRAL_TERMS.refereeMinOrderPaise,
          rewardPaise: REFERRAL_TERMS.rewardPaise,
          rewardExpiryDays: REFERRAL_TERMS.rewardExpiryDays,
          monthlyRewardCap: REFERRAL_TERMS.monthlyRewardCap,
        },
        rewardsThisMonth: rewarded.filter((r) => r.settled_at && new Date(r.settled_at).getTime() >= monthStart).length,
        totalEarnedPaise: rewarded.reduce((sum, r) => sum + r.reward_paise, 0),
        referrals: rows.map((r) => ({
          id: r.id,
          friend: `Friend ••• ${r.last_digits}`,
          status: r.status,
          statusText: STATUS_TEXT[r.status],
          rewardPaise: r.status === 'rewarded' ? r.reward_paise : 0,
          at: new Date(r.created_at).toISOString(),
        })),
      });
    },

    /** A code that is not a promo code, as the promo rules check it: a friend's code, the shopper's own, or nothing. */
    async asPromo(executor: Executor, code: string, userId: number): Promise<PromoDefinition | 'own' | undefined> {
      const owner = await repo.ownerOf(executor, code);
      if (!owner) return undefined;
      return owner.user_id === userId ? 'own' : referralPromo(code);
    },

    /** Whether the shopper already has a live referral (single use). */
    usedBy: (executor: Executor, userId: number) => repo.liveAsReferee(executor, userId),

    /** Inside the order's transaction: the order placed with a friend's code. */
    async recordIn(trx: Trx, code: string, refereeId: number, orderId: number): Promise<boolean> {
      const owner = await repo.ownerOf(trx, code);
      if (!owner) return false;
      await repo.insertReferral(trx, { referrerId: owner.user_id, refereeId, orderId, rewardPaise: REFERRAL_TERMS.rewardPaise });
      return true;
    },

    /** Inside a closing order's transaction: a referral on an order that will never be delivered earns nothing. */
    releaseIn: (trx: Trx, orderId: number) => repo.voidForOrder(trx, orderId, now()),

    /** Inside the delivery's transaction: the friend is rewarded once, unless past their monthly cap. */
    async deliveredIn(trx: Trx, order: { id: number }): Promise<'rewarded' | 'capped' | 'none'> {
      const referral = await repo.appliedForOrder(trx, order.id);
      if (!referral) return 'none';
      await repo.lockReferrer(trx, referral.referrer_id);
      const at = now();
      if ((await repo.rewardedSince(trx, referral.referrer_id, istMonthStart(at))) >= REFERRAL_TERMS.monthlyRewardCap) {
        await repo.settle(trx, referral.id, 'capped', at);
        return 'capped';
      }
      await deps.wallet.rewardReferralIn(trx, referral.referrer_id, {
        referralId: referral.id,
        orderId: order.id,
        amountPaise: referral.reward_paise,
        expiresAt: new Date(at.getTime() + REFERRAL_TERMS.rewardExpiryDays * DAY_MS),
      });
      await repo.settle(trx, referral.id, 'rewarded', at);
      await deps.notifications.notify(trx, referral.referrer_id, {
        kind: 'wallet_credit',
        title: `${formatRupees(referral.reward_paise)} referral reward`,
        body: `Your friend's first order was delivered: ${formatRupees(referral.reward_paise)} is in your Dawa wallet.`,
        link: '/account/wallet',
        // The order is the friend's, not theirs.
        orderId: null,
      });
      return 'rewarded';
    },
  };
}
export type ReferralService = ReturnType<typeof referralService>;
