import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFetcher } from 'react-router';
import { CONSULT_FILE_MAX_BYTES, CONSULT_FILE_TYPES, type RoomMessage } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { formatIndiaClock } from '../../lib/api-doctor.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { uploadFile } from './room-link.ts';

type Side = 'patient' | 'doctor';
export type ChatAnswer = { ok: boolean; message?: RoomMessage; error?: string };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The room's chat: the record's messages (text and shared files) and a send box. Sending is a form posted to
 * the page's action (intent 'message'), so it works before the page is interactive; files need the page
 * interactive (their bytes go straight to the API).
 */
export function RoomChat({
  orderId,
  side,
  messages,
  onSent,
  canSend,
}: {
  orderId: number;
  side: Side;
  messages: RoomMessage[];
  onSent: (message: RoomMessage) => void;
  canSend: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ChatAnswer>({ key: `room-chat-${orderId}` });
  const form = useRef<HTMLFormElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const answer = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.ok && answer.message) {
      onSent(answer.message);
      form.current?.reset();
    }
  }, [fetcher.state, answer, onSent]);

  const count = messages.length;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setFileError(null);
    if (!(CONSULT_FILE_TYPES as readonly string[]).includes(file.type)) return setFileError(t('room.file.type'));
    if (file.size > CONSULT_FILE_MAX_BYTES) return setFileError(t('room.file.size'));
    setUploading(true);
    try {
      onSent(await uploadFile(orderId, file));
    } catch (error) {
      setFileError((error as Error).message || t('room.file.failed'));
    } finally {
      setUploading(false);
    }
  };

  const who = (m: RoomMessage) =>
    m.sender === side
      ? t('room.chat.you')
      : m.sender === 'doctor'
        ? t('room.chat.doctor')
        : m.sender === 'patient'
          ? t('room.chat.patient')
          : t('room.chat.store');
  const sending = fetcher.state !== 'idle';

  return (
    <section className="room-chat" aria-labelledby={`room-chat-${orderId}`}>
      <h2 id={`room-chat-${orderId}`} className="room-chat__title">
        {t('room.chat.title')}
      </h2>
      <ol className="room-chat__list" ref={list} aria-live="polite" aria-relevant="additions">
        {messages.length === 0 ? <li className="room-chat__empty">{t('room.chat.empty')}</li> : null}
        {messages.map((m) => (
          <li key={m.id} className={`room-msg room-msg--${m.sender === side ? 'mine' : m.sender === 'store' ? 'store' : 'theirs'}`}>
            <span className="room-msg__who">
              {who(m)} · <time dateTime={m.at}>{formatIndiaClock(m.at)}</time>
            </span>
            {m.kind === 'file' && m.file ? (
              <a className="room-msg__file" href={m.file.url} target="_blank" rel="noopener">
                {m.file.contentType.startsWith('image/') ? (
                  <img src={m.file.url} alt={m.file.name} width={160} height={120} loading="lazy" />
                ) : (
                  <span className="room-msg__pdf" aria-hidden="true">
                    PDF
                  </span>
                )}
                <span>
                  {m.file.name} ({sizeText(m.file.sizeBytes)})
                </span>
              </a>
            ) : (
              <p className="room-msg__text">{m.body}</p>
            )}
          </li>
        ))}
      </ol>
      <fetcher.Form method="post" className="room-chat__form" ref={form}>
        <input type="hidden" name="intent" value="message" />
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <label className="room-sr" htmlFor={`room-text-${orderId}`}>
          {t('room.chat.label')}
        </label>
        <input
          id={`room-text-${orderId}`}
          name="text"
          type="text"
          autoComplete="off"
          maxLength={2000}
          required
          disabled={!canSend}
          placeholder={t('room.chat.placeholder')}
        />
        <button type="submit" className="btn btn--small" disabled={!canSend || sending}>
          {t('room.chat.send')}
        </button>
        <label className={`btn btn--small btn--outlined room-chat__attach${!hydrated || !canSend || uploading ? ' is-disabled' : ''}`}>
          {uploading ? t('room.file.uploading') : t('room.file.attach')}
          <input
            type="file"
            accept={CONSULT_FILE_TYPES.join(',')}
            className="room-sr"
            disabled={!hydrated || !canSend || uploading}
            onChange={(e) => void onFile(e)}
          />
        </label>
      </fetcher.Form>
      {answer && !answer.ok && answer.error && !sending ? (
        <p className="room-error" role="alert">
          {answer.error}
        </p>
      ) : null}
      {fileError ? (
        <p className="room-error" role="alert">
          {fileError}
        </p>
      ) : null}
      <p className="room-chat__note">{t('room.chat.note')}</p>
    </section>
  );
}
