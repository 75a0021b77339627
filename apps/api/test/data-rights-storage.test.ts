/**
 * The erasure removes prescription files from either storage (local disk and S3), and a storage that refuses
 * a removal never leaves the account half-erased: the file stays queued and a later pass removes it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call } from './support/http.ts';
import { login, testMobile } from './support/auth.ts';
import { uploadPrescription } from './support/checkout.ts';
import { startFakeS3, type FakeS3 } from './support/fake-s3.ts';
import { localDiskStorage, type FileStorage } from '../src/storage/file-storage.ts';

const erase = (app: TestApp, cookie: string, mobile: string) =>
  call(app.api, { method: 'POST', url: '/api/privacy/eraseAccount', payload: { confirmMobileNumber: mobile }, headers: { cookie } });

describe('erasure with the files in S3', () => {
  let s3: FakeS3;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    app = await createTestApp({ storage: s3.storage });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('deletes the objects from the bucket', async () => {
    const mobile = testMobile();
    const cookie = await login(app.api, mobile);
    const ids = [await uploadPrescription(app.api, cookie), await uploadPrescription(app.api, cookie)];
    for (const id of ids) expect(await s3.storage.get(id)).toBeInstanceOf(Buffer);
    const res = await erase(app, cookie, mobile);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    for (const id of ids) expect(await s3.storage.get(id), id).toBeUndefined();
  });
});

describe('erasure when storage refuses a removal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dawa-erasure-'));
  const disk = localDiskStorage(dir);
  let refusing = false;
  const storage: FileStorage = {
    put: (key, bytes) => disk.put(key, bytes),
    stage: (key, source) => disk.stage(key, source),
    get: (key) => disk.get(key),
    delete: async (key) => {
      if (refusing) throw new Error('storage unavailable');
      await disk.delete(key);
    },
  };
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ storage });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('erases the account all the same, keeps the file queued, and the next pass removes it', async () => {
    const mobile = testMobile();
    const cookie = await login(app.api, mobile);
    const id = await uploadPrescription(app.api, cookie);
    refusing = true;
    const res = await erase(app, cookie, mobile);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('mobile_number', 'like', 'erased-%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(user.name).toBeNull();
    expect(await app.db.selectFrom('prescriptions').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(existsSync(join(dir, id))).toBe(true);
    const queued = await app.db.selectFrom('prescription_file_removals').selectAll().execute();
    expect(queued).toMatchObject([{ file_key: id, attempts: 3, last_error: 'storage unavailable' }]);

    // Storage is back: the next erasure (anyone's) sweeps the queue.
    refusing = false;
    const other = testMobile();
    const otherCookie = await login(app.api, other);
    expect((await erase(app, otherCookie, other)).statusCode).toBe(200);
    expect(existsSync(join(dir, id))).toBe(false);
    expect(await app.db.selectFrom('prescription_file_removals').selectAll().execute()).toEqual([]);
  });
});
