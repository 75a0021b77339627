import { randomBytes } from 'node:crypto';
import type { GatewayStore } from './store.ts';
import type { WebhookDispatcher } from './webhooks.ts';

/** What the route modules share: the state, the clock, the merchant's settings and the event outlet. */
export interface GatewayContext {
  store: GatewayStore;
  now: () => Date;
  merchantId: string;
  responseKey: string;
  /** Secret for card fingerprints; derived from the response key unless given. */
  fingerprintKey: string;
  /** How browsers reach the gateway, without a trailing slash. */
  publicBaseUrl: string;
  webhooks: WebhookDispatcher;
}

/** An unguessable id: the prefix and 128 random bits. */
export const randomId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('base64url')}`;
