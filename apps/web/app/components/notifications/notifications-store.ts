/**
 * The signed-in shopper's notifications (spec §3 "Notification": hasSeen; the unseen count derived), loaded
 * once per page load and shared by the desktop and mobile bells. Opening the panel marks them seen.
 */
import type { NotificationList } from '@dawa/contracts';
import { notificationsApi } from '../../lib/api-orders.ts';

export type NotificationsState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: NotificationList };

let state: NotificationsState = { kind: 'idle' };
const listeners = new Set<() => void>();
const IDLE: NotificationsState = { kind: 'idle' };

function set(next: NotificationsState) {
  state = next;
  listeners.forEach((l) => l());
}

export const subscribeNotifications = (onChange: () => void) => {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
};
export const notificationsSnapshot = () => state;
export const idleNotifications = () => IDLE;

let request: Promise<void> | null = null;

/** Loads the list (again when `force`); concurrent callers share one request. */
export function loadNotifications(force = false): Promise<void> {
  if (request) return request;
  if (!force && (state.kind === 'ready' || state.kind === 'loading')) return Promise.resolve();
  if (state.kind !== 'ready') set({ kind: 'loading' });
  request = notificationsApi
    .list()
    .then((data) => set({ kind: 'ready', data }))
    .catch(() => {
      if (state.kind !== 'ready') set({ kind: 'failed' });
    })
    .finally(() => {
      request = null;
    });
  return request;
}

/** Marks everything seen: the badge clears at once, the server is told (and the count it answers kept). */
export async function markAllSeen(): Promise<void> {
  if (state.kind !== 'ready' || state.data.unseenCount === 0) return;
  const before = state.data;
  set({ kind: 'ready', data: { ...before, unseenCount: 0 } });
  try {
    await notificationsApi.markSeen();
  } catch {
    set({ kind: 'ready', data: before });
  }
}

/** Signed out: nothing stays in memory. */
export function forgetNotifications() {
  set(IDLE);
}
