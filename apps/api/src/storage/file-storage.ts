import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '../project-root.ts';

/** A file's bytes as they arrive: a request body, a checked stream, or a list of buffers. */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** Bytes written aside by `stage`: `commit` makes them the key's file, `discard` throws them away (harmless after commit). */
export interface StagedFile {
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Where uploaded files (prescriptions) live. Local disk by default; an S3-compatible store in production
 * implements the same calls. Keys are ids the server generated, never names a customer chose.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Streams `source` aside without holding it in memory. When the source throws (a failed check, a
   * dropped connection) nothing is left behind and the error is rethrown; otherwise the caller commits.
   */
  stage(key: string, source: ByteSource): Promise<StagedFile>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** Streams `source` to a new file at `path` (0600, never an existing one); a failure leaves no file. */
export async function writeStreamed(path: string, source: ByteSource): Promise<void> {
  const file = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  try {
    await pipeline(source, file);
  } catch (error) {
    // A source that fails at once can fail before the file is even opened: removed before it closes, the
    // file would be created afterwards and left behind.
    if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
    await rm(path, { force: true });
    throw error;
  }
}

/** `put` for a storage that only streams: the bytes as a one-chunk source, committed at once. */
export async function putByStaging(storage: Pick<FileStorage, 'stage'>, key: string, bytes: Buffer): Promise<void> {
  const staged = await storage.stage(key, [bytes]);
  try {
    await staged.commit();
  } finally {
    await staged.discard();
  }
}

/**
 * Keys are ids the server made (`rx_` for prescriptions, `lr_` for lab reports, `cf_` for files shared in a consultation, then hex); anything else is a
 * bug, refused before it reaches a path or a bucket.
 */
const KEY = /^(?:rx|lr|cf)_[a-z0-9]+$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Refusing a storage key that is not a file id the store made: ${JSON.stringify(key)}`);
  return key;
}

const REPO_ROOT = projectRoot();
/** Directories the web server hands out as static files: uploads must never land under them. */
const PUBLIC_DIRS = ['apps/web/build', 'apps/web/public'].map((dir) => resolve(REPO_ROOT, dir));

const isInside = (dir: string, parent: string) => {
  const rel = relative(parent, dir);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

/** UPLOAD_DIR (relative to the repository) or `.data/uploads/prescriptions`; refuses a public directory. */
export function defaultUploadDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = resolve(REPO_ROOT, env.UPLOAD_DIR || '.data/uploads/prescriptions');
  if (PUBLIC_DIRS.some((pub) => isInside(dir, pub))) {
    throw new Error(`UPLOAD_DIR must not be inside a public directory of the web app: ${dir}`);
  }
  return dir;
}

/**
 * Files under `rootDir`, one per key, readable only by this process's user (directories 0700, files 0600).
 * Writes go to a temporary name first and are renamed into place, so a reader never sees half a file.
 */
export function localDiskStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true, mode: 0o700 }));
  const storage: FileStorage = {
    put: (key, bytes) => putByStaging(storage, key, bytes),
    async stage(key, source) {
      const path = join(root, checkedKey(key));
      await ensureRoot();
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeStreamed(temporary, source);
      let settled = false;
      return {
        async commit() {
          settled = true;
          try {
            await rename(temporary, path);
          } catch (error) {
            await rm(temporary, { force: true });
            throw error;
          }
        },
        async discard() {
          if (settled) return;
          settled = true;
          await rm(temporary, { force: true });
        },
      };
    },
    async get(key) {
      try {
        return await readFile(join(root, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(root, checkedKey(key)), { force: true });
    },
  };
  return storage;
}
