import { sql, type Transaction } from 'kysely';
import type { WalletDetails } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { CASHBACK_EXPIRY_DAYS, WALLET_EXPIRING_SOON_DAYS, type WalletBalances } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import { creditIn, debitIn, expireLots, openLots, reverseDebitIn, walletBalances } from './ledger.ts';

type Trx = Transaction<Database>;
const orderPaymentReference = (orderId: number) => `order:${orderId}:wallet`;

const STATEMENT_LIMIT = 100;
const DAY_MS = 86_400_000;

/** The store wallet as the shopper sees it, operations' goodwill credits, and the expiry job. */
export function walletService(db: Db, now: () => Date) {
  return {
    async details(userId: number): Promise<Result<WalletDetails>> {
      const at = now();
      const [balances, lots, rows] = await Promise.all([
        walletBalances(db, userId),
        openLots(db, userId),
        db
          .selectFrom('wallet_transactions as t')
          .innerJoin('wallet_postings as p', (join) => join.onRef('p.transaction_id', '=', 't.id').on('p.account', '=', `user:${userId}`))
          .where('t.user_id', '=', userId)
          .groupBy(['t.id', 't.kind', 't.source', 't.reason', 't.order_id', 't.created_at'])
          .select(['t.id', 't.kind', 't.source', 't.reason', 't.order_id', 't.created_at', sql<string>`sum(p.amount_paise)`.as('amount')])
          .orderBy('t.id', 'desc')
          .limit(STATEMENT_LIMIT)
          .execute(),
      ]);
      const soon = at.getTime() + WALLET_EXPIRING_SOON_DAYS * DAY_MS;
      return ok({
        totalPaise: balances.EXPIRABLE + balances.NON_EXPIRABLE,
        balances: [
          { type: 'EXPIRABLE', amountPaise: balances.EXPIRABLE },
          { type: 'NON_EXPIRABLE', amountPaise: balances.NON_EXPIRABLE },
        ],
        expiringSoon: lots
          .filter((l) => new Date(l.expires_at).getTime() > at.getTime() && new Date(l.expires_at).getTime() <= soon)
          .map((l) => ({ amountPaise: l.remaining_paise, expiresAt: new Date(l.expires_at).toISOString() })),
        statement: rows.map((r) => ({
          id: Number(r.id),
          kind: r.kind,
          source: r.source,
          reason: r.reason,
          amountPaise: Number(r.amount),
          orderId: r.order_id,
          at: new Date(r.created_at).toISOString(),
        })),
      });
    },

    /** Operations: a goodwill credit, once per reference. */
    async goodwill(body: { mobileNumber: string; amountPaise: number; reason: string; expiresInDays?: number; reference: string }) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('mobile_number', '=', body.mobileNumber)
        .where('erased_at', 'is', null)
        .executeTakeFirst();
      if (!user) return fail('NOT_FOUND', 'No shopper has this mobile number.', 404);
      const at = now();
      const credited = await db.transaction().execute((trx) =>
        creditIn(
          trx,
          user.id,
          {
            amountPaise: body.amountPaise,
            source: 'goodwill',
            reason: body.reason,
            reference: `goodwill:${body.reference}`,
            expiresAt: body.expiresInDays ? new Date(at.getTime() + body.expiresInDays * DAY_MS) : undefined,
          },
          at,
        ),
      );
      if (credited.transactionId !== null) return ok({ transactionId: credited.transactionId, duplicate: false });
      const first = await db
        .selectFrom('wallet_transactions')
        .select('id')
        .where('reference', '=', `goodwill:${body.reference}`)
        .executeTakeFirstOrThrow();
      return ok({ transactionId: Number(first.id), duplicate: true });
    },

    expire: () => expireLots(db, now()),

    /** What checkout may spend: non-expirable credit, and the expirable lots not yet past their date. */
    async spendable(userId: number): Promise<WalletBalances> {
      const at = now().getTime();
      const [balances, lots] = await Promise.all([walletBalances(db, userId), openLots(db, userId)]);
      const expirablePaise = lots.filter((l) => new Date(l.expires_at).getTime() > at).reduce((sum, l) => sum + l.remaining_paise, 0);
      return { expirablePaise, nonExpirablePaise: Math.max(0, balances.NON_EXPIRABLE) };
    },

    /** Inside the order's transaction: the wallet's share of an order, once; 'short' when the balance fell meanwhile. */
    payForOrderIn: (trx: Trx, userId: number, order: { id: number; walletPaise: number; maxFromLotsPaise: number }) =>
      debitIn(
        trx,
        userId,
        {
          amountPaise: order.walletPaise,
          reason: `Paid for order #${order.id}`,
          reference: orderPaymentReference(order.id),
          orderId: order.id,
          maxFromLotsPaise: order.maxFromLotsPaise,
        },
        now(),
      ),

    /** Inside the closing order's transaction: what the wallet paid for it comes back, once. */
    returnOrderPaymentIn: (trx: Trx, userId: number, orderId: number) =>
      reverseDebitIn(
        trx,
        userId,
        {
          debitReference: orderPaymentReference(orderId),
          reference: `order:${orderId}:wallet-return`,
          reason: `Order #${orderId} closed: its wallet payment is back`,
        },
        now(),
      ),

    /** Inside the delivery's transaction: a friend's referral reward, expirable credit, once per referral. */
    rewardReferralIn: (trx: Trx, userId: number, reward: { referralId: number; orderId: number; amountPaise: number; expiresAt: Date }) =>
      creditIn(
        trx,
        userId,
        {
          amountPaise: reward.amountPaise,
          source: 'referrals',
          reason: 'Referral reward: your friend’s first order was delivered',
          reference: `referral:${reward.referralId}`,
          expiresAt: reward.expiresAt,
        },
        now(),
      ),

    /** Inside the delivery's transaction: an order's cashback, expirable credit, once per order (decision 065). */
    cashbackForOrderIn: (trx: Trx, userId: number, order: { id: number; cashbackPaise: number }) =>
      creditIn(
        trx,
        userId,
        {
          amountPaise: order.cashbackPaise,
          source: 'cashback',
          reason: `Cashback on order #${order.id}`,
          reference: `cashback:order:${order.id}`,
          orderId: order.id,
          expiresAt: new Date(now().getTime() + CASHBACK_EXPIRY_DAYS * DAY_MS),
        },
        now(),
      ),

    /** Inside the caller's transaction: a charge refunded into the wallet as non-expirable credit, once per payment. */
    refundChargeIn: (trx: Trx, userId: number, charge: { paymentId: number; orderId: number; amountPaise: number }) =>
      creditIn(
        trx,
        userId,
        {
          amountPaise: charge.amountPaise,
          source: 'refunds',
          reason: `Refund for cancelled order #${charge.orderId}`,
          reference: `refund:payment:${charge.paymentId}`,
          orderId: charge.orderId,
        },
        now(),
      ),
  };
}
export type WalletService = ReturnType<typeof walletService>;
