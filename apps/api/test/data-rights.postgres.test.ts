/**
 * An erasure racing an order placement of the same shopper, on PostgreSQL (real concurrency): the account is
 * never erased with an order in progress. Skipped without TEST_DATABASE_URL (the embedded database runs one
 * transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_IN_PROGRESS_STATUSES } from '@dawa/domain';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { call } from './support/http.ts';
import { login, testMobile } from './support/auth.ts';
import { addAddress, addToCart, placeOrder, productsFor } from './support/checkout.ts';
import { postgresUrl } from './support/shared-database.ts';

describe.skipIf(!postgresUrl)('erasure racing an order placement on PostgreSQL (TEST_DATABASE_URL unset: needs a real server)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('never erases an account while its order is being placed: one of the two is refused', { timeout: 120_000 }, async () => {
    const [product] = await productsFor(app.db, false);
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const mobile = testMobile();
      const cookie = await login(app.api, mobile);
      const addressId = await addAddress(app.api, cookie);
      await addToCart(app.api, cookie, product!.id, 1);
      const userId = (await app.db.selectFrom('users').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;

      const [placed, erased] = await Promise.all([
        placeOrder(app.api, cookie, { addressId: String(addressId), paymentId: -1 }),
        call(app.api, { method: 'POST', url: '/api/privacy/eraseAccount', payload: { confirmMobileNumber: mobile }, headers: { cookie } }),
      ]);
      expect(placed.statusCode, JSON.stringify(placed.body)).toBeLessThan(500);
      expect(erased.statusCode, JSON.stringify(erased.body)).toBeLessThan(500);
      const inProgress = await app.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', [...ORDER_IN_PROGRESS_STATUSES])
        .execute();
      if (erased.statusCode === 200) {
        expect(inProgress).toEqual([]);
        expect(placed.statusCode).not.toBe(200);
        outcomes.add('erased');
      } else {
        expect(erased.body.error.code).toBe('ACCOUNT_HAS_ORDERS_IN_PROGRESS');
        expect(placed.statusCode).toBe(200);
        outcomes.add('placed');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
