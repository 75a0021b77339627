import { plusService } from '../plus/service.ts';
import pino from 'pino';
import type { Db } from '@dawa/db';
import type { PaymentOffer } from '@dawa/domain';
import { redactingLoggerOptions } from '../../logging/card-redaction.ts';
import type { CartService } from '../cart/service.ts';
import { labOrderHooks } from '../diagnostics/booking-steps.ts';
import { consultOrderHooks } from '../consultations/steps.ts';
import { notificationService } from '../notifications/service.ts';
import { orderLifecycle, type OrderLifecycle } from '../orders/lifecycle.ts';
import type { PromoService } from '../promos/service.ts';
import { createGatewayClient, type GatewayClientOptions } from './gateway-client.ts';
import { idempotency } from './idempotency.ts';
import { paymentModesService } from './modes.ts';
import { paymentRoutes } from './routes.ts';
import { refundChargesToWalletIn } from './wallet-refunds.ts';
import { referralService } from '../referrals/service.ts';
import { walletService as storeWalletService } from '../wallet/service.ts';
import { paymentService, type PaymentService } from './service.ts';
import type { PaymentLog } from './settle.ts';
import { walletService } from './wallets.ts';

/** ApiDeps.payments: how the API reaches the payment gateway. Without it online payment is switched off. */
export interface PaymentsOptions {
  /** The gateway's merchant API (base URL, merchant id, API key, response key, optional transport). */
  gateway: GatewayClientOptions;
  /** Where the browser posts /txns: '/gateway' for the sandbox on the same server, else the gateway's URL. */
  browserGatewayUrl: string;
  /** HTTP Basic credentials the gateway's webhooks must carry. */
  webhookAuth: { username: string; password: string };
  /** How browsers reach the store (PUBLIC_URL), for return URLs. */
  returnBaseUrl: string;
  /** Where payment warnings go (amount mismatches, refunds); the server passes its logger. */
  log?: PaymentLog;
  /** The clock, for tests. */
  now?: () => Date;
  /** Receives the reconciler, which the server runs every minute and tests call directly. */
  expose?: (payments: Pick<PaymentService, 'reconcilePendingPayments'>) => void;
}

/** Builds the payment services and routes over the cart and order services. */
export function paymentsModule(deps: {
  db: Db;
  cart: CartService;
  promos: PromoService;
  /** The live payment offers (the offers domain answers). */
  paymentOffers(): Promise<PaymentOffer[]>;
  lifecycle?: OrderLifecycle;
  options: PaymentsOptions | undefined;
}) {
  const { db, cart, options } = deps;
  const now = options?.now ?? (() => new Date());
  const log: PaymentLog = options?.log ?? pino({ ...redactingLoggerOptions('info'), base: { module: 'payments' } });
  const gateway = options ? createGatewayClient(options.gateway) : null;
  const notifications = notificationService(db);
  const storeWallet = storeWalletService(db, now);
  const orders =
    deps.lifecycle ??
    orderLifecycle(db, {
      cart,
      promos: deps.promos,
      notifications,
      labOrders: labOrderHooks(notifications, now),
      consultOrders: consultOrderHooks(notifications, now),
      plusOrders: plusService(db, now).orderHooks,
      wallet: storeWallet,
      refundChargesToWallet: (trx, order) => refundChargesToWalletIn(trx, storeWallet, order, now()),
      referrals: referralService({ db, wallet: storeWallet, notifications, now }),
    });
  const service = paymentService({
    db,
    orders,
    idempotency: idempotency(db),
    log,
    now,
    config:
      gateway && options
        ? {
            gateway,
            merchantId: options.gateway.merchantId,
            browserGatewayUrl: options.browserGatewayUrl,
            webhookAuth: options.webhookAuth,
            returnBaseUrl: options.returnBaseUrl.replace(/\/+$/, ''),
          }
        : null,
  });
  options?.expose?.({ reconcilePendingPayments: () => service.reconcilePendingPayments() });
  const wallets = walletService(db, gateway, now);
  const modes = paymentModesService({ db, cart, wallets, gateway, paymentOffers: deps.paymentOffers, storeWallet });
  return { service, routes: paymentRoutes(service, modes, wallets) };
}
