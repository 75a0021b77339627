export { gatewayPlugin, type GatewayOptions } from './plugin.ts';
export { verifyReturnSignature, signReturnParams, SIGNATURE_ALGORITHM } from './signature.ts';
export { manualScheduler, timerScheduler, type ManualScheduler, type Scheduler } from './scheduler.ts';
export { memoryStore, type GatewayStore } from './store.ts';
export { ORDER_STATUS_IDS, type OrderStatus } from './status.ts';
export { SANDBOX_WALLET_OTP, WALLET_GATEWAYS } from './wallets.ts';
export { NET_BANKS } from './instruments.ts';
export { CLIENT_AUTH_TOKEN_TTL_MS } from './orders.ts';
export type { WebhookTarget, WebhookTransport, WebhookRequest, WebhookEventName } from './webhooks.ts';
