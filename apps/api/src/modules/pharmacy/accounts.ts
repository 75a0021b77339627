import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@dawa/db';
import type { PharmacistProfile } from '@dawa/contracts';
import { fail, ok, type Failure, type Result } from '../../http/result.ts';
import { dummyHash, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password.ts';

/** After this many wrong passwords in a row an account is locked for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60_000;
/** Failed sign-ins from one address within the window, whatever login they name, before it is refused. */
export const MAX_FAILURES_PER_IP = 20;
const IP_WINDOW_MS = 15 * 60_000;
/** A console session ends after 2 idle hours, and after 12 hours at most (one shift). */
export const PHARMACIST_IDLE_MS = 2 * 3600_000;
export const PHARMACIST_ABSOLUTE_MS = 12 * 3600_000;

export type Pharmacist = PharmacistProfile;

export interface NewPharmacist {
  name: string;
  email: string;
  registrationNumber: string;
  password: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const profileOf = (r: { id: number; name: string; email: string; registration_number: string }): Pharmacist => ({
  id: r.id,
  name: r.name,
  email: r.email,
  registrationNumber: r.registration_number,
});

export type LoginFailure = Failure & { retryAfterSeconds?: number };
const loginFailed = (): LoginFailure => fail('PHARMACIST_LOGIN_FAILED', 'That email and password do not match an active pharmacist.', 401);
const locked = (ms: number): LoginFailure => ({
  ...fail('PHARMACIST_LOCKED', `Too many failed sign-ins. Try again in ${Math.ceil(ms / 60_000)} minutes.`, 429),
  retryAfterSeconds: Math.ceil(ms / 1000),
});

/** Pharmacist accounts (created by an operator command) and their console sessions, apart from shoppers'. */
export function pharmacistAccounts(db: Db, now: () => Date = () => new Date()) {
  return {
    /** For the operator command: a new active account, or why not. */
    async create(input: NewPharmacist): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
      const email = input.email.trim().toLowerCase();
      if (!input.name.trim()) return { ok: false, message: 'A name is required.' };
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return { ok: false, message: 'A valid email is required.' };
      if (!/^[A-Za-z0-9/ .-]{2,60}$/.test(input.registrationNumber.trim())) {
        return { ok: false, message: 'The State Pharmacy Council registration number is required (letters, digits, / . -).' };
      }
      if (input.password.length < MIN_PASSWORD_LENGTH)
        return { ok: false, message: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.` };
      const taken = await db.selectFrom('pharmacists').where('email', '=', email).select('id').executeTakeFirst();
      if (taken) return { ok: false, message: `A pharmacist with the email ${email} already exists.` };
      const row = await db
        .insertInto('pharmacists')
        .values({
          name: input.name.trim(),
          email,
          registration_number: input.registrationNumber.trim(),
          password_hash: await hashPassword(input.password),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ok: true, id: row.id };
    },

    /** Checks the password (with the per-account lockout and the per-address limit) and opens a session. */
    async login(email: string, password: string, ip: string): Promise<Result<{ token: string; pharmacist: Pharmacist }> | LoginFailure> {
      const at = now();
      const { n } = await db
        .selectFrom('pharmacist_login_failures')
        .where('ip', '=', ip)
        .where('failed_at', '>', new Date(at.getTime() - IP_WINDOW_MS))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_FAILURES_PER_IP) return locked(IP_WINDOW_MS);

      const row = await db.selectFrom('pharmacists').where('email', '=', email.trim().toLowerCase()).selectAll().executeTakeFirst();
      if (row?.locked_until && new Date(row.locked_until).getTime() > at.getTime()) {
        return locked(new Date(row.locked_until).getTime() - at.getTime());
      }
      const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
      if (!row || !matches || !row.active) {
        await db.insertInto('pharmacist_login_failures').values({ ip, failed_at: at }).execute();
        if (row && !matches) {
          const failures = row.failed_logins + 1;
          const lock = failures >= MAX_FAILED_LOGINS;
          await db
            .updateTable('pharmacists')
            .set({ failed_logins: lock ? 0 : failures, locked_until: lock ? new Date(at.getTime() + LOCK_MS) : row.locked_until })
            .where('id', '=', row.id)
            .execute();
          if (lock) return locked(LOCK_MS);
        }
        return loginFailed();
      }
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('pharmacists').set({ failed_logins: 0, locked_until: null }).where('id', '=', row.id).execute();
        await trx.deleteFrom('pharmacist_sessions').where('pharmacist_id', '=', row.id).where('expires_at', '<=', at).execute();
        await trx
          .insertInto('pharmacist_sessions')
          .values({
            token_hash: hashToken(token),
            pharmacist_id: row.id,
            created_at: at,
            last_seen_at: at,
            expires_at: new Date(at.getTime() + PHARMACIST_ABSOLUTE_MS),
          })
          .execute();
      });
      return ok({ token, pharmacist: profileOf(row) });
    },

    /** The active pharmacist of a live session, or null. */
    async find(token: string): Promise<Pharmacist | null> {
      const at = now();
      const tokenHash = hashToken(token);
      const row = await db
        .selectFrom('pharmacist_sessions as s')
        .innerJoin('pharmacists as p', 'p.id', 's.pharmacist_id')
        .select(['p.id', 'p.name', 'p.email', 'p.registration_number'])
        .where('s.token_hash', '=', tokenHash)
        .where('p.active', '=', true)
        .where('s.expires_at', '>', at)
        .where('s.last_seen_at', '>', new Date(at.getTime() - PHARMACIST_IDLE_MS))
        .executeTakeFirst();
      if (!row) return null;
      await db.updateTable('pharmacist_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
      return profileOf(row);
    },

    async logout(token: string) {
      await db.deleteFrom('pharmacist_sessions').where('token_hash', '=', hashToken(token)).execute();
    },

    /** The registration a register row names (kept in the row itself, so it outlives the account). */
    async byId(id: number): Promise<Pharmacist | null> {
      const row = await db.selectFrom('pharmacists').where('id', '=', id).selectAll().executeTakeFirst();
      return row ? profileOf(row) : null;
    },
  };
}
export type PharmacistAccounts = ReturnType<typeof pharmacistAccounts>;
