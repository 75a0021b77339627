/**
 * A local S3-compatible server for tests (s3rver, in this process, on 127.0.0.1 and a free port, its files
 * in a temporary directory) and the store's S3 storage pointed at it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { s3Storage, type S3StorageConfig } from '../../src/storage/s3-storage.ts';

export interface FakeS3 {
  config: S3StorageConfig;
  storage: ReturnType<typeof s3Storage>;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'dawa-test'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'dawa-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as AddressInfo;
  const config: S3StorageConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed development pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    // Uploads waiting to be sent sit here, so tests can see that none are left behind.
    spoolDir: mkdtempSync(join(tmpdir(), 'dawa-s3-spool-')),
  };
  const storage = s3Storage(config);
  return {
    config,
    storage,
    async close() {
      (await storage.client()).destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
      rmSync(config.spoolDir!, { recursive: true, force: true });
    },
  };
}
