import type { Transaction } from 'kysely';
import type { ConsultHome, DoctorCard, DoctorList, DoctorSlots, Speciality } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { doctorSlotDays, FOLLOW_UP_DAYS, instantSlot, readWeeklyWindows, type Leave, type WeeklyWindow } from '@dawa/domain';

type Executor = Db | Transaction<Database>;

/** Consultation statuses that hold the doctor's slot (the same as the unique index's). */
export const HOLDING_STATUSES = ['PAYMENT_PENDING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] as const;

export interface DoctorHours {
  windows: WeeklyWindow[];
  leave: Leave[];
  booked: Date[];
}

/** What a patient is shown of a doctor (profileOf reads these). */
export const DOCTOR_PROFILE_COLUMNS = [
  'd.id',
  'd.slug',
  'd.name',
  'd.gender',
  'd.qualification',
  'd.registration_number',
  'd.council',
  'd.languages',
  'd.experience_years',
  'd.about',
  'd.demo',
] as const;
const doctorColumns = [...DOCTOR_PROFILE_COLUMNS, 'd.availability'] as const;

/** Specialities, doctors and their free slots: what a patient chooses from (decision 068). */
export function doctorDirectory(db: Db, now: () => Date) {
  async function specialityRows() {
    return db.selectFrom('consult_specialities').selectAll().orderBy('position').execute();
  }

  /** The doctors' hours from one day before now to the end of the bookable days, by doctor. */
  async function hoursOf(executor: Executor, doctors: { id: number; availability: unknown }[]): Promise<Map<number, DoctorHours>> {
    const ids = doctors.map((d) => d.id);
    const from = new Date(now().getTime() - 24 * 3600_000);
    const [leave, booked] = ids.length
      ? await Promise.all([
          executor.selectFrom('doctor_leave').where('doctor_id', 'in', ids).where('ends_at', '>', from).selectAll().execute(),
          executor
            .selectFrom('consultations')
            .where('doctor_id', 'in', ids)
            .where('starts_at', '>=', from)
            .where('status', 'in', [...HOLDING_STATUSES])
            .select(['doctor_id', 'starts_at'])
            .execute(),
        ])
      : [[], []];
    return new Map(
      doctors.map((d) => [
        d.id,
        {
          windows: readWeeklyWindows(d.availability),
          leave: leave.filter((l) => l.doctor_id === d.id).map((l) => ({ from: new Date(l.starts_at), until: new Date(l.ends_at) })),
          booked: booked.filter((b) => b.doctor_id === d.id).map((b) => new Date(b.starts_at)),
        },
      ]),
    );
  }

  async function specialitiesOf(ids: number[]) {
    if (!ids.length) return [];
    return db
      .selectFrom('doctor_specialities as ds')
      .innerJoin('consult_specialities as s', 's.id', 'ds.speciality_id')
      .where('ds.doctor_id', 'in', ids)
      .select(['ds.doctor_id', 's.id', 's.name'])
      .orderBy('s.position')
      .execute();
  }

  type DoctorRow = Awaited<ReturnType<typeof activeDoctors>>[number];
  function activeDoctors(filter: { specialityId?: string; slug?: string; id?: number }) {
    let query = db
      .selectFrom('doctors as d')
      .where('d.active', '=', true)
      .select(doctorColumns)
      .orderBy('d.experience_years', 'desc')
      .orderBy('d.id');
    if (filter.specialityId) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('doctor_specialities as ds')
            .select('ds.doctor_id')
            .whereRef('ds.doctor_id', '=', 'd.id')
            .where('ds.speciality_id', '=', filter.specialityId!),
        ),
      );
    }
    if (filter.slug) query = query.where('d.slug', '=', filter.slug);
    if (filter.id) query = query.where('d.id', '=', filter.id);
    return query.execute();
  }

  async function cards(rows: DoctorRow[]): Promise<DoctorCard[]> {
    const [hours, specialities] = await Promise.all([hoursOf(db, rows), specialitiesOf(rows.map((r) => r.id))]);
    const at = now();
    return rows.map((r) => {
      const h = hours.get(r.id)!;
      const next = doctorSlotDays({ ...h, now: at })
        .flatMap((d) => d.slots)
        .find((s) => s.available);
      return {
        ...profileOf(r),
        specialities: specialities.filter((s) => s.doctor_id === r.id).map((s) => ({ id: s.id, name: s.name })),
        availableNow: instantSlot({ ...h, now: at }) !== null,
        nextSlot: next?.startsAt ?? null,
      };
    });
  }

  function specialityOf(row: Awaited<ReturnType<typeof specialityRows>>[number], doctors: DoctorCard[]): Speciality {
    return {
      id: row.id,
      name: row.name,
      consultType: row.consult_type,
      feePaise: row.fee_paise,
      cghsCode: row.cghs_code,
      summary: row.summary,
      concerns: row.concerns,
      doctorCount: doctors.length,
      instantAvailable: doctors.some((d) => d.availableNow),
    };
  }

  return {
    async home(): Promise<ConsultHome> {
      const [rows, doctors] = await Promise.all([specialityRows(), activeDoctors({}).then(cards)]);
      return {
        specialities: rows.map((row) =>
          specialityOf(
            row,
            doctors.filter((d) => d.specialities.some((s) => s.id === row.id)),
          ),
        ),
        followUpDays: FOLLOW_UP_DAYS,
        demoDoctors: doctors.some((d) => d.demo),
      };
    },

    async doctors(specialityId: string): Promise<DoctorList | null> {
      const row = (await specialityRows()).find((s) => s.id === specialityId);
      if (!row) return null;
      const doctors = await cards(await activeDoctors({ specialityId }));
      return { speciality: specialityOf(row, doctors), doctors };
    },

    async slots(slug: string): Promise<DoctorSlots | null> {
      const [row] = await activeDoctors({ slug });
      if (!row) return null;
      const [doctor] = await cards([row]);
      const hours = (await hoursOf(db, [row])).get(row.id)!;
      const at = now();
      return {
        doctor: doctor!,
        days: doctorSlotDays({ ...hours, now: at }),
        instant: instantSlot({ ...hours, now: at })?.toISOString() ?? null,
      };
    },

    /** Inside a booking's transaction, the doctor's row locked: the doctor and their hours as they stand now. */
    async lockedForBooking(trx: Transaction<Database>, slug: string) {
      const row = await trx
        .selectFrom('doctors as d')
        .where('d.slug', '=', slug)
        .where('d.active', '=', true)
        .select(doctorColumns)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      const hours = (await hoursOf(trx, [row])).get(row.id)!;
      const specialities = await trx.selectFrom('doctor_specialities').where('doctor_id', '=', row.id).select('speciality_id').execute();
      return { row, hours, specialityIds: specialities.map((s) => s.speciality_id) };
    },

    hoursOf,
    speciality: async (id: string) => (await specialityRows()).find((s) => s.id === id) ?? null,
  };
}
export type DoctorDirectory = ReturnType<typeof doctorDirectory>;

/** What a patient sees of a doctor: who they are and where they are registered. */
export function profileOf(r: {
  id: number;
  slug: string;
  name: string;
  gender: 'male' | 'female' | 'other';
  qualification: string;
  registration_number: string;
  council: string;
  languages: string[];
  experience_years: number;
  about: string;
  demo: boolean;
}) {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    gender: r.gender,
    qualification: r.qualification,
    registrationNumber: r.registration_number,
    council: r.council,
    languages: r.languages,
    experienceYears: r.experience_years,
    about: r.about,
    demo: r.demo,
  };
}
