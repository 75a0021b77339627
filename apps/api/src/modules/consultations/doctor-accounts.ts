import type { DoctorProfile } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { ok, type Result } from '../../http/result.ts';
import { staffAccounts, type LoginFailure } from '../staff/accounts.ts';
import { staffSessions } from '../staff/session.ts';

/**
 * Doctors' console accounts (a role apart from shoppers, decision 068): the staff sign-in on the doctors' tables, and
 * the profile a prescription names. A doctor's profile comes from the reviewed data; the password from an operator.
 */
export function doctorAccounts(db: Db, now: () => Date) {
  const staff = staffAccounts(db, 'doctor', now);

  async function profile(id: number): Promise<DoctorProfile | null> {
    const row = await db
      .selectFrom('doctors')
      .where('id', '=', id)
      .where('active', '=', true)
      .select(['id', 'name', 'email', 'qualification', 'registration_number', 'council', 'demo'])
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          name: row.name,
          email: row.email,
          qualification: row.qualification,
          registrationNumber: row.registration_number,
          council: row.council,
          demo: row.demo,
        }
      : null;
  }

  return {
    async login(email: string, password: string, ip: string): Promise<Result<{ token: string; profile: DoctorProfile }> | LoginFailure> {
      const result = await staff.login(email, password, ip);
      if (!result.ok) return result;
      return ok({ token: result.data.token, profile: (await profile(result.data.member.id))! });
    },
    async find(token: string): Promise<DoctorProfile | null> {
      const member = await staff.find(token);
      return member ? profile(member.id) : null;
    },
    logout: staff.logout,
    setPassword: staff.setPassword,
    profile,
  };
}
export type DoctorAccounts = ReturnType<typeof doctorAccounts>;

export const doctorSessionsOf = (accounts: DoctorAccounts) => staffSessions<DoctorProfile>('doctor', accounts.find);
export type DoctorSessions = ReturnType<typeof doctorSessionsOf>;
