/**
 * Builds the golden database once per test run: migrated, with the fixture catalogue imported.
 * PGlite (default): dumped to a temporary file that each test file loads into its own in-memory database.
 * PostgreSQL (TEST_DATABASE_URL set): database `dawa_golden`, which each test file copies as a template.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/index.ts';
import { adminQuery, buildGolden, dropDatabase, GOLDEN_DATABASE, waitForNoConnections, withDatabase } from './golden.ts';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const drop = () => dropDatabase(url, GOLDEN_DATABASE);
    await drop();
    await adminQuery(url, `CREATE DATABASE ${GOLDEN_DATABASE}`);
    const handle = await openDatabase({ url: withDatabase(url, GOLDEN_DATABASE), poolSize: 2 });
    try {
      await buildGolden(handle.db);
    } finally {
      await handle.close();
    }
    await waitForNoConnections(url, GOLDEN_DATABASE); // a template must have no sessions while it is copied
    project.provide('golden', { engine: 'postgres', adminUrl: url, template: GOLDEN_DATABASE });
    return drop;
  }

  const handle = await openDatabase({});
  let dump: Blob;
  try {
    await buildGolden(handle.db);
    dump = await handle.pglite!.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'dawa-golden-'));
  const dumpPath = join(dir, 'golden.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('golden', { engine: 'pglite', dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
