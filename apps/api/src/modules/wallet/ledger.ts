import { sql, type Transaction } from 'kysely';
import type { Database, Db, WalletSource } from '@dawa/db';
import { planWalletDebit, type WalletBalanceType } from '@dawa/domain';

type Trx = Transaction<Database>;
type Executor = Db | Trx;

const userAccount = (userId: number) => `user:${userId}`;
const storeAccount = (source: WalletSource) => `store:${source}`;

/** The shopper's wallet row, created on first use and locked: every movement of one wallet happens in turn. */
async function lockWallet(trx: Trx, userId: number) {
  await trx
    .insertInto('wallet_accounts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await trx.selectFrom('wallet_accounts').select('user_id').where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** Balances by type: the sum of the shopper's postings. */
export async function walletBalances(executor: Executor, userId: number): Promise<Record<WalletBalanceType, number>> {
  const rows = await executor
    .selectFrom('wallet_postings')
    .where('account', '=', userAccount(userId))
    .groupBy('balance_type')
    .select(['balance_type', sql<string>`sum(amount_paise)`.as('total')])
    .execute();
  const of = (type: WalletBalanceType) => Number(rows.find((r) => r.balance_type === type)?.total ?? 0);
  return { EXPIRABLE: of('EXPIRABLE'), NON_EXPIRABLE: of('NON_EXPIRABLE') };
}

/** The open expirable lots of a shopper, earliest expiry first. */
export function openLots(executor: Executor, userId: number) {
  return executor
    .selectFrom('wallet_lots')
    .where('user_id', '=', userId)
    .where('remaining_paise', '>', 0)
    .select(['id', 'remaining_paise', 'expires_at'])
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}

interface Movement {
  kind: 'credit' | 'debit' | 'expiry';
  source: WalletSource;
  reason: string;
  reference: string;
  orderId: number | null;
  at: Date;
  /** The shopper's side by balance type (signed); the store account takes the opposite of their sum. */
  legs: { type: WalletBalanceType; paise: number }[];
}

/** Writes one balanced transaction; null when its reference was already posted (nothing is written twice). */
async function post(trx: Trx, userId: number, m: Movement): Promise<number | null> {
  const inserted = await trx
    .insertInto('wallet_transactions')
    .values({
      user_id: userId,
      kind: m.kind,
      source: m.source,
      reason: m.reason,
      reference: m.reference,
      order_id: m.orderId,
      created_at: m.at,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const legs = m.legs.filter((l) => l.paise !== 0);
  const storeSide = -legs.reduce((sum, l) => sum + l.paise, 0);
  await trx
    .insertInto('wallet_postings')
    .values([
      ...legs.map((l) => ({ transaction_id: inserted.id, account: userAccount(userId), balance_type: l.type, amount_paise: l.paise })),
      { transaction_id: inserted.id, account: storeAccount(m.source), balance_type: null, amount_paise: storeSide },
    ])
    .execute();
  return Number(inserted.id);
}

export interface WalletCredit {
  amountPaise: number;
  source: Exclude<WalletSource, 'checkout' | 'expired'>;
  reason: string;
  reference: string;
  orderId?: number | null;
  /** Expirable credit expires then; absent: non-expirable. */
  expiresAt?: Date;
}

/** Inside the caller's transaction: credits the wallet once per reference. */
export async function creditIn(trx: Trx, userId: number, credit: WalletCredit, at: Date): Promise<{ transactionId: number | null }> {
  if (!Number.isInteger(credit.amountPaise) || credit.amountPaise <= 0)
    throw new Error('A wallet credit is a positive whole number of paise.');
  await lockWallet(trx, userId);
  const type: WalletBalanceType = credit.expiresAt ? 'EXPIRABLE' : 'NON_EXPIRABLE';
  const id = await post(trx, userId, {
    kind: 'credit',
    source: credit.source,
    reason: credit.reason,
    reference: credit.reference,
    orderId: credit.orderId ?? null,
    at,
    legs: [{ type, paise: credit.amountPaise }],
  });
  if (id !== null && credit.expiresAt) {
    await trx
      .insertInto('wallet_lots')
      .values({
        user_id: userId,
        transaction_id: String(id),
        amount_paise: credit.amountPaise,
        remaining_paise: credit.amountPaise,
        expires_at: credit.expiresAt,
      })
      .execute();
  }
  return { transactionId: id };
}

/**
 * Inside the caller's transaction: spends `amountPaise` once per reference, expirable credit first (earliest
 * expiry), then non-expirable. 'short' when the wallet holds less: nothing is written and no balance goes below zero.
 */
export async function debitIn(
  trx: Trx,
  userId: number,
  debit: {
    amountPaise: number;
    reason: string;
    reference: string;
    orderId?: number | null;
    /** The most expirable credit may pay (the checkout cap); the rest comes from non-expirable credit. */
    maxFromLotsPaise?: number;
  },
  at: Date,
): Promise<'debited' | 'already' | 'short'> {
  await lockWallet(trx, userId);
  const already = await trx.selectFrom('wallet_transactions').select('id').where('reference', '=', debit.reference).executeTakeFirst();
  if (already) return 'already';
  const [lots, balances] = await Promise.all([openLots(trx, userId), walletBalances(trx, userId)]);
  const plan = planWalletDebit(
    lots.map((l) => ({ id: Number(l.id), remainingPaise: l.remaining_paise, expiresAt: new Date(l.expires_at) })),
    balances.NON_EXPIRABLE,
    debit.amountPaise,
    at,
    debit.maxFromLotsPaise,
  );
  if (!plan) return 'short';
  const fromLots = plan.fromLots.reduce((sum, p) => sum + p.paise, 0);
  const transactionId = await post(trx, userId, {
    kind: 'debit',
    source: 'checkout',
    reason: debit.reason,
    reference: debit.reference,
    orderId: debit.orderId ?? null,
    at,
    legs: [
      { type: 'EXPIRABLE', paise: -fromLots },
      { type: 'NON_EXPIRABLE', paise: -plan.fromNonExpirablePaise },
    ],
  });
  for (const p of plan.fromLots) {
    await trx
      .updateTable('wallet_lots')
      .set((eb) => ({ remaining_paise: eb('remaining_paise', '-', p.paise) }))
      .where('id', '=', String(p.lotId))
      .execute();
    await trx
      .insertInto('wallet_lot_spends')
      .values({ transaction_id: String(transactionId), lot_id: String(p.lotId), paise: p.paise })
      .execute();
  }
  return 'debited';
}

/**
 * Inside the caller's transaction: gives back a debit once (its order closed): non-expirable credit as it was, and
 * each spent lot's share to that lot with its own expiry; a share whose lot has expired meanwhile is written off at
 * once, as the expiry job would have. 'none' when there was no such debit.
 */
export async function reverseDebitIn(
  trx: Trx,
  userId: number,
  reversal: { debitReference: string; reference: string; reason: string },
  at: Date,
): Promise<'reversed' | 'already' | 'none'> {
  await lockWallet(trx, userId);
  const debit = await trx
    .selectFrom('wallet_transactions')
    .where('reference', '=', reversal.debitReference)
    .where('user_id', '=', userId)
    .where('kind', '=', 'debit')
    .select(['id', 'order_id'])
    .executeTakeFirst();
  if (!debit) return 'none';
  const legs = await trx
    .selectFrom('wallet_postings')
    .where('transaction_id', '=', debit.id)
    .where('account', '=', userAccount(userId))
    .select(['balance_type', 'amount_paise'])
    .execute();
  const id = await post(trx, userId, {
    kind: 'credit',
    source: 'checkout',
    reason: reversal.reason,
    reference: reversal.reference,
    orderId: debit.order_id,
    at,
    legs: legs.map((l) => ({ type: l.balance_type as WalletBalanceType, paise: -Number(l.amount_paise) })),
  });
  if (id === null) return 'already';
  const spends = await trx
    .selectFrom('wallet_lot_spends as s')
    .innerJoin('wallet_lots as l', 'l.id', 's.lot_id')
    .where('s.transaction_id', '=', debit.id)
    .select(['s.lot_id', 's.paise', 'l.expires_at'])
    .execute();
  let lapsed = 0;
  for (const spend of spends) {
    if (new Date(spend.expires_at).getTime() <= at.getTime()) {
      lapsed += spend.paise;
      continue;
    }
    await trx
      .updateTable('wallet_lots')
      .set((eb) => ({ remaining_paise: eb('remaining_paise', '+', spend.paise) }))
      .where('id', '=', spend.lot_id)
      .execute();
  }
  if (lapsed > 0) {
    await post(trx, userId, {
      kind: 'expiry',
      source: 'expired',
      reason: 'Credit given back after its expiry date',
      reference: `${reversal.reference}:expired`,
      orderId: debit.order_id,
      at,
      legs: [{ type: 'EXPIRABLE', paise: -lapsed }],
    });
  }
  return 'reversed';
}

/** Expires what is left of lots past their date, each once (its own reference), and answers how many. */
export async function expireLots(db: Db, now: Date, limit = 500): Promise<number> {
  const due = await db
    .selectFrom('wallet_lots')
    .where('remaining_paise', '>', 0)
    .where('expires_at', '<=', now)
    .select(['id', 'user_id'])
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const lot of due) {
    await db.transaction().execute(async (trx) => {
      await lockWallet(trx, lot.user_id);
      const current = await trx
        .selectFrom('wallet_lots')
        .select(['remaining_paise', 'expires_at'])
        .where('id', '=', lot.id)
        .executeTakeFirstOrThrow();
      if (current.remaining_paise <= 0) return;
      const id = await post(trx, lot.user_id, {
        kind: 'expiry',
        source: 'expired',
        reason: 'Credit expired',
        reference: `expiry:lot:${lot.id}`,
        orderId: null,
        at: now,
        legs: [{ type: 'EXPIRABLE', paise: -current.remaining_paise }],
      });
      await trx.updateTable('wallet_lots').set({ remaining_paise: 0 }).where('id', '=', lot.id).execute();
      if (id !== null) expired++;
    });
  }
  return expired;
}
