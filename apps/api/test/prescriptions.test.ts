/** Prescriptions: upload links, the checked upload, owner-only files, past prescriptions, patients, order attach. */
import { readdirSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pastPrescriptions,
  patientList,
  RX_MAX_BYTES,
  RX_MESSAGES,
  uploadedPrescription,
  uploadOptions,
  uploadSlots,
  type UploadSlot,
} from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call, expectFailure, expectSuccessEnvelope } from './support/http.ts';
import { login, testMobile } from './support/auth.ts';
import { elf, jpeg, mz, pdf, png } from './support/prescription-files.ts';
import { localDiskStorage } from '../src/storage/file-storage.ts';
import { prescriptionService } from '../src/modules/prescriptions/service.ts';

let app: TestApp;
let alice: string;
let aliceMobile: string;
let bob: string;
let bobMobile: string;
beforeAll(async () => {
  app = await createTestApp();
  aliceMobile = testMobile();
  bobMobile = testMobile();
  alice = await login(app.api, aliceMobile);
  bob = await login(app.api, bobMobile);
});
afterAll(() => app?.close());

/** POSTs the fields of `query` (a query string, as the spec writes them) as generateUploadUrl's JSON body. */
const generate = (cookie: string | undefined, query: string, headers: Record<string, string> = {}) =>
  call(app.api, {
    method: 'POST',
    url: '/api/prescriptions/generateUploadUrl',
    payload: Object.fromEntries(new URLSearchParams(query)),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

async function slots(cookie: string, imageCount: number, pdfCount = 0): Promise<UploadSlot[]> {
  const res = await generate(cookie, `imageCount=${imageCount}&pdfCount=${pdfCount}&isOmsOnboarded=true`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  expectSuccessEnvelope(res.body);
  return uploadSlots.parse(res.body.data).uploads;
}

const put = (url: string, bytes: Buffer, cookie: string | undefined, contentType = 'application/octet-stream') =>
  app.api.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });

async function uploaded(cookie: string, slot: UploadSlot, bytes: Buffer, contentType?: string) {
  const res = await put(slot.url, bytes, cookie, contentType);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expectSuccessEnvelope(body);
  return uploadedPrescription.parse(body.data);
}

/** Status and message of a refused upload. */
async function refused(url: string, bytes: Buffer, cookie: string | undefined, contentType?: string) {
  const res = await put(url, bytes, cookie, contentType);
  const body = res.json();
  expect(body.status).toBe(0);
  return { status: res.statusCode, message: body.error.message as string };
}

async function refusedWithCode(url: string, bytes: Buffer, cookie: string, contentType: string) {
  const res = await put(url, bytes, cookie, contentType);
  const body = res.json();
  expect(body.status).toBe(0);
  return { status: res.statusCode, code: body.error.code as string, message: body.error.message as string };
}

const past = async (cookie: string) => {
  const res = await call(app.api, { method: 'GET', url: '/api/prescriptions/fetchPastPrescriptions?source=cart', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return pastPrescriptions.parse(res.body.data).prescriptions;
};

const userId = async (mobile: string) =>
  (await app.db.selectFrom('users').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;

const pendingSlots = async () =>
  Number((await app.db.selectFrom('prescriptions').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'PENDING_UPLOAD').executeTakeFirstOrThrow()).n);

describe('POST /api/prescriptions/generateUploadUrl', () => {
  it('asks a guest to log in', async () => {
    const res = await generate(undefined, 'imageCount=1');
    expect(res.statusCode).toBe(401);
    expect(res.body.error.message).toBe('Please log in to continue.');
  });

  it('refuses a cross-site POST, and the old GET creates nothing (405)', async () => {
    const before = await pendingSlots();
    const forged = await generate(alice, 'imageCount=1', { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body.error.code).toBe('CROSS_SITE_REFUSED');
    const fetched = await generate(alice, 'imageCount=1', { 'sec-fetch-site': 'cross-site' });
    expect(fetched.statusCode).toBe(403);
    const old = await call(app.api, { method: 'GET', url: '/api/prescriptions/generateUploadUrl?imageCount=1', headers: { cookie: alice } });
    expect(old.statusCode).toBe(405);
    expect(old.headers.allow).toBe('POST');
    expect(old.body.error.code).toBe('METHOD_NOT_ALLOWED');
    expect(await pendingSlots()).toBe(before);
    // The same-site POST works.
    expect((await generate(alice, 'imageCount=1', { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('hands out one single-use PUT link per file, up to 5', async () => {
    const uploads = await slots(alice, 3, 2);
    expect(uploads.map((u) => u.kind)).toEqual(['image', 'image', 'image', 'pdf', 'pdf']);
    for (const u of uploads) {
      expect(u.id).toMatch(/^rx_[a-z0-9]{32}$/);
      expect(u.url).toMatch(new RegExp(`^/api/prescriptions/upload/${u.id}\\?expires=\\d+&token=[\\w-]{43}$`));
      expect(u).toMatchObject({ method: 'PUT', maxBytes: 10485760 });
      const expires = Number(new URL(u.url, 'http://x').searchParams.get('expires'));
      expect(new Date(u.expiresAt).getTime()).toBe(expires * 1000);
      expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    }
    expect(uploads[0]!.accept).toEqual(['image/jpeg', 'image/png']);
    expect(uploads[4]!.accept).toEqual(['application/pdf']);
    expect(new Set(uploads.map((u) => u.id)).size).toBe(5);
    // Only the token's SHA-256 is kept.
    const row = await app.db.selectFrom('prescriptions').selectAll().where('id', '=', uploads[0]!.id).executeTakeFirstOrThrow();
    const token = new URL(uploads[0]!.url, 'http://x').searchParams.get('token')!;
    expect(row.upload_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.upload_token_hash).not.toContain(token);
    expect(row.status).toBe('PENDING_UPLOAD');
    expect(await slots(alice, 1)).toHaveLength(1);
    expect(await slots(alice, 0, 1)).toHaveLength(1);
  });

  it('refuses a sixth file and no file at all', async () => {
    const msg = async (q: string) => {
      const res = await generate(alice, q);
      expect(res.statusCode).toBe(400);
      return res.body.error.message as string;
    };
    expect(await msg('imageCount=6')).toBe('You can upload at most 5 prescriptions.');
    expect(await msg('imageCount=4&pdfCount=2')).toBe('You can upload at most 5 prescriptions.');
    expect(await msg('imageCount=0&pdfCount=0')).toBe(RX_MESSAGES.tooFew);
    expect(await msg('')).toBe(RX_MESSAGES.tooFew);
    expect(await msg('imageCount=-1&pdfCount=2')).toMatch(/whole number/);
    expect(await msg('imageCount=1&extra=1')).toMatch(/Unknown field/);
  });

  it('stops a customer who starts more than 20 uploads in an hour without finishing them (429)', async () => {
    const carol = await login(app.api);
    for (let i = 0; i < 4; i++) await slots(carol, 5);
    const refused = await generate(carol, 'imageCount=1');
    expect(refused.statusCode).toBe(429);
    expect(refused.body.error.message).toBe(RX_MESSAGES.tooManyPending);
    // Other customers are not affected.
    expect(await slots(bob, 1)).toHaveLength(1);
  });
});

describe('PUT /api/prescriptions/upload/:id', () => {
  it('stores a PNG, a JPEG and a PDF under their random ids, outside any public directory, owner-only', async () => {
    const [image1, image2, doc] = await slots(alice, 2, 1);
    const a = await uploaded(alice, image1!, png(4, 3), 'image/png');
    const b = await uploaded(alice, image2!, jpeg(1200, 1600), 'image/jpeg');
    const c = await uploaded(alice, doc!, pdf(), 'application/pdf');
    expect(a).toEqual({ id: image1!.id, kind: 'image', status: 'UPLOADED', url: `/api/prescriptions/file/${image1!.id}` });
    expect(b.status).toBe('UPLOADED');
    expect(c).toMatchObject({ kind: 'pdf', status: 'UPLOADED' });

    const row = await app.db.selectFrom('prescriptions').selectAll().where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      content_type: 'image/jpeg',
      size_bytes: jpeg(1200, 1600).length,
      width: 1200,
      height: 1600,
      upload_token_hash: null,
    });
    expect(row.uploaded_at).not.toBeNull();

    for (const id of [a.id, b.id, c.id]) {
      const path = join(app.uploadDir, id);
      const stat = statSync(path);
      expect(stat.mode & 0o777).toBe(0o600);
      const rel = relative(resolve(import.meta.dirname, '../../web'), path);
      expect(rel.startsWith('..')).toBe(true); // not under apps/web (build, public)
    }
    expect(statSync(app.uploadDir).mode & 0o777).toBe(0o700);
  });

  it('accepts exactly 10 MB and refuses one byte more (413)', async () => {
    const [ok, over] = await slots(alice, 0, 2);
    expect((await uploaded(alice, ok!, pdf(RX_MAX_BYTES), 'application/pdf')).status).toBe('UPLOADED');
    expect(await refused(over!.url, pdf(RX_MAX_BYTES + 1), alice, 'application/pdf')).toEqual({
      status: 413,
      message: RX_MESSAGES.tooLarge,
    });
    // The refused link still works for a smaller file.
    expect((await uploaded(alice, over!, pdf())).status).toBe('UPLOADED');
  });

  it('refuses an executable sent as a JPEG, a PDF in an image slot, an image in a PDF slot, and an empty file', async () => {
    const [image, image2, document] = await slots(alice, 2, 1);
    const wrongType = { status: 415, message: 'Upload a JPEG, PNG or PDF file.' };
    expect(await refused(image!.url, elf(), alice, 'image/jpeg')).toEqual(wrongType);
    expect(await refused(image!.url, mz(), alice, 'image/jpeg')).toEqual(wrongType);
    expect(await refused(image!.url, pdf(), alice, 'image/jpeg')).toEqual(wrongType);
    expect(await refused(document!.url, png(), alice, 'application/pdf')).toEqual(wrongType);
    expect(await refused(image!.url, Buffer.from('hello'), alice, 'text/plain')).toEqual(wrongType);
    expect(await refused(image!.url, Buffer.from('<svg/>'), alice, 'image/svg+xml')).toEqual(wrongType);
    expect((await refused(image2!.url, Buffer.alloc(0), alice, 'image/png')).status).toBe(400);
    // Other body errors answer as everywhere else in the API.
    expect(await refused(image2!.url, Buffer.from('{'), alice, 'application/json')).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    // None of that used the links up.
    expect((await uploaded(alice, image!, png())).status).toBe('UPLOADED');
  });

  it('refuses an image whose header says 50000×50000, or more than 40 megapixels, or no readable size (422)', async () => {
    const tooLarge = { status: 422, message: 'This image is too large to read. Please upload a smaller photo.' };
    const [a, b, c, d] = await slots(alice, 4);
    expect(await refused(a!.url, png(2, 2, undefined, { width: 50000, height: 50000 }), alice, 'image/png')).toEqual(tooLarge);
    expect(await refused(b!.url, jpeg(8000, 6000), alice, 'image/jpeg')).toEqual(tooLarge); // 48 MP
    expect(await refused(c!.url, jpeg(12001, 10), alice, 'image/jpeg')).toEqual(tooLarge);
    expect(await refused(d!.url, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), alice, 'image/jpeg')).toEqual(tooLarge);
    expect((await uploaded(alice, d!, jpeg(12000, 3000))).status).toBe('UPLOADED'); // 36 MP, within both limits
  });

  it('refuses a PDF that is also a web page (markup at its start, deep inside, or cut across chunks), and keeps nothing', async () => {
    const carol = await login(app.api);
    const [first, deep, split, clean] = await slots(carol, 0, 4);
    const before = readdirSync(app.uploadDir);
    const activeContent = { status: 415, code: 'RX_ACTIVE_CONTENT', message: RX_MESSAGES.activeContent };
    const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n', 'latin1');
    expect(await refusedWithCode(first!.url, polyglot, carol, 'application/pdf')).toEqual(activeContent);
    const buried = Buffer.concat([pdf(3 * 1024 * 1024), Buffer.from('\n<SCRIPT src=//evil.example/x.js></SCRIPT>\n', 'latin1')]);
    expect(await refusedWithCode(deep!.url, buried, carol, 'application/pdf')).toEqual(activeContent);
    // A body sent in small pieces, the tag cut between two of them.
    const pieces = ['%PDF-1.7\n% a comment <scr', 'ipt>run()</script>\n%%EOF\n'].map((p) => Buffer.from(p, 'latin1'));
    const res = await app.api.inject({
      method: 'PUT',
      url: split!.url,
      payload: Readable.from(pieces),
      headers: { cookie: carol, 'content-type': 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().error.code).toBe('RX_ACTIVE_CONTENT');
    expect(readdirSync(app.uploadDir)).toEqual(before);
    // An ordinary PDF with dictionaries ('<<') and hex strings ('<00FF>') is not markup.
    const ordinary = Buffer.from('%PDF-1.4\n1 0 obj <</Type/Catalog/ID [<00FF12> <abcdef>]>> endobj\n%%EOF\n', 'latin1');
    expect((await uploaded(carol, clean!, ordinary, 'application/pdf')).status).toBe('UPLOADED');
  });

  it('uses a link once', async () => {
    const [slot] = await slots(alice, 1);
    await uploaded(alice, slot!, png());
    expect(await refused(slot!.url, png(), alice)).toEqual({ status: 403, message: 'This upload link has expired. Please try again.' });
  });

  it('refuses an expired link, a wrong token and a changed expiry', async () => {
    const [slot, other] = await slots(alice, 2);
    const past = new Date(Date.now() - 1000);
    await app.db.updateTable('prescriptions').set({ upload_expires_at: past }).where('id', '=', slot!.id).execute();
    const expiredUrl = slot!.url.replace(/expires=\d+/, `expires=${Math.floor(past.getTime() / 1000)}`);
    const expired = { status: 403, message: RX_MESSAGES.linkExpired };
    expect(await refused(expiredUrl, png(), alice)).toEqual(expired);
    expect(await refused(slot!.url, png(), alice)).toEqual(expired);
    expect(await refused(other!.url.replace(/token=[\w-]+/, `token=${'A'.repeat(43)}`), png(), alice)).toEqual(expired);
    expect(
      await refused(
        other!.url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`),
        png(),
        alice,
      ),
    ).toEqual(expired);
    expect(await refused(other!.url.replace(/token=[\w-]+/, 'token=short'), png(), alice)).toEqual(expired);
    expect(await refused(other!.url.replace(/upload\/rx_[a-z0-9]+/, 'upload/..%2F..%2Fetc%2Fpasswd'), png(), alice)).toEqual(expired);
    expect(await refused(other!.url.replace(/upload\/rx_[a-z0-9]+/, `upload/${slot!.id}`), png(), alice)).toEqual(expired);
  });

  it("needs the link's own customer: a guest gets 401, another customer 403", async () => {
    const [slot] = await slots(alice, 1);
    expect((await refused(slot!.url, png(), undefined)).status).toBe(401);
    expect(await refused(slot!.url, png(), bob)).toEqual({ status: 403, message: RX_MESSAGES.linkExpired });
    expect((await uploaded(alice, slot!, png())).status).toBe('UPLOADED');
  });

  it('refuses a cross-site PUT before reading it', async () => {
    const [slot] = await slots(alice, 1);
    const res = await app.api.inject({
      method: 'PUT',
      url: slot!.url,
      payload: png(),
      headers: { cookie: alice, 'content-type': 'image/png', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/prescriptions/file/:id', () => {
  it('answers the owner with the bytes and private, no-sniff headers; anyone else with 404 or 401', async () => {
    const [slot] = await slots(alice, 1);
    const file = png(5, 5);
    const { url, id } = await uploaded(alice, slot!, file);
    const res = await app.api.inject({ method: 'GET', url, headers: { cookie: alice } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Saved by the browser, never rendered inside the store's origin.
      'content-disposition': `attachment; filename="prescription-${id}.png"`,
    });
    expect(await expectFailure(app.api, { method: 'GET', url, headers: { cookie: bob } }, 404)).toBe(RX_MESSAGES.notFound);
    expect(await expectFailure(app.api, { method: 'GET', url }, 401)).toBe('Please log in to continue.');
    expect((await past(bob)).map((p) => p.id)).not.toContain(id);
    // A slot still waiting for its file, and ids that are not ids, are not found either.
    const [pending] = await slots(alice, 1);
    await expectFailure(app.api, { method: 'GET', url: `/api/prescriptions/file/${pending!.id}`, headers: { cookie: alice } }, 404);
    await expectFailure(app.api, { method: 'GET', url: '/api/prescriptions/file/..%2F..%2Fetc%2Fpasswd', headers: { cookie: alice } }, 404);
  });
});

describe('GET /api/prescriptions/fetchPastPrescriptions', () => {
  it("lists the customer's uploaded files, newest first, and none that are pending", async () => {
    const dave = await login(app.api);
    expect(await past(dave)).toEqual([]);
    const [first, second, pending] = await slots(dave, 2, 1);
    await uploaded(dave, first!, png());
    await uploaded(dave, second!, jpeg());
    const list = await past(dave);
    expect(list.map((p) => p.id)).toEqual([second!.id, first!.id]);
    expect(list[0]).toEqual({
      id: second!.id,
      kind: 'image',
      url: `/api/prescriptions/file/${second!.id}`,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'UPLOADED',
    });
    expect(list.map((p) => p.id)).not.toContain(pending!.id);
    await expectFailure(app.api, '/api/prescriptions/fetchPastPrescriptions', 401);
  });

  it("refuses another customer's patient id", async () => {
    const res = await call(app.api, { method: 'GET', url: '/api/patients/fetchPatients', headers: { cookie: bob } });
    const bobSelf = res.body.data.patients[0].id as number;
    await expectFailure(
      app.api,
      { method: 'GET', url: `/api/prescriptions/fetchPastPrescriptions?patientId=${bobSelf}`, headers: { cookie: alice } },
      404,
    );
    expect(await past(bob)).toBeInstanceOf(Array);
  });
});

describe('GET /api/prescriptions/prescriptionUploadOptions', () => {
  it('offers upload, past prescriptions (with their count), the free doctor consultation and the guide', async () => {
    const erin = await login(app.api);
    const [slot] = await slots(erin, 1);
    await uploaded(erin, slot!, png());
    const res = await call(app.api, {
      method: 'GET',
      url: '/api/prescriptions/prescriptionUploadOptions?isOmsOnboarded=1&orderId=12',
      headers: { cookie: erin },
    });
    expect(res.statusCode).toBe(200);
    const options = uploadOptions.parse(res.body.data);
    expect(options.orderId).toBe(12);
    expect(options.uploadNew).toMatchObject({ maxFiles: 5, maxBytes: 10485760, accept: ['image/jpeg', 'image/png', 'application/pdf'] });
    expect(options.choosePast.count).toBe(1);
    expect(options.optForDoctorConsultation).toMatchObject({ available: true, free: true, title: "Don't have a prescription?" });
    expect(options.validPrescriptionGuide.join(' ')).toMatch(/registration number/);
    expect(options.validPrescriptionGuide.join(' ')).toMatch(/signature/);
    await expectFailure(app.api, '/api/prescriptions/prescriptionUploadOptions', 401);
  });
});

describe('GET /api/patients/fetchPatients', () => {
  it("creates the customer's 'self' patient once, on the first call", async () => {
    const mobile = testMobile();
    const frank = await login(app.api, mobile);
    const id = await userId(mobile);
    const get = () =>
      call(app.api, {
        method: 'GET',
        url: '/api/patients/fetchPatients?page=1&isOmsOnboarded=true&isDiagnostics=false',
        headers: { cookie: frank },
      });
    const [one, two] = await Promise.all([get(), get()]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    const first = patientList.parse(one.body.data);
    expect(first).toEqual({
      page: 1,
      hasMore: false,
      patients: [{ id: expect.any(Number), name: 'Self', relation: 'self', isSelf: true, age: null, gender: null }],
    });
    expect(patientList.parse((await get()).body.data).patients).toEqual(first.patients);
    const rows = await app.db.selectFrom('patients').select('id').where('user_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    await expectFailure(app.api, '/api/patients/fetchPatients', 401);
  });

  it('names the self patient after the profile', async () => {
    const mobile = testMobile();
    const grace = await login(app.api, mobile);
    await app.db.updateTable('users').set({ name: 'Grace Thomas' }).where('mobile_number', '=', mobile).execute();
    const res = await call(app.api, { method: 'GET', url: '/api/patients/fetchPatients', headers: { cookie: grace } });
    expect(res.body.data.patients[0]).toMatchObject({ name: 'Grace Thomas', isSelf: true });
  });
});

describe('order placement: usableForOrder and attach', () => {
  it("keeps only the customer's usable ids and attaches them inside the caller's transaction", async () => {
    const service = prescriptionService(app.db, localDiskStorage(app.uploadDir));
    const [a1, a2] = await slots(alice, 2);
    const [b1] = await slots(bob, 1);
    const ours = await uploaded(alice, a1!, png());
    const theirs = await uploaded(bob, b1!, png());
    const aliceId = await userId(aliceMobile);

    expect(await service.usableForOrder(aliceId, [ours.id, theirs.id, a2!.id, 'rx_nope', ours.id])).toEqual([ours.id]);

    // Someone else's id: nothing changes.
    await app.db.transaction().execute(async (trx) => {
      expect((await service.attach(trx, aliceId, [ours.id, theirs.id])).ok).toBe(false);
    });
    const statusOf = async (id: string) =>
      (await app.db.selectFrom('prescriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await statusOf(ours.id)).toBe('UPLOADED');

    await app.db.transaction().execute(async (trx) => {
      expect(await service.attach(trx, aliceId, [ours.id])).toEqual({ ok: true, data: [ours.id] });
    });
    expect(await statusOf(ours.id)).toBe('ATTACHED');
    // Attached and verified prescriptions stay usable for a later order.
    expect(await service.usableForOrder(aliceId, [ours.id])).toEqual([ours.id]);
    await app.db.updateTable('prescriptions').set({ status: 'VERIFIED' }).where('id', '=', ours.id).execute();
    await app.db.transaction().execute(async (trx) => {
      expect((await service.attach(trx, aliceId, [ours.id])).ok).toBe(true);
    });
    expect(await statusOf(ours.id)).toBe('VERIFIED');
    expect((await past(alice)).find((p) => p.id === ours.id)?.status).toBe('VERIFIED');
    // A rejected one is not usable.
    await app.db.updateTable('prescriptions').set({ status: 'REJECTED' }).where('id', '=', ours.id).execute();
    expect(await service.usableForOrder(aliceId, [ours.id])).toEqual([]);
  });
});
