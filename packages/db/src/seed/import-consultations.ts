import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { readListA, readWeeklyWindows } from '@dawa/domain';
import type { Db } from '../client.ts';
import { readCsv } from './csv.ts';

/**
 * Doctor consultation (decision 068): the specialities with their fees, the demonstration doctors and List A of the
 * Telemedicine Practice Guidelines 2020. Reviewed data, written again whenever a file changes. A doctor's console
 * password is never data: a new doctor has none (no sign-in) until an operator sets one (`npm run doctor:password`),
 * and a doctor already on file keeps theirs.
 */
export interface ConsultationsSource {
  /** specialities.json, doctors.json and list-a.csv (data/consultations). */
  dataDir: string;
}

const DATASET = 'consultations';
const FILES = ['specialities.json', 'doctors.json', 'list-a.csv'] as const;
/** No scrypt hash ever equals this: the account exists but cannot sign in. */
export const NO_PASSWORD = '!';

interface SpecialityFile {
  id: string;
  name: string;
  nameHi: string;
  type: 'GP' | 'SP';
  cghsCode: string;
  feePaise: number;
  summary: string;
  summaryHi: string;
  concerns: string[];
  concernsHi: string[];
}
interface DoctorFile {
  slug: string;
  name: string;
  demo: boolean;
  gender: 'male' | 'female' | 'other';
  email: string;
  qualification: string;
  registrationNumber: string;
  council: string;
  specialities: string[];
  languages: string[];
  experienceYears: number;
  about: string;
  availability: unknown;
}

const readJson = <T>(dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

function fingerprint(source: ConsultationsSource): string {
  const hash = createHash('sha256');
  for (const file of FILES) hash.update(readFileSync(join(source.dataDir, file)));
  return hash.digest('hex');
}

export async function consultationsChanged(db: Db, source: ConsultationsSource): Promise<boolean> {
  const run = await db.selectFrom('seed_runs').select('source_sha256').where('dataset', '=', DATASET).executeTakeFirst();
  return run?.source_sha256 !== fingerprint(source);
}

async function readListAFile(path: string) {
  const rows: Record<string, string>[] = [];
  for await (const row of readCsv(path)) rows.push(row);
  readListA(rows); // throws on a bad line
  return rows.map((r) => ({ molecule: r.molecule!.trim(), grp: r.group!.trim(), legal_source: r.legal_source!.trim() }));
}

/** Writes the specialities, doctors and List A from the files in one transaction, and records their fingerprint. */
export async function applyConsultations(db: Db, source: ConsultationsSource) {
  const specialities = readJson<SpecialityFile[]>(source.dataDir, 'specialities.json');
  const doctors = readJson<DoctorFile[]>(source.dataDir, 'doctors.json');
  const listA = await readListAFile(join(source.dataDir, 'list-a.csv'));
  const known = new Set(specialities.map((s) => s.id));
  for (const d of doctors) {
    readWeeklyWindows(d.availability); // throws on a bad window: the file must be fixed, never half applied
    for (const s of d.specialities) if (!known.has(s)) throw new Error(`doctors.json: ${d.slug} names unknown speciality ${s}`);
  }
  const sha = fingerprint(source);
  await db.transaction().execute(async (tx) => {
    for (const [position, s] of specialities.entries()) {
      const row = {
        position,
        name: s.name,
        name_hi: s.nameHi,
        consult_type: s.type,
        cghs_code: s.cghsCode,
        fee_paise: s.feePaise,
        summary: s.summary,
        summary_hi: s.summaryHi,
        concerns: JSON.stringify(s.concerns),
        concerns_hi: JSON.stringify(s.concernsHi),
      };
      await tx
        .insertInto('consult_specialities')
        .values({ id: s.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    for (const d of doctors) {
      const profile = {
        name: d.name,
        email: d.email.toLowerCase(),
        gender: d.gender,
        qualification: d.qualification,
        registration_number: d.registrationNumber,
        council: d.council,
        languages: d.languages,
        experience_years: d.experienceYears,
        about: d.about,
        availability: JSON.stringify(readWeeklyWindows(d.availability)),
        demo: d.demo !== false,
      };
      const { id } = await tx
        .insertInto('doctors')
        .values({ slug: d.slug, ...profile, password_hash: NO_PASSWORD })
        .onConflict((oc) => oc.column('slug').doUpdateSet(profile))
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.deleteFrom('doctor_specialities').where('doctor_id', '=', id).execute();
      await tx
        .insertInto('doctor_specialities')
        .values(d.specialities.map((speciality_id) => ({ doctor_id: id, speciality_id })))
        .execute();
    }
    await tx.deleteFrom('consult_list_a').execute();
    if (listA.length) {
      await tx
        .insertInto('consult_list_a')
        .values(listA.map(({ molecule, grp, legal_source }) => ({ molecule, grp, legal_source })))
        .execute();
    }
    await tx
      .insertInto('seed_runs')
      .values({ dataset: DATASET, rows: doctors.length, source_sha256: sha })
      .onConflict((oc) => oc.column('dataset').doUpdateSet({ rows: doctors.length, source_sha256: sha, finished_at: sql`now()` }))
      .execute();
  });
  return {
    specialities: specialities.length,
    doctors: doctors.length,
    demoDoctors: doctors.filter((d) => d.demo !== false).length,
    listA: listA.length,
  };
}
