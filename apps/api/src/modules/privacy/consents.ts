import { sql, type Transaction } from 'kysely';
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION, type ConsentList, type ConsentPurpose } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { iso } from '../../http/iso.ts';

type Executor = Db | Transaction<Database>;
/** The advisory lock space of consent changes (other modules use their own). */
const CONSENT_LOCK = 0x5052_0001;

/**
 * Consent to optional processing (DPDP Act s.6): nothing is granted until the shopper says so, each decision
 * is a new row under the notice version shown, and withdrawing is the same one step as giving.
 */
export function consentService(db: Db, now: () => Date = () => new Date()) {
  const history = (executor: Executor, userId: number) =>
    executor.selectFrom('consents').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

  async function list(userId: number, executor: Executor = db): Promise<ConsentList> {
    const rows = await history(executor, userId);
    return {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consents: CONSENT_PURPOSES.map((purpose) => {
        const latest = rows.find((r) => r.purpose === purpose);
        return {
          purpose,
          granted: latest?.granted ?? false,
          changedAt: latest ? iso(latest.created_at) : null,
          noticeVersion: latest?.notice_version ?? null,
        };
      }),
      history: rows.map((r) => ({
        purpose: r.purpose,
        granted: r.granted,
        noticeVersion: r.notice_version,
        source: r.source,
        at: iso(r.created_at),
      })),
    };
  }

  return {
    list,

    /** Records the choice when it changes the current one (a repeat of the same choice adds nothing). */
    async change(userId: number, purpose: ConsentPurpose, granted: boolean): Promise<ConsentList> {
      await db.transaction().execute(async (trx) => {
        // Two changes of one shopper take turns, so both cannot see the same "current" and write twice.
        await sql`select pg_advisory_xact_lock(${CONSENT_LOCK}::int, ${userId}::int)`.execute(trx);
        const current = (await list(userId, trx)).consents.find((c) => c.purpose === purpose)!;
        if (current.granted === granted) return;
        await trx
          .insertInto('consents')
          .values({ user_id: userId, purpose, granted, notice_version: PRIVACY_NOTICE_VERSION, source: 'account', created_at: now() })
          .execute();
      });
      return list(userId);
    },

    /**
     * Inside the erasure's transaction: every consent still given is withdrawn. The history stays, as the
     * proof of what was agreed to and when (s.6(10)); it names no one once the account is anonymous.
     */
    async eraseFor(trx: Transaction<Database>, userId: number, at: Date): Promise<void> {
      const { consents } = await list(userId, trx);
      const given = consents.filter((c) => c.granted);
      if (given.length === 0) return;
      await trx
        .insertInto('consents')
        .values(
          given.map((c) => ({
            user_id: userId,
            purpose: c.purpose,
            granted: false,
            notice_version: PRIVACY_NOTICE_VERSION,
            source: 'erasure' as const,
            created_at: at,
          })),
        )
        .execute();
    },
  };
}
export type ConsentService = ReturnType<typeof consentService>;
