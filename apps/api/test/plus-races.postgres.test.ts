/**
 * Buying PLUS under concurrency, on PostgreSQL (real concurrency): many purchases at once leave one order waiting
 * for payment and one waiting membership; a paid purchase whose confirmation arrives many times at once starts its
 * membership once. Skipped without TEST_DATABASE_URL (the embedded database runs one transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { UPI, dataOf, invoked, pay, post, shopper, statusOf, type Shopper } from './support/payments.ts';
import { postgresUrl } from './support/shared-database.ts';

describe.skipIf(!postgresUrl)('PLUS purchases on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const body = { programId: 'plus', variantId: 'plus-3m', amount: 14_900, paymentModeId: 4 };
  const memberships = (s: Shopper) => t.db.selectFrom('plus_memberships').where('user_id', '=', s.userId).selectAll().execute();
  const waitingOrders = (s: Shopper) =>
    t.db
      .selectFrom('orders')
      .where('user_id', '=', s.userId)
      .where('order_type', '=', ORDER_TYPE.plus)
      .where('status', '=', 'PAYMENT_PENDING')
      .select('id')
      .execute();

  it('10 purchases at once, each with its own key, leave one order waiting and one waiting membership', async () => {
    const s = await shopper(t.api, t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(t.api, '/api/loyalty/submitOrder', body, s.cookie, { 'idempotency-key': `plus-race-${i}` }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await waitingOrders(s)).toHaveLength(1);
    const rows = await memberships(s);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', order_id: (await waitingOrders(s))[0]!.id });
  });

  it('the same key sent 10 times at once places one order', async () => {
    const s = await shopper(t.api, t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(t.api, '/api/loyalty/submitOrder', body, s.cookie, { 'idempotency-key': 'plus-same-key' })),
    );
    expect(new Set(answers.map((a) => dataOf(a).orderId)).size).toBe(1);
    expect(await memberships(s)).toHaveLength(1);
  });

  it('a charge confirmed by the return, the webhooks and the reconciler at once starts the membership once', async () => {
    const s = await shopper(t.api, t.db);
    const order = dataOf(await post(t.api, '/api/loyalty/submitOrder', body, s.cookie));
    const inv = await invoked(t.api, s.cookie, order.orderId);
    const back = (await pay(t.api, inv, UPI('success@upi')))!;
    await Promise.all([
      ...Array.from({ length: 5 }, () => statusOf(t.api, s.cookie, inv.paymentSecret, back)),
      t.webhooks.runAll(),
      t.payments.reconcilePendingPayments(),
    ]);
    const rows = await memberships(s);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('active');
    const days = (new Date(rows[0]!.ends_at).getTime() - new Date(rows[0]!.starts_at).getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(89);
    expect(days).toBeLessThanOrEqual(92);
  });
});
