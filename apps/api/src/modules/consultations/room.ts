import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { CONSULT_FILE_MAX_BYTES, type RoomEvents, type RoomMessage, type RoomSignal } from '@dawa/contracts';
import type { Db, RoomSide } from '@dawa/db';
import { consultationStatusLabel } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { checkImage, containsActiveMarkup, sniffContentType } from '../prescriptions/file-check.ts';
import { roomErrors, type Access } from './access.ts';

type Signal = 'hello' | 'offer' | 'answer' | 'candidate' | 'bye';
type FileType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** How often a waiting long poll looks at the database for what another instance of the store wrote. */
const POLL_MS = 1_000;

const fileRefused = () =>
  fail('FILE_REJECTED', 'Share a photo (JPEG or PNG) or a PDF of up to 10 MB. This file could not be read as one.', 422);

const messageOf =
  (orderId: number) =>
  (r: {
    id: number;
    sender: RoomSide | 'store';
    kind: 'text' | 'file';
    body: string;
    file_name: string | null;
    content_type: string | null;
    size_bytes: number | null;
    created_at: Date;
  }): RoomMessage => ({
    // bigint: PostgreSQL's driver returns it as text.
    id: Number(r.id),
    sender: r.sender,
    kind: r.kind,
    body: r.body,
    file:
      r.kind === 'file'
        ? {
            url: `/api/consultations/${orderId}/room/files/${r.id}`,
            name: r.file_name ?? 'file',
            contentType: r.content_type!,
            sizeBytes: r.size_bytes!,
          }
        : null,
    at: new Date(r.created_at).toISOString(),
  });

/**
 * The consultation room's record and its signalling (decision 068): chat and shared files kept with the consultation,
 * and the WebRTC offers, answers and candidates the store relays between the patient and the doctor. A long poll waits
 * for the other side: woken at once by a write on this instance, and looking every second for one on another.
 */
export function consultationRoom(db: Db, storage: FileStorage, now: () => Date) {
  const written = new EventEmitter();
  written.setMaxListeners(0);

  const messagesAfter = (orderId: number, after: number) =>
    db
      .selectFrom('consultation_messages')
      .where('order_id', '=', orderId)
      .where('id', '>', after)
      .select(['id', 'sender', 'kind', 'body', 'file_name', 'content_type', 'size_bytes', 'created_at'])
      .orderBy('id')
      .limit(200)
      .execute()
      .then((rows) => rows.map(messageOf(orderId)));

  const signalsAfter = (access: Access, after: number): Promise<RoomSignal[]> =>
    db
      .selectFrom('consultation_signals')
      .where('order_id', '=', access.orderId)
      .where('id', '>', after)
      .where('sender', '<>', access.side)
      .select(['id', 'sender', 'kind', 'payload'])
      .orderBy('id')
      .limit(200)
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, id: Number(r.id) })));

  const stateOf = async (orderId: number) =>
    await db.selectFrom('consultations').where('order_id', '=', orderId).select(['status', 'starts_at']).executeTakeFirstOrThrow();

  async function addMessage(
    orderId: number,
    sender: RoomSide | 'store',
    values: { kind: 'text' | 'file'; body?: string; file?: { key: string; name: string; type: FileType; size: number } },
  ) {
    const row = await db
      .insertInto('consultation_messages')
      .values({
        order_id: orderId,
        sender,
        kind: values.kind,
        body: values.body ?? '',
        file_key: values.file?.key ?? null,
        file_name: values.file?.name ?? null,
        content_type: values.file?.type ?? null,
        size_bytes: values.file?.size ?? null,
        created_at: now(),
      })
      .returning(['id', 'sender', 'kind', 'body', 'file_name', 'content_type', 'size_bytes', 'created_at'])
      .executeTakeFirstOrThrow();
    written.emit(String(orderId));
    return messageOf(orderId)(row);
  }

  return {
    messagesAfter,

    /** Waits up to `waitSeconds` for a new message or a signal from the other side. */
    async events(access: Access, afterMessage: number, afterSignal: number, waitSeconds: number): Promise<RoomEvents> {
      const until = Date.now() + waitSeconds * 1000;
      for (;;) {
        const [messages, signals] = await Promise.all([messagesAfter(access.orderId, afterMessage), signalsAfter(access, afterSignal)]);
        const left = until - Date.now();
        if (messages.length || signals.length || left <= 0) {
          const row = await stateOf(access.orderId);
          const state = row.status;
          return { messages, signals, state, status: consultationStatusLabel({ state, startsAt: new Date(row.starts_at) }, now()) };
        }
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            written.off(String(access.orderId), done);
            resolve();
          };
          const timer = setTimeout(done, Math.min(POLL_MS, left));
          written.on(String(access.orderId), done);
        });
      }
    },

    async say(access: Access, text: string): Promise<Result<RoomMessage>> {
      if (!access.open) return roomErrors.notOpen();
      return ok(await addMessage(access.orderId, access.side, { kind: 'text', body: text }));
    },

    /** The store's own line in the record (the doctor joined, the prescription is signed). */
    note: (orderId: number, text: string) => addMessage(orderId, 'store', { kind: 'text', body: text }),

    /** A photo or PDF shared in the room, checked by its bytes as prescription uploads are. */
    async share(access: Access, bytes: Buffer, declared: string | undefined, name: string): Promise<Result<RoomMessage>> {
      if (!access.open) return roomErrors.notOpen();
      const type = sniffContentType(bytes);
      if (!type || type !== declared || bytes.length > CONSULT_FILE_MAX_BYTES) return fileRefused();
      if (type === 'application/pdf' ? containsActiveMarkup(bytes) : !checkImage(type, bytes).ok) return fileRefused();
      const key = `cf_${randomBytes(16).toString('hex')}`;
      await storage.put(key, bytes);
      const cleanName = name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || 'file';
      return ok(await addMessage(access.orderId, access.side, { kind: 'file', file: { key, name: cleanName, type, size: bytes.length } }));
    },

    async file(access: Access, messageId: number) {
      const row = await db
        .selectFrom('consultation_messages')
        .where('order_id', '=', access.orderId)
        .where('id', '=', messageId)
        .where('kind', '=', 'file')
        .select(['file_key', 'file_name', 'content_type'])
        .executeTakeFirst();
      if (!row?.file_key) return null;
      const bytes = await storage.get(row.file_key);
      return bytes ? { bytes, name: row.file_name ?? 'file', contentType: row.content_type! } : null;
    },

    async signal(access: Access, kind: Signal, payload: unknown): Promise<Result<{ id: number }>> {
      if (!access.open) return roomErrors.notOpen();
      const row = await db
        .insertInto('consultation_signals')
        .values({
          order_id: access.orderId,
          sender: access.side as RoomSide,
          kind,
          payload: JSON.stringify(payload ?? null),
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      written.emit(String(access.orderId));
      return ok({ id: Number(row.id) });
    },

    /** The newest signal now: a client that just arrived asks only for what comes after. */
    async signalCursor(orderId: number): Promise<number> {
      const row = await db
        .selectFrom('consultation_signals')
        .where('order_id', '=', orderId)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Signalling is transient: dropped once the consultation is over. */
    async forgetSignals(orderId: number) {
      await db.deleteFrom('consultation_signals').where('order_id', '=', orderId).execute();
    },
  };
}
export type ConsultationRoom = ReturnType<typeof consultationRoom>;
