import type { OrderView } from './orders.ts';
import { randomId } from './context.ts';
import type { Scheduler } from './scheduler.ts';

export type WebhookEventName = 'ORDER_SUCCEEDED' | 'ORDER_FAILED' | 'ORDER_REFUNDED';

export interface WebhookTarget {
  url: string;
  username: string;
  password: string;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}
/** Delivers one webhook POST; any answer but 2xx, or a thrown error, means "try again later". */
export type WebhookTransport = (request: WebhookRequest) => Promise<{ status: number }>;

export interface WebhookDispatcher {
  emit(name: WebhookEventName, order: OrderView): void;
  /** Cancels every delivery still waiting. */
  close(): void;
}

/** Retry delays: 1 s, 2 s, 4 s … doubling up to 60 s; delivery stops once the waits would pass 24 hours. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const retryDelay = (failures: number): number => Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);

export const fetchWebhookTransport: WebhookTransport = async (request) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return { status: response.status };
};

interface DispatcherOptions {
  target: WebhookTarget | undefined;
  transport: WebhookTransport;
  scheduler: Scheduler;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

/**
 * Sends each status change to the merchant's webhook URL with HTTP Basic auth until it answers 2xx.
 * Every retry carries the same event id, so the receiver can ignore repeats.
 */
export function webhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const cancels = new Set<() => void>();
  let closed = false;

  const later = (task: () => Promise<void>, delayMs: number) => {
    if (closed) return;
    const cancel = options.scheduler.schedule(async () => {
      cancels.delete(cancel);
      if (!closed) await task();
    }, delayMs);
    cancels.add(cancel);
  };

  return {
    emit(name, order) {
      const target = options.target;
      if (!target || closed) return;
      const event = { id: randomId('evt'), event_name: name, date_created: options.now().toISOString(), content: { order } };
      const request: WebhookRequest = {
        url: target.url,
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${target.username}:${target.password}`).toString('base64')}`,
        },
        body: JSON.stringify(event),
      };
      const attempt = async (failures: number, waitedMs: number): Promise<void> => {
        const status = await options.transport(request).then(
          (response) => response.status,
          () => 0,
        );
        if (status >= 200 && status < 300) return;
        const delay = retryDelay(failures + 1);
        if (waitedMs + delay > GIVE_UP_AFTER_MS) {
          options.log.warn({ eventId: event.id, eventName: name, attempts: failures + 1 }, 'webhook given up after 24 hours');
          return;
        }
        later(() => attempt(failures + 1, waitedMs + delay), delay);
      };
      later(() => attempt(0, 0), 0);
    },
    close() {
      closed = true;
      for (const cancel of cancels) cancel();
      cancels.clear();
    },
  };
}
