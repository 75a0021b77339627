/**
 * Where prescription files are kept, from the environment (listed in the README): an S3-compatible bucket
 * when S3_BUCKET is set (several instances share it), else the local directory UPLOAD_DIR (one machine).
 * Kept apart from config.ts until the configuration is one schema.
 */
import { defaultUploadDir, localDiskStorage, s3Storage, type FileStorage, type S3StorageConfig } from '@dawa/api';

export type StorageConfig = { kind: 'local'; uploadDir: string } | ({ kind: 's3' } & S3StorageConfig);

export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local', uploadDir: defaultUploadDir(env) };
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials are used then).');
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, not ${JSON.stringify(endpoint)}`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle)) throw new Error('S3_FORCE_PATH_STYLE must be true or false');
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? s3Storage(config) : localDiskStorage(config.uploadDir);
}

/** For the start-up line: where files go, without secrets. */
export function describeStorage(config: StorageConfig): string {
  return config.kind === 's3' ? `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}` : config.uploadDir;
}
