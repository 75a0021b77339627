import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@dawa/db';
import { fail, ok, type Failure, type Result } from '../../http/result.ts';
import { dummyHash, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password.ts';

/** After this many wrong passwords in a row an account is locked for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60_000;
/** Failed sign-ins from one address within the window, whatever login they name, before it is refused. */
export const MAX_FAILURES_PER_IP = 20;
const IP_WINDOW_MS = 15 * 60_000;
/** A console session ends after 2 idle hours, and after 12 hours at most (one shift). */
export const STAFF_IDLE_MS = 2 * 3600_000;
export const STAFF_ABSOLUTE_MS = 12 * 3600_000;

/**
 * The people who work the store's consoles, apart from shoppers: pharmacists (decision 017) and doctors (decision
 * 068). Each role has its own three tables of one shape — `<role>s`, `<role>_sessions` (owner `<role>_id`) and
 * `<role>_login_failures` — so one sign-in serves both, and a session of one role never opens the other's console.
 */
export type StaffRole = 'pharmacist' | 'doctor';

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  registrationNumber: string;
}

export type LoginFailure = Failure & { retryAfterSeconds?: number };

const CODE = { pharmacist: 'PHARMACIST', doctor: 'DOCTOR' } as const;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const memberOf = (r: { id: number; name: string; email: string; registration_number: string }): StaffMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  registrationNumber: r.registration_number,
});

export function staffAccounts(db: Db, role: StaffRole, now: () => Date = () => new Date()) {
  // The doctors' tables have the pharmacists' columns (and more): the pharmacists' names type the shared queries.
  const accounts = `${role}s` as 'pharmacists';
  const sessions = `${role}_sessions` as 'pharmacist_sessions';
  const owner = `${role}_id` as 'pharmacist_id';
  const failures = `${role}_login_failures` as 'pharmacist_login_failures';

  const loginFailed = (): LoginFailure =>
    fail(`${CODE[role]}_LOGIN_FAILED`, `That email and password do not match an active ${role}.`, 401);
  const locked = (ms: number): LoginFailure => ({
    ...fail(`${CODE[role]}_LOCKED`, `Too many failed sign-ins. Try again in ${Math.ceil(ms / 60_000)} minutes.`, 429),
    retryAfterSeconds: Math.ceil(ms / 1000),
  });

  return {
    /** For an operator command: a new password of an account, of at least MIN_PASSWORD_LENGTH characters. */
    async setPassword(email: string, password: string): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
      if (password.length < MIN_PASSWORD_LENGTH)
        return { ok: false, message: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.` };
      const row = await db
        .updateTable(accounts)
        .set({ password_hash: await hashPassword(password), failed_logins: 0, locked_until: null })
        .where('email', '=', email.trim().toLowerCase())
        .returning('id')
        .executeTakeFirst();
      return row ? { ok: true, id: row.id } : { ok: false, message: `No ${role} has the email ${email}.` };
    },

    /** Checks the password (with the per-account lockout and the per-address limit) and opens a session. */
    async login(email: string, password: string, ip: string): Promise<Result<{ token: string; member: StaffMember }> | LoginFailure> {
      const at = now();
      const { n } = await db
        .selectFrom(failures)
        .where('ip', '=', ip)
        .where('failed_at', '>', new Date(at.getTime() - IP_WINDOW_MS))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_FAILURES_PER_IP) return locked(IP_WINDOW_MS);

      const row = await db.selectFrom(accounts).where('email', '=', email.trim().toLowerCase()).selectAll().executeTakeFirst();
      if (row?.locked_until && new Date(row.locked_until).getTime() > at.getTime()) {
        return locked(new Date(row.locked_until).getTime() - at.getTime());
      }
      const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
      if (!row || !matches || !row.active) {
        await db.insertInto(failures).values({ ip, failed_at: at }).execute();
        if (row && !matches) {
          const count = row.failed_logins + 1;
          const lock = count >= MAX_FAILED_LOGINS;
          await db
            .updateTable(accounts)
            .set({ failed_logins: lock ? 0 : count, locked_until: lock ? new Date(at.getTime() + LOCK_MS) : row.locked_until })
            .where('id', '=', row.id)
            .execute();
          if (lock) return locked(LOCK_MS);
        }
        return loginFailed();
      }
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        await trx.updateTable(accounts).set({ failed_logins: 0, locked_until: null }).where('id', '=', row.id).execute();
        await trx.deleteFrom(sessions).where(owner, '=', row.id).where('expires_at', '<=', at).execute();
        await trx
          .insertInto(sessions)
          .values({
            token_hash: hashToken(token),
            [owner]: row.id,
            created_at: at,
            last_seen_at: at,
            expires_at: new Date(at.getTime() + STAFF_ABSOLUTE_MS),
          } as { token_hash: string; pharmacist_id: number; created_at: Date; last_seen_at: Date; expires_at: Date })
          .execute();
      });
      return ok({ token, member: memberOf(row) });
    },

    /** The active account of a live session, or null. */
    async find(token: string): Promise<StaffMember | null> {
      const at = now();
      const tokenHash = hashToken(token);
      const row = await db
        .selectFrom(`${sessions} as s` as 'pharmacist_sessions as s')
        .innerJoin(`${accounts} as p` as 'pharmacists as p', 'p.id', `s.${owner}` as 's.pharmacist_id')
        .select(['p.id', 'p.name', 'p.email', 'p.registration_number'])
        .where('s.token_hash', '=', tokenHash)
        .where('p.active', '=', true)
        .where('s.expires_at', '>', at)
        .where('s.last_seen_at', '>', new Date(at.getTime() - STAFF_IDLE_MS))
        .executeTakeFirst();
      if (!row) return null;
      await db.updateTable(sessions).set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
      return memberOf(row);
    },

    async logout(token: string) {
      await db.deleteFrom(sessions).where('token_hash', '=', hashToken(token)).execute();
    },

    async byId(id: number): Promise<StaffMember | null> {
      const row = await db.selectFrom(accounts).where('id', '=', id).selectAll().executeTakeFirst();
      return row ? memberOf(row) : null;
    },
  };
}
export type StaffAccounts = ReturnType<typeof staffAccounts>;
