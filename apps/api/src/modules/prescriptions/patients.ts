import type { Selectable } from 'kysely';
import type { Patient, PatientBody, PatientList } from '@dawa/contracts';
import type { Db, PatientsTable } from '@dawa/db';
import { fail, ok, type Result } from '../../http/result.ts';
import { findUser } from '../auth/users.ts';
import { LOCK, lockCustomer } from './user-lock.ts';

/** Patients: the people a customer orders for. The customer themself ('self') exists from the first call. */
export const PATIENTS_PAGE_SIZE = 20;
/** Family members one account may keep. */
export const MAX_PATIENTS = 20;

const patientErrors = {
  notFound: () => fail('PATIENT_NOT_FOUND', 'We could not find this family member.', 404),
  selfTaken: () => ({
    ...fail('PATIENT_INVALID', "You are already on the list as 'Self'. Choose another relation.", 422),
    field: 'relation',
  }),
  selfKept: () => ({ ...fail('PATIENT_INVALID', "Your own entry stays 'Self'.", 422), field: 'relation' }),
  tooMany: () => fail('PATIENT_LIMIT', `You can keep up to ${MAX_PATIENTS} family members.`, 422),
};

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

    /** Adds a family member (the customer is locked meanwhile: one 'self', at most MAX_PATIENTS). */
    async add(userId: number, body: PatientBody): Promise<Result<Patient>> {
      await ensureSelf(db, userId);
      return db.transaction().execute(async (trx) => {
        await lockCustomer(trx, LOCK.selfPatient, userId);
        const rows = await trx.selectFrom('patients').select(['id', 'relation']).where('user_id', '=', userId).execute();
        if (body.relation === 'self' && rows.some((r) => r.relation === 'self')) return patientErrors.selfTaken();
        if (rows.length >= MAX_PATIENTS) return patientErrors.tooMany();
        const row = await trx
          .insertInto('patients')
          .values({ user_id: userId, name: body.name, relation: body.relation, age: body.age, gender: body.gender })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(toPatient(row));
      });
    },

    /** Edits one of the customer's patients; 'self' stays 'self' and no other becomes it. */
    async update(userId: number, id: number, body: PatientBody): Promise<Result<Patient>> {
      const row = await db.selectFrom('patients').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!row) return patientErrors.notFound();
      if (row.relation === 'self' && body.relation !== 'self') return patientErrors.selfKept();
      if (row.relation !== 'self' && body.relation === 'self') return patientErrors.selfTaken();
      const updated = await db
        .updateTable('patients')
        .set({ name: body.name, relation: body.relation, age: body.age, gender: body.gender })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(toPatient(updated));
    },

    /** One of the customer's patients, or null. */
    async one(userId: number, patientId: number): Promise<Patient | null> {
      const row = await db.selectFrom('patients').selectAll().where('id', '=', patientId).where('user_id', '=', userId).executeTakeFirst();
      return row ? toPatient(row) : null;
    },

    /** True when `patientId` is one of the customer's patients. */
    async owns(userId: number, patientId: number): Promise<boolean> {
      const row = await db.selectFrom('patients').select('id').where('id', '=', patientId).where('user_id', '=', userId).executeTakeFirst();
      return Boolean(row);
    },
  };
}
export type PatientService = ReturnType<typeof patientService>;
