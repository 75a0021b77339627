import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkedKey, putByStaging, writeStreamed, type FileStorage } from './file-storage.ts';

export interface S3StorageConfig {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, R2, …); omitted for AWS itself. */
  endpoint?: string;
  region: string;
  /** Omitted: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket.host/key` (false, AWS's default) or `host/bucket/key` (true: most self-hosted servers). */
  forcePathStyle?: boolean;
  /** Put before every key, so one bucket can hold other files too; default `prescriptions/`. */
  prefix?: string;
  /** Where an upload waits, on local disk, until it is checked and sent; default: the system's temporary directory. */
  spoolDir?: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');
let sdkLoaded: Promise<Sdk> | undefined;
/** The SDK, loaded on first use: a store that keeps its files on local disk never holds it (decision 069). */
const sdk = () => (sdkLoaded ??= import('@aws-sdk/client-s3'));

/** An S3 client for the configuration; checksums only where the operation requires them (self-hosted servers differ there). */
export async function s3Client(config: S3StorageConfig): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle ?? false,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown, { S3ServiceException }: Sdk) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket, one object per key. Objects are private: no ACL is ever set (the bucket's
 * default, private, applies) and the store hands no bucket URL out; customers download through the store,
 * which checks the owner. Every instance of the store reads and writes the same bucket.
 */
export function s3Storage(config: S3StorageConfig): FileStorage & { client: () => Promise<S3Client> } {
  const prefix = config.prefix ?? 'prescriptions/';
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  let spool: Promise<string> | undefined;
  // A directory of this process's own (0700): uploads wait there, checked, before they are sent whole.
  const spoolDir = () => (spool ??= mkdtemp(join(config.spoolDir ?? tmpdir(), 'dawa-s3-spool-')));
  let made: Promise<S3Client> | undefined;
  const client = () => (made ??= s3Client(config));
  const storage: FileStorage & { client: () => Promise<S3Client> } = {
    client,
    put: (key, bytes) => putByStaging(storage, key, bytes),
    // Spooled to local disk rather than streamed straight to the bucket: the object is created only once the
    // whole file has passed its checks, with a known Content-Length, so a refused upload never reaches the bucket.
    async stage(key, source) {
      const objectName = objectKey(key);
      const temporary = join(await spoolDir(), `${checkedKey(key)}.${randomBytes(6).toString('hex')}`);
      await writeStreamed(temporary, source);
      let settled = false;
      const discard = async () => {
        settled = true;
        await rm(temporary, { force: true });
      };
      return {
        async commit() {
          try {
            const { size } = await stat(temporary);
            const [{ PutObjectCommand }, s3] = await Promise.all([sdk(), client()]);
            await s3.send(
              new PutObjectCommand({
                Bucket: config.bucket,
                Key: objectName,
                Body: createReadStream(temporary),
                ContentLength: size,
                ContentType: 'application/octet-stream',
              }),
            );
          } finally {
            await discard();
          }
        },
        discard: async () => {
          if (!settled) await discard();
        },
      };
    },
    async get(key) {
      const [loaded, s3] = await Promise.all([sdk(), client()]);
      try {
        const object = await s3.send(new loaded.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!object.Body) return undefined;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error, loaded)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success too: deleting twice is harmless.
      const [{ DeleteObjectCommand }, s3] = await Promise.all([sdk(), client()]);
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
  return storage;
}
