/**
 * A store process that only settles payments, for the crash test: it builds the payments module as the
 * server does, over the given database and the test's gateway (reached over HTTP, so the gateway outlives
 * this process), says "ready", then delivers the gateway's success notification of every listed payment
 * through the webhook call, several at once, again and again, until it is killed.
 *
 * Environment: WORKER_DATABASE_URL, WORKER_GATEWAY_URL, WORKER_GATEWAY (the sandbox's merchant id, keys and
 * webhook credentials, as JSON), WORKER_PAYMENTS (gateway order ids, comma-separated), WORKER_SEED (the order it
 * takes them in).
 */
import { openDatabase } from '@dawa/db';
import { catalogueService } from '../../src/modules/catalogue/service.ts';
import { cartService } from '../../src/modules/cart/service.ts';
import { notificationService } from '../../src/modules/notifications/service.ts';
import { offerService } from '../../src/modules/offers/service.ts';
import { referralService } from '../../src/modules/referrals/service.ts';
import { walletService } from '../../src/modules/wallet/service.ts';
import { plusService } from '../../src/modules/plus/service.ts';
import { promoService } from '../../src/modules/promos/service.ts';
import { paymentsModule } from '../../src/modules/payments/module.ts';
import { seededRandom, shuffled } from './seeded-random.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const gatewaySettings = JSON.parse(env('WORKER_GATEWAY')) as {
  merchantId: string;
  apiKey: string;
  responseKey: string;
  webhookUsername: string;
  webhookPassword: string;
};
const handle = await openDatabase({ url: env('WORKER_DATABASE_URL'), poolSize: 4 });
const db = handle.db;
const now = () => new Date();
const catalogue = catalogueService(db);
const wallet = walletService(db, now);
const promos = promoService(db, now, referralService({ db, wallet, notifications: notificationService(db), now }));
const offers = offerService(db, promos, now);
const cart = cartService({
  db,
  catalogue,
  promos,
  orderCount: async () => 0,
  hasPrescription: async () => false,
  paymentOffers: offers.livePaymentOffers,
  walletSpendable: wallet.spendable,
  plusMember: plusService(db, now).isMember,
});
const report = (details: object, message: string) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`);
const log = { info() {}, warn: report, error: report };
const { service } = paymentsModule({
  db,
  cart,
  promos,
  paymentOffers: offers.livePaymentOffers,
  options: {
    gateway: {
      baseUrl: env('WORKER_GATEWAY_URL'),
      merchantId: gatewaySettings.merchantId,
      apiKey: gatewaySettings.apiKey,
      responseKey: gatewaySettings.responseKey,
    },
    browserGatewayUrl: env('WORKER_GATEWAY_URL'),
    webhookAuth: { username: gatewaySettings.webhookUsername, password: gatewaySettings.webhookPassword },
    returnBaseUrl: 'http://localhost:3000',
    log,
    now,
  },
});
const authorization = `Basic ${Buffer.from(`${gatewaySettings.webhookUsername}:${gatewaySettings.webhookPassword}`).toString('base64')}`;
const random = seededRandom(Number(env('WORKER_SEED')));
const payments = shuffled(env('WORKER_PAYMENTS').split(','), random);

// Warm the database connections and the HTTP connection to the gateway, then let the test start its clock.
await Promise.all([0, 1, 2, 3].map(() => db.transaction().execute((trx) => trx.selectFrom('payments').select('id').limit(1).execute())));
await service.webhook(authorization, {
  id: `warm-${process.pid}`,
  event_name: 'ORDER_SUCCEEDED',
  content: { order: { order_id: 'none' } },
});
await fetch(`${env('WORKER_GATEWAY_URL')}/orders/none`).catch(() => undefined);
process.stdout.write('ready\n');

let round = 0;
for (;;) {
  round++;
  const queue = [...payments];
  await Promise.all(
    [0, 1, 2, 3].map(async (lane) => {
      for (let gatewayOrderId = queue.shift(); gatewayOrderId; gatewayOrderId = queue.shift()) {
        const body = {
          id: `crash-${process.pid}-${round}-${lane}-${gatewayOrderId}`,
          event_name: 'ORDER_SUCCEEDED',
          content: { order: { order_id: gatewayOrderId } },
        };
        const answer = await service.webhook(authorization, body).catch((error: Error) => ({ ok: false, error: error.message }));
        if (!answer.ok) process.stderr.write(`${gatewayOrderId}: ${JSON.stringify(answer)}\n`);
        // One dot per notification handled: the test counts the work each process did before it was killed.
        process.stdout.write('.');
      }
    }),
  );
}
