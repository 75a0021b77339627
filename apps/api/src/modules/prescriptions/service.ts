import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  RX_ACCEPT,
  RX_IMAGE_ACCEPT,
  RX_MAX_BYTES,
  RX_MAX_FILES,
  RX_MAX_PIXELS,
  RX_MAX_SIDE,
  RX_UPLOAD_TTL_SECONDS,
  type GenerateUploadUrlQuery,
  type PastPrescriptions,
  type RxKind,
  type UploadedPrescription,
  type UploadOptions,
  type UploadSlot,
  type UploadSlots,
} from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { ok, type Result } from '../../http/result.ts';
import { defaultUploadDir, localDiskStorage, type ByteSource, type FileStorage, type StagedFile } from '../../storage/file-storage.ts';
import { prescriptionErrors, uploadErrors, type UploadFailure } from './errors.ts';
import { uploadCheck, UploadRefused } from './upload-check.ts';
import { rxTransition } from './lifecycle.ts';
import { patientService } from './patients.ts';
import * as repo from './repo.ts';
import { UPLOAD_OPTION_TEXTS } from './texts.ts';

/** Upload slots still waiting for their file, per customer per hour: more is someone scripting us. */
export const MAX_PENDING_PER_HOUR = 20;
/** Past prescriptions listed at most. */
const PAST_LIMIT = 50;
const HOUR_MS = 3600_000;

export interface PrescriptionOptions {
  now?: () => Date;
  /** When set, upload tokens are stored as HMAC-SHA-256 under this key instead of plain SHA-256. */
  uploadSecret?: string;
  /**
   * From the orders domain: each prescription-only product of the customer's live orders with a prescription
   * attached to that order. Without it no product counts as covered.
   */
  prescribedProducts?: (userId: number) => Promise<PrescribedProduct[]>;
}

export interface PrescribedProduct {
  prescriptionId: string;
  productId: number;
}

/** The service as the API wires it: the host's storage, or local disk under UPLOAD_DIR. */
export function prescriptionServiceFor(
  deps: { db: Db; storage?: FileStorage; uploadSecret?: string; auth?: { now?: () => Date } },
  prescribedProducts?: PrescriptionOptions['prescribedProducts'],
) {
  return prescriptionService(deps.db, deps.storage ?? localDiskStorage(defaultUploadDir()), {
    now: deps.auth?.now,
    uploadSecret: deps.uploadSecret,
    prescribedProducts,
  });
}

export const fileUrl = (id: string) => `/api/prescriptions/file/${id}`;
const newId = () => `rx_${randomBytes(16).toString('hex')}`;
const newToken = () => randomBytes(32).toString('base64url');

export type UploadOutcome = { ok: true; data: UploadedPrescription } | UploadFailure;

/** The request body as a stream of bytes: the raw body of the upload route, or a whole buffer. */
function byteSourceOf(body: unknown): ByteSource | null {
  if (Buffer.isBuffer(body)) return [body];
  if (body instanceof Readable) return body;
  return null;
}

/**
 * Prescriptions: upload links, the checked upload itself, the customer's files, and the two calls
 * order placement makes (`usableForOrder`, then `attach` inside its transaction).
 */
export function prescriptionService(db: Db, storage: FileStorage, options: PrescriptionOptions = {}) {
  const patients = patientService(db);
  const now = options.now ?? (() => new Date());
  const secret = options.uploadSecret;
  const hashToken = (token: string) => (secret ? createHmac('sha256', secret) : createHash('sha256')).update(token).digest('hex');

  return {
    /** Single-use upload links (10 minutes) for `imageCount` images and `pdfCount` PDFs. */
    async generateUploadUrls(userId: number, query: GenerateUploadUrlQuery): Promise<Result<UploadSlots>> {
      const at = now();
      // Whole seconds, so the `expires` in the link is exactly the stored expiry.
      const expires = Math.floor(at.getTime() / 1000) + RX_UPLOAD_TTL_SECONDS;
      const expiresAt = new Date(expires * 1000);
      const kinds = [...Array<'image'>(query.imageCount).fill('image'), ...Array<'pdf'>(query.pdfCount).fill('pdf')];
      const issued = kinds.map((kind) => ({ id: newId(), kind, token: newToken() }));
      const inserted = await repo.insertSlotsWithinLimit(
        db,
        userId,
        issued.map((s) => ({ id: s.id, kind: s.kind, tokenHash: hashToken(s.token), expiresAt })),
        { since: new Date(at.getTime() - HOUR_MS), limit: MAX_PENDING_PER_HOUR, now: at },
      );
      if (!inserted) return prescriptionErrors.tooManyPending();
      const uploads = issued.map((s): UploadSlot => ({
        id: s.id,
        kind: s.kind,
        method: 'PUT',
        url: `/api/prescriptions/upload/${s.id}?expires=${expires}&token=${s.token}`,
        expiresAt: expiresAt.toISOString(),
        maxBytes: RX_MAX_BYTES,
        accept: s.kind === 'pdf' ? ['application/pdf'] : [...RX_IMAGE_ACCEPT],
      }));
      return ok({ uploads });
    },

    /** The slot an upload link opens, when the link is valid, unused, unexpired and the customer's own. */
    async openLink(userId: number, id: string, expires: number, token: string): Promise<repo.PrescriptionRow | UploadFailure> {
      const slot = await repo.slotByToken(db, id, hashToken(token));
      const valid =
        slot &&
        slot.user_id === userId &&
        slot.status === 'PENDING_UPLOAD' &&
        new Date(slot.upload_expires_at).getTime() > now().getTime() &&
        Math.floor(new Date(slot.upload_expires_at).getTime() / 1000) === expires;
      return valid ? slot : uploadErrors.linkExpired();
    },

    /**
     * Streams the body to storage while checking it (size, real type by magic bytes, image header, no web
     * page markup), then claims the slot and keeps the file. A refused or broken upload leaves no file.
     */
    async upload(userId: number, slot: repo.PrescriptionRow, token: string, body: unknown): Promise<UploadOutcome> {
      const source = byteSourceOf(body);
      if (!source) return uploadErrors.wrongType();
      const step = rxTransition(slot.status, 'UPLOAD');
      if (!step.ok) return uploadErrors.linkExpired();
      const check = uploadCheck(slot.kind === 'pdf' ? 'pdf' : 'image');
      let staged: StagedFile;
      try {
        staged = await storage.stage(slot.id, check.pass(source));
      } catch (error) {
        if (error instanceof UploadRefused) return error.failure;
        throw error;
      }
      try {
        const file = check.result();
        const at = now();
        const row = await db.transaction().execute(async (trx) => {
          const claimed = await repo.claimSlot(
            trx,
            { id: slot.id, userId, tokenHash: hashToken(token), now: at, to: step.to },
            {
              content_type: file.contentType,
              size_bytes: file.size,
              width: file.dimensions?.width ?? null,
              height: file.dimensions?.height ?? null,
              uploaded_at: at,
            },
          );
          // Kept while the row is locked: a failed write rolls the claim back and the link stays usable.
          if (claimed) await staged.commit();
          return claimed;
        });
        if (!row) return uploadErrors.linkExpired();
        return { ok: true, data: { id: row.id, kind: row.kind, status: row.status, url: fileUrl(row.id) } };
      } finally {
        await staged.discard();
      }
    },

    /** The bytes of one of the customer's files; null for a missing one or someone else's. */
    async file(userId: number, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const row = await repo.ownedWithFile(db, userId, id);
      if (!row?.content_type) return null;
      const bytes = await storage.get(row.id);
      return bytes ? { contentType: row.content_type, bytes } : null;
    },

    /** The bytes of any prescription with a file, for a signed-in pharmacist checking an order (never a shopper). */
    async fileForPharmacist(id: string): Promise<{ contentType: string; kind: RxKind; bytes: Buffer } | null> {
      const row = await repo.withFile(db, id);
      if (!row?.content_type) return null;
      const bytes = await storage.get(row.id);
      return bytes ? { contentType: row.content_type, kind: row.kind, bytes } : null;
    },

    /** What a pharmacist sees of an order's prescriptions: kind and upload time, in the order given. */
    async describe(ids: string[]): Promise<{ id: string; kind: RxKind; uploadedAt: string | null }[]> {
      const rows = await repo.byIds(db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [{ id, kind: r.kind, uploadedAt: r.uploaded_at ? new Date(r.uploaded_at).toISOString() : null }] : [];
      });
    },

    /** Inside the pharmacist's transaction: the prescriptions that covered a verified order become VERIFIED. */
    async markVerified(trx: Kysely<Database>, ids: string[]): Promise<void> {
      for (const row of await repo.byIds(trx, ids)) {
        const step = rxTransition(row.status, 'VERIFY');
        if (step.ok && !step.unchanged) await repo.setStatus(trx, row.id, row.status, step.to);
      }
    },

    /** Whether the customer has a prescription on file that an order could use. */
    hasUsable: async (userId: number): Promise<boolean> => (await repo.listUsable(db, userId, 1)).length > 0,

    /**
     * The products the customer holds a valid prescription for: the prescription-only products of their
     * orders whose attached prescription is still usable (uploaded, attached or verified; a rejected one
     * covers nothing). Ascending product ids, each once.
     */
    async productIdsWithRxAvailable(userId: number): Promise<number[]> {
      const prescribed = (await options.prescribedProducts?.(userId)) ?? [];
      if (prescribed.length === 0) return [];
      const ids = [...new Set(prescribed.map((p) => p.prescriptionId))];
      const valid = new Set((await repo.usableOf(db, userId, ids)).map((r) => r.id));
      const covered = new Set(prescribed.filter((p) => valid.has(p.prescriptionId)).map((p) => p.productId));
      return [...covered].sort((a, b) => a - b);
    },

    async past(userId: number, patientId?: number): Promise<Result<PastPrescriptions>> {
      if (patientId !== undefined && !(await patients.owns(userId, patientId))) return prescriptionErrors.patientNotFound();
      const rows = await repo.listUsable(db, userId, PAST_LIMIT);
      return ok({
        prescriptions: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          url: fileUrl(row.id),
          uploadedAt: new Date(row.uploaded_at ?? row.created_at).toISOString(),
          status: row.status,
        })),
      });
    },

    async uploadOptions(userId: number, orderId?: number): Promise<Result<UploadOptions>> {
      const count = await repo.countUsable(db, userId);
      const texts = UPLOAD_OPTION_TEXTS;
      return ok({
        orderId: orderId ?? null,
        uploadNew: {
          ...texts.uploadNew,
          maxFiles: RX_MAX_FILES,
          maxBytes: RX_MAX_BYTES,
          accept: [...RX_ACCEPT],
          maxImagePixels: RX_MAX_PIXELS,
          maxImageSide: RX_MAX_SIDE,
        },
        choosePast: { ...texts.choosePast, count },
        optForDoctorConsultation: { ...texts.consultation, available: true, free: true },
        whyNeeded: texts.whyNeeded,
        validPrescriptionGuide: [...texts.validPrescriptionGuide],
      });
    },

    /**
     * Order placement: which of `ids` the customer may attach (theirs, uploaded, attached or verified), in
     * the order given, without duplicates. Anyone else's id is silently left out.
     */
    async usableForOrder(userId: number, ids: string[]): Promise<string[]> {
      const wanted = [...new Set(ids)].filter((id) => /^rx_[a-z0-9]{20,40}$/.test(id));
      const usable = new Set((await repo.usableOf(db, userId, wanted)).map((r) => r.id));
      return wanted.filter((id) => usable.has(id));
    },

    /**
     * Order placement, inside the caller's transaction: marks each of `ids` ATTACHED through the lifecycle
     * (a verified one stays verified). Fails before changing anything when any id is not usable by this
     * customer; the caller then rolls its transaction back.
     */
    async attach(trx: Kysely<Database>, userId: number, ids: string[]): Promise<Result<string[]>> {
      const wanted = [...new Set(ids)];
      const rows = await repo.usableOf(trx, userId, wanted, true);
      if (rows.length !== wanted.length) return prescriptionErrors.notUsable();
      for (const row of rows) {
        const step = rxTransition(row.status, 'ATTACH');
        if (!step.ok) return prescriptionErrors.notUsable();
        if (!step.unchanged && !(await repo.setStatus(trx, row.id, row.status, step.to))) return prescriptionErrors.notUsable();
      }
      return ok(wanted);
    },
  };
}
export type PrescriptionService = ReturnType<typeof prescriptionService>;
