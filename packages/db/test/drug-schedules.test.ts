/**
 * The legal classification on the fixture catalogue: applied at import, and applied again by the release step
 * when the list changes, so a database seeded before the change does not keep the old classes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type DatabaseHandle } from '../src/index.ts';
import { scheduleFileSha256 } from '../src/seed/drug-schedules.ts';
import {
  FIXTURES,
  CONSULTATION_SOURCES,
  DIAGNOSTICS_SOURCES,
  HEALTHCARE_FIXTURES,
  openTestDatabase,
  PINCODE_FIXTURES,
} from './support/golden.ts';

let handle: DatabaseHandle;
const dir = mkdtempSync(join(tmpdir(), 'dawa-schedules-'));
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const scheduleOf = async (name: string) =>
  (await handle.db.selectFrom('products').select('drug_schedule').where('name', '=', name).executeTakeFirstOrThrow()).drug_schedule;
const moleculeScheduleOf = async (key: string) =>
  (await handle.db.selectFrom('molecules').select('drug_schedule').where('key', '=', key).executeTakeFirstOrThrow()).drug_schedule;

describe('drug schedules at import', () => {
  it('classifies the controlled fixture medicines by their molecules', async () => {
    expect(await scheduleOf('Addwize 10mg Tablet')).toBe('X'); // methylphenidate
    expect(await scheduleOf('Aneket 50mg Injection')).toBe('X'); // ketamine
    expect(await scheduleOf('Alprax 0.25 Tablet')).toBe('NDPS'); // alprazolam
    expect(await scheduleOf('Morcontin 10mg Tablet')).toBe('NDPS'); // morphine
    expect(await scheduleOf('Durogesic 25mcg Patch')).toBe('NDPS'); // fentanyl
    expect(await scheduleOf('Abixim 200mg Tablet')).toBe('H1'); // cefixime
  });

  it('gives a combination its strictest molecule: a codeine cough syrup and tramadol with paracetamol are NDPS', async () => {
    expect(await scheduleOf('Avkof Syrup')).toBe('NDPS');
    expect(await scheduleOf('Dolo-T Tablet')).toBe('NDPS');
    expect(await moleculeScheduleOf('triprolidine')).toBe('H');
    expect(await moleculeScheduleOf('paracetamol')).toBe('OTC');
  });

  it('makes other prescription-only medicines H and the rest OTC', async () => {
    expect(await scheduleOf('Augmentin 625 Duo Tablet')).toBe('H');
    expect(await scheduleOf('Dolo 650 Tablet')).toBe('OTC');
    const mismatched = await handle.db
      .selectFrom('products')
      .select(['name', 'drug_schedule', 'is_rx_required'])
      .where((eb) =>
        eb.or([
          eb.and([eb('drug_schedule', '=', 'OTC'), eb('is_rx_required', '=', true)]),
          eb.and([eb('drug_schedule', '!=', 'OTC'), eb('is_rx_required', '=', false)]),
        ]),
      )
      .execute();
    expect(mismatched).toEqual([]);
  });

  it('records the list it applied', async () => {
    const run = await handle.db.selectFrom('seed_runs').selectAll().where('dataset', '=', 'drug-schedules').executeTakeFirstOrThrow();
    expect(run.source_sha256).toBe(scheduleFileSha256(FIXTURES.schedulesCsv));
  });
});

describe('drug schedules in the release step', () => {
  const release = (schedulesCsv: string) =>
    prepareDatabase(
      handle,
      {
        catalogue: { ...FIXTURES, schedulesCsv },
        healthcare: HEALTHCARE_FIXTURES,
        pincodes: PINCODE_FIXTURES,
        diagnostics: DIAGNOSTICS_SOURCES,
        consultations: CONSULTATION_SOURCES,
      },
      () => {},
      { quiet: true },
    );

  it('does nothing while the list is unchanged', async () => {
    expect(await release(FIXTURES.schedulesCsv)).toMatchObject({ importedCatalogue: false, reclassified: false });
  });

  it('classifies an already seeded catalogue again when the list changes, both ways', async () => {
    // A list where amoxycillin became H1 and alprazolam was dropped.
    const changed = join(dir, 'molecules.csv');
    const lines = readFileSync(FIXTURES.schedulesCsv, 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('alprazolam,'));
    writeFileSync(changed, [...lines.filter(Boolean), 'amoxycillin,H1,a test line,', ''].join('\n'));

    expect(await release(changed)).toMatchObject({ reclassified: true });
    expect(await scheduleOf('Augmentin 625 Duo Tablet')).toBe('H1');
    expect(await scheduleOf('Alprax 0.25 Tablet')).toBe('H');
    expect(await release(changed)).toMatchObject({ reclassified: false });

    expect(await release(FIXTURES.schedulesCsv)).toMatchObject({ reclassified: true });
    expect(await scheduleOf('Augmentin 625 Duo Tablet')).toBe('H');
    expect(await scheduleOf('Alprax 0.25 Tablet')).toBe('NDPS');
  });

  it('refuses a list that does not read and leaves the classification as it was', async () => {
    const broken = join(dir, 'broken.csv');
    writeFileSync(broken, 'molecule,schedule,legal_source,note\nAlprazolam,NDPS,x,\n');
    await expect(release(broken)).rejects.toThrow(/not written as the catalogue keys/);
    expect(await scheduleOf('Alprax 0.25 Tablet')).toBe('NDPS');
  });
});
