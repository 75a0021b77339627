import type { Selectable } from 'kysely';
import type { Patient, PatientList } from '@dawa/contracts';
import type { Db, PatientsTable } from '@dawa/db';
import { ok, type Result } from '../../http/result.ts';
import { findUser } from '../auth/users.ts';
import { LOCK, lockCustomer } from './user-lock.ts';

/** Patients: the people a customer orders for. The customer themself ('self') exists from the first call. */
export const PATIENTS_PAGE_SIZE = 20;

const toPatient = (row: Selectable<PatientsTable>): Patient => ({
  id: row.id,
  name: row.name,
  relation: row.relation,
  isSelf: row.relation === 'self',
  age: row.age,
  gender: row.gender,
});

/**
 * Creates the 'self' patient, named after the profile (or 'Self'), unless the customer has a patient.
 * The customer is locked meanwhile, so two first calls at once create one.
 */
async function ensureSelf(db: Db, userId: number) {
  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, LOCK.selfPatient, userId);
    const existing = await trx.selectFrom('patients').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    if (existing) return;
    const user = await findUser(trx, userId);
    if (!user) return;
    const name = user.name?.trim().slice(0, 200) || 'Self';
    await trx.insertInto('patients').values({ user_id: userId, name, relation: 'self' }).execute();
  });
}

export function patientService(db: Db) {
  return {
    async list(userId: number, page: number): Promise<Result<PatientList>> {
      if (page === 1) await ensureSelf(db, userId);
      const rows = await db
        .selectFrom('patients')
        .selectAll()
        .where('user_id', '=', userId)
        // 'self' first, then in the order they were added.
        .orderBy((eb) => eb.case().when('relation', '=', 'self').then(0).else(1).end())
        .orderBy('id')
        .limit(PATIENTS_PAGE_SIZE + 1)
        .offset((page - 1) * PATIENTS_PAGE_SIZE)
        .execute();
      return ok({ patients: rows.slice(0, PATIENTS_PAGE_SIZE).map(toPatient), page, hasMore: rows.length > PATIENTS_PAGE_SIZE });
    },

    /** True when `patientId` is one of the customer's patients. */
    async owns(userId: number, patientId: number): Promise<boolean> {
      const row = await db.selectFrom('patients').select('id').where('id', '=', patientId).where('user_id', '=', userId).executeTakeFirst();
      return Boolean(row);
    },
  };
}
export type PatientService = ReturnType<typeof patientService>;
