import { sql } from 'kysely';
import type { WalletDetails } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { WALLET_EXPIRING_SOON_DAYS } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import { creditIn, expireLots, openLots, walletBalances } from './ledger.ts';

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
  };
}
export type WalletService = ReturnType<typeof walletService>;
