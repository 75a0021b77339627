import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, merchantAuth, payOrder, testGateway, validCard, type TestGateway } from './support.ts';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await testGateway();
});
afterEach(() => gateway.app.close());

const refund = (orderId: string, body: Record<string, unknown>) =>
  gateway.app.inject({ method: 'POST', url: `/gateway/orders/${orderId}/refunds`, headers: merchantAuth, payload: body });

describe('refunds', () => {
  it('refunds part of a charged order, idempotently by unique_request_id', async () => {
    const { order } = await payOrder(gateway.app, validCard);
    const first = await refund(order.order_id!, { unique_request_id: 'rf_1', amount: '100.00' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'CHARGED',
      refunded: true,
      amount_refunded: 100,
      refunds: [{ unique_request_id: 'rf_1', amount: 100, status: 'SUCCESS' }],
    });
    const repeat = await refund(order.order_id!, { unique_request_id: 'rf_1', amount: 100 });
    expect(repeat.json().refunds).toHaveLength(1);
    expect(repeat.json().amount_refunded).toBe(100);
    const changed = await refund(order.order_id!, { unique_request_id: 'rf_1', amount: '50' });
    expect(changed.statusCode).toBe(409);
  });

  it('never refunds more than was charged', async () => {
    const { order } = await payOrder(gateway.app, validCard);
    expect((await refund(order.order_id!, { unique_request_id: 'rf_1', amount: '400.00' })).statusCode).toBe(200);
    const over = await refund(order.order_id!, { unique_request_id: 'rf_2', amount: '99.51' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ status: 'error', error_code: 'REFUND_AMOUNT_EXCEEDS' });
    expect((await refund(order.order_id!, { unique_request_id: 'rf_3', amount: '99.50' })).json().amount_refunded).toBe(499.5);
  });

  it('refuses orders that were not charged, unknown orders and bad amounts', async () => {
    const { body: order } = await createOrder(gateway.app);
    const unpaid = await refund(order.order_id!, { unique_request_id: 'rf_1', amount: '1' });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().error_code).toBe('ORDER_NOT_CHARGED');
    expect((await refund('ord_missing', { unique_request_id: 'rf_1', amount: '1' })).statusCode).toBe(404);
    const { order: paid } = await payOrder(gateway.app, validCard);
    expect((await refund(paid.order_id!, { unique_request_id: 'rf_1', amount: '-1' })).statusCode).toBe(400);
    expect((await refund(paid.order_id!, { amount: '1' })).statusCode).toBe(400);
  });

  it('sends ORDER_REFUNDED once per refund', async () => {
    const { order } = await payOrder(gateway.app, validCard);
    await refund(order.order_id!, { unique_request_id: 'rf_1', amount: '10' });
    await refund(order.order_id!, { unique_request_id: 'rf_1', amount: '10' });
    await gateway.scheduler.runAll();
    const events = gateway.deliveries.map((delivery) => JSON.parse(delivery.body));
    expect(events.map((event) => event.event_name)).toEqual(['ORDER_SUCCEEDED', 'ORDER_REFUNDED']);
    expect(events[1].content.order).toMatchObject({ order_id: order.order_id, refunded: true, amount_refunded: 10 });
  });
});
