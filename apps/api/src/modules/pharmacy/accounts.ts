import type { Db } from '@dawa/db';
import type { PharmacistProfile } from '@dawa/contracts';
import { ok, type Result } from '../../http/result.ts';
import { staffAccounts, STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, type LoginFailure, type StaffMember } from '../staff/accounts.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../staff/password.ts';

export { MAX_FAILED_LOGINS, LOCK_MS, MAX_FAILURES_PER_IP, type LoginFailure } from '../staff/accounts.ts';
/** A console session ends after 2 idle hours, and after 12 hours at most (one shift). */
export const PHARMACIST_IDLE_MS = STAFF_IDLE_MS;
export const PHARMACIST_ABSOLUTE_MS = STAFF_ABSOLUTE_MS;

export type Pharmacist = PharmacistProfile;

export interface NewPharmacist {
  name: string;
  email: string;
  registrationNumber: string;
  password: string;
}

const profileOf = (m: StaffMember): Pharmacist => m;

/** Pharmacist accounts (created by an operator command) and their console sessions, apart from shoppers'. */
export function pharmacistAccounts(db: Db, now: () => Date = () => new Date()) {
  const staff = staffAccounts(db, 'pharmacist', now);
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
    async login(email: string, password: string, ip: string): Promise<Result<{ token: string; profile: Pharmacist }> | LoginFailure> {
      const result = await staff.login(email, password, ip);
      return result.ok ? ok({ token: result.data.token, profile: profileOf(result.data.member) }) : result;
    },

    /** The active pharmacist of a live session, or null. */
    find: staff.find,
    logout: staff.logout,
    /** The registration a register row names (kept in the row itself, so it outlives the account). */
    byId: staff.byId,
  };
}
export type PharmacistAccounts = ReturnType<typeof pharmacistAccounts>;
