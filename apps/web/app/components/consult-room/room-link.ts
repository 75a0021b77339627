/**
 * The room's live link to the server in the browser: the long poll for messages and the other side's
 * signals (resumed with its cursors after a failure, backing off), and posting signals and files.
 */
import { useEffect, useRef, useState } from 'react';
import type { RoomEvents, RoomMessage } from '@dawa/contracts';
import type { SignalKind } from './peer.ts';

const base = (orderId: number) => `/api/consultations/${orderId}/room`;
const WAIT_SECONDS = 20;
const MAX_BACKOFF_MS = 15_000;

type Envelope<T> = { status: 1; data: T } | { status: 0; error: { code: string; message: string } };

export class RoomCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (body?.status === 1) return body.data;
  throw new RoomCallError(response.status, body?.status === 0 ? body.error.message : '');
}

export async function postSignal(orderId: number, kind: SignalKind, payload: Record<string, unknown>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(`${base(orderId)}/signal`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ kind, payload }),
        credentials: 'same-origin',
      });
      await answerOf<{ id: number }>(response);
      return;
    } catch (error) {
      // A refusal is final; a dropped network is tried again twice.
      if (error instanceof RoomCallError && error.status >= 400 && error.status < 500) throw error;
      if (attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

/** 'bye' as the page goes away: the request outlives the page. */
export function signalOnLeave(orderId: number, kind: SignalKind, payload: Record<string, unknown>) {
  void fetch(`${base(orderId)}/signal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, payload }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

export async function uploadFile(orderId: number, file: File): Promise<RoomMessage> {
  const response = await fetch(`${base(orderId)}/files`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': file.type, 'x-file-name': encodeURIComponent(file.name) },
    body: file,
    credentials: 'same-origin',
  });
  return answerOf<RoomMessage>(response);
}

export type LinkState = 'live' | 'retrying' | 'closed';

/**
 * Long-polls the room's events while `enabled`; `onEvents` gets each answer (in order). A failed poll is tried
 * again after 1, 2, 4 … 15 s from the same cursors, so nothing is missed; a refusal (signed out, not this
 * person's room) ends it.
 */
export function useRoomEvents(
  orderId: number,
  cursors: { afterMessage: number; afterSignal: number },
  enabled: boolean,
  onEvents: (events: RoomEvents) => void | Promise<void>,
): LinkState {
  const [state, setState] = useState<LinkState>('live');
  const handler = useRef(onEvents);
  useEffect(() => {
    handler.current = onEvents;
  });
  const start = useRef(cursors);

  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    let request: AbortController | null = null;
    let wake: (() => void) | null = null;
    let { afterMessage, afterSignal } = start.current;
    let failures = 0;
    const run = async () => {
      while (!stop.signal.aborted) {
        request = new AbortController();
        // A poll that outlives its wait by far rode a connection that is gone: it is given up and asked again.
        const overdue = setTimeout(() => request?.abort(), (WAIT_SECONDS + 10) * 1000);
        try {
          const query = `afterMessage=${afterMessage}&afterSignal=${afterSignal}&wait=${WAIT_SECONDS}`;
          const response = await fetch(`${base(orderId)}/events?${query}`, {
            headers: { accept: 'application/json' },
            credentials: 'same-origin',
            signal: request.signal,
          });
          const events = await answerOf<RoomEvents>(response);
          failures = 0;
          setState('live');
          for (const m of events.messages) afterMessage = Math.max(afterMessage, m.id);
          for (const s of events.signals) afterSignal = Math.max(afterSignal, s.id);
          await handler.current(events);
        } catch (error) {
          if (stop.signal.aborted) return;
          if (error instanceof RoomCallError && [401, 403, 404].includes(error.status)) {
            setState('closed');
            return;
          }
          failures += 1;
          setState('retrying');
          // Backs off, but tries at once when the device says it is online again.
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1)));
          });
          wake = null;
        } finally {
          clearTimeout(overdue);
        }
      }
    };
    const onOnline = () => wake?.();
    const onOffline = () => {
      setState('retrying');
      request?.abort();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    void run();
    return () => {
      stop.abort();
      request?.abort();
      wake?.();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [orderId, enabled]);

  return state;
}
