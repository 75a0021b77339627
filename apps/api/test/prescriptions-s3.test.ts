/**
 * Prescription uploads with the files in S3-compatible object storage (a local S3 server): the same upload
 * link, check and owner-only download as on local disk, the bytes landing in the bucket and nowhere else.
 */
import { readdirSync } from 'node:fs';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RX_MESSAGES, uploadSlots, uploadedPrescription } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectFailure } from './support/http.ts';
import { login } from './support/auth.ts';
import { pdf, png } from './support/prescription-files.ts';
import { startFakeS3, type FakeS3 } from './support/fake-s3.ts';

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

async function upload(cookie: string, kind: 'image' | 'pdf', bytes: Buffer, contentType: string) {
  const query = kind === 'image' ? 'imageCount=1&pdfCount=0' : 'imageCount=0&pdfCount=1';
  const generated = await app.api.inject({
    method: 'POST',
    url: '/api/prescriptions/generateUploadUrl',
    payload: Object.fromEntries(new URLSearchParams(query)),
    headers: { cookie },
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const [slot] = uploadSlots.parse(generated.json().data).uploads;
  const res = await app.api.inject({ method: 'PUT', url: slot!.url, payload: bytes, headers: { cookie, 'content-type': contentType } });
  expect(res.statusCode, res.body).toBe(200);
  return uploadedPrescription.parse(res.json().data);
}

describe('prescription uploads through S3 storage', () => {
  it('stores the checked file in the bucket and gives it back to its owner only', async () => {
    const alice = await login(app.api);
    const bob = await login(app.api);
    const image = png(6, 4);
    const document = pdf();
    const a = await upload(alice, 'image', image, 'image/png');
    const b = await upload(alice, 'pdf', document, 'application/pdf');
    expect(a).toMatchObject({ kind: 'image', status: 'UPLOADED' });
    expect(b).toMatchObject({ kind: 'pdf', status: 'UPLOADED' });

    const bucket = await s3.storage.client();
    for (const [uploaded, bytes, type] of [
      [a, image, 'image/png'],
      [b, document, 'application/pdf'],
    ] as const) {
      const object = await bucket.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: `prescriptions/${uploaded.id}` }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);

      const res = await app.api.inject({ method: 'GET', url: uploaded.url, headers: { cookie: alice } });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers).toMatchObject({ 'content-type': type, 'cache-control': 'private, no-store' });
      expect(await expectFailure(app.api, { method: 'GET', url: uploaded.url, headers: { cookie: bob } }, 404)).toBe(RX_MESSAGES.notFound);
    }
    // Nothing went to the local upload directory.
    expect(readdirSync(app.uploadDir)).toEqual([]);
  });

  it('a file missing from the bucket is not found, not a server error', async () => {
    const alice = await login(app.api);
    const uploaded = await upload(alice, 'image', png(3, 3), 'image/png');
    await s3.storage.delete(uploaded.id);
    expect(await expectFailure(app.api, { method: 'GET', url: uploaded.url, headers: { cookie: alice } }, 404)).toBe(RX_MESSAGES.notFound);
  });
});
