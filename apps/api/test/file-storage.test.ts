/**
 * One contract for every place prescription files can live: the local directory (embedded default) and
 * S3-compatible object storage (several instances), the latter against a local S3 server.
 */
import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, type FileStorage } from '../src/storage/file-storage.ts';
import { startFakeS3, type FakeS3 } from './support/fake-s3.ts';
import { loadStorageConfig } from '../../web/server/storage-config.ts';

const pbkdf2Async = promisify(pbkdf2);
const newKey = () => `rx_${randomBytes(16).toString('hex')}`;

interface Subject {
  storage: FileStorage;
  /** Every file the storage has on local disk, waiting or kept (its spool for the bucket). */
  filesOnDisk(): string[];
  close(): Promise<void>;
}

/** Every file under `dir`, at any depth. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** A source that gives `good` bytes, then fails as a refused check or a dropped connection does. */
async function* failingAfter(good: Buffer): AsyncGenerator<Buffer> {
  yield good;
  throw new Error('refused on the way');
}

const subjects: Record<string, () => Promise<Subject>> = {
  'local directory': async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dawa-storage-'));
    return {
      storage: localDiskStorage(join(dir, 'prescriptions')),
      filesOnDisk: () => filesUnder(dir),
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  'S3-compatible bucket': async () => {
    const s3 = await startFakeS3();
    return { storage: s3.storage, filesOnDisk: () => filesUnder(s3.config.spoolDir!), close: () => s3.close() };
  },
};

for (const [name, make] of Object.entries(subjects)) {
  describe(`file storage contract: ${name}`, () => {
    let subject: Subject;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('gives back exactly the bytes it was given, binary and large alike', async () => {
      const key = newKey();
      // Every byte value, then 3 MB of noise: a real scan's size, and nothing a text encoding would survive.
      const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(3 * 1024 * 1024)]);
      await subject.storage.put(key, bytes);
      const back = await subject.storage.get(key);
      expect(back?.length).toBe(bytes.length);
      expect(back?.equals(bytes)).toBe(true);
    });

    it('answers undefined for a key it never stored', async () => {
      expect(await subject.storage.get(newKey())).toBeUndefined();
    });

    it('replaces a file put again under the same key', async () => {
      const key = newKey();
      await subject.storage.put(key, Buffer.from('first'));
      await subject.storage.put(key, Buffer.from('second, longer'));
      expect((await subject.storage.get(key))?.toString()).toBe('second, longer');
    });

    it('deletes, and deleting again (or a key never stored) is harmless', async () => {
      const key = newKey();
      const other = newKey();
      await subject.storage.put(key, Buffer.from('%PDF-1.4 prescription'));
      await subject.storage.put(other, Buffer.from('kept'));
      await subject.storage.delete(key);
      expect(await subject.storage.get(key)).toBeUndefined();
      await subject.storage.delete(key);
      await subject.storage.delete(newKey());
      expect((await subject.storage.get(other))?.toString()).toBe('kept');
    });

    it('keeps an empty file as an empty file', async () => {
      const key = newKey();
      await subject.storage.put(key, Buffer.alloc(0));
      expect((await subject.storage.get(key))?.length).toBe(0);
    });

    it('streams a staged file in, keeps it on commit, and leaves nothing when the source fails or it is discarded', async () => {
      const kept = newKey();
      const before = subject.filesOnDisk();
      const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
      const staged = await subject.storage.stage(
        kept,
        (async function* () {
          yield* chunks;
        })(),
      );
      expect(await subject.storage.get(kept)).toBeUndefined(); // not there before the commit
      await staged.commit();
      await staged.discard(); // harmless after the commit
      expect((await subject.storage.get(kept))?.equals(Buffer.concat(chunks))).toBe(true);
      const afterKept = subject.filesOnDisk();

      const failed = newKey();
      await expect(subject.storage.stage(failed, failingAfter(randomBytes(200_000)))).rejects.toThrow('refused on the way');
      const discarded = newKey();
      await (await subject.storage.stage(discarded, [Buffer.from('%PDF-1.4 never kept')])).discard();
      expect(await subject.storage.get(failed)).toBeUndefined();
      expect(await subject.storage.get(discarded)).toBeUndefined();
      expect(subject.filesOnDisk()).toEqual(afterKept);
      expect(afterKept.length - before.length).toBeLessThanOrEqual(1); // the kept file itself on local disk, nothing for the bucket
    });

    it('leaves nothing when the source fails before its first byte, before the file is even open', async () => {
      const before = subject.filesOnDisk();
      const refusedAtOnce: AsyncIterable<Buffer> = {
        [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('refused at once')) }),
      };
      // The file opens on libuv's thread pool: with the pool busy, the refusal comes before the opening.
      const busyPool = Array.from({ length: 8 }, () => pbkdf2Async('x', 'salt', 20_000, 64, 'sha512'));
      await expect(subject.storage.stage(newKey(), refusedAtOnce)).rejects.toThrow('refused at once');
      await Promise.all(busyPool);
      expect(subject.filesOnDisk()).toEqual(before);
    });

    it('refuses a key that is not a file id the store made before touching storage', async () => {
      for (const bad of ['../etc/passwd', 'rx_ABC', 'rx_1/../../x', '', 'other']) {
        await expect(subject.storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/not a file id the store made/);
        await expect(subject.storage.get(bad), bad).rejects.toThrow(/not a file id the store made/);
      }
    });
  });
}

describe('what each storage keeps private', () => {
  it('the local directory: files 0600 in a 0700 directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dawa-storage-'));
    try {
      const root = join(dir, 'prescriptions');
      const key = newKey();
      await localDiskStorage(root).put(key, Buffer.from('x'));
      expect(statSync(root).mode & 0o777).toBe(0o700);
      expect(statSync(join(root, key)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('the bucket', () => {
    let s3: FakeS3;
    beforeAll(async () => {
      s3 = await startFakeS3();
    });
    afterAll(async () => {
      await s3?.close();
    });

    it('objects sit under the prescriptions/ prefix, put with no ACL or grant (the private default of the bucket applies)', async () => {
      const sent: Record<string, string>[] = [];
      const client = await s3.storage.client();
      client.middlewareStack.add(
        (next) => async (args) => {
          sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
          return next(args);
        },
        { step: 'finalizeRequest', name: 'recordHeaders' },
      );
      const key = newKey();
      await s3.storage.put(key, Buffer.from('%PDF-1.4 private'));
      client.middlewareStack.remove('recordHeaders');
      expect(sent).toHaveLength(1);
      expect(Object.keys(sent[0]!).filter((h) => /acl|grant/i.test(h))).toEqual([]);
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
      expect(listed.Contents?.map((o) => o.Key)).toContain(`prescriptions/${key}`);
    });
  });
});

describe('storage configuration from the environment', () => {
  it('is the local directory without S3_BUCKET, and the bucket with it', () => {
    expect(loadStorageConfig({ UPLOAD_DIR: '/srv/dawa/uploads' })).toEqual({ kind: 'local', uploadDir: '/srv/dawa/uploads' });
    expect(
      loadStorageConfig({
        S3_BUCKET: 'dawa-prescriptions',
        S3_ENDPOINT: 'https://s3.example.in',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'dawa-prescriptions',
      endpoint: 'https://s3.example.in',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadStorageConfig({ S3_BUCKET: 'b' })).toMatchObject({
      kind: 's3',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a key pair, an endpoint that is not a URL and a path style that is not a yes or no', () => {
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
