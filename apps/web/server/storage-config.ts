/**
 * Where prescription files are kept: an S3-compatible bucket when S3_BUCKET is set (several instances share
 * it), else the local directory UPLOAD_DIR (one machine). The variables are read by the one configuration
 * schema (config.ts).
 */
import { localDiskStorage, s3Storage, type FileStorage } from '@dawa/api';
import { loadConfig, type StorageConfig } from './config.ts';

export type { StorageConfig } from './config.ts';

/** The storage settings of an environment (throws ConfigError naming the bad variables). */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return loadConfig(env).storage;
}

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? s3Storage(config) : localDiskStorage(config.uploadDir);
}

/** For the start-up line: where files go, without secrets. */
export function describeStorage(config: StorageConfig): string {
  return config.kind === 's3' ? `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}` : config.uploadDir;
}
