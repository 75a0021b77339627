import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payOrder, testGateway, validCard, type TestGateway } from './support.ts';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await testGateway();
});
afterEach(() => gateway.app.close());

const basicOf = (header: string | undefined) => Buffer.from((header ?? '').replace(/^Basic /, ''), 'base64').toString();
const eventOf = (index: number) => JSON.parse(gateway.deliveries[index]!.body);

describe('webhooks', () => {
  it('posts ORDER_SUCCEEDED with HTTP Basic auth and the order', async () => {
    const { order, txnId } = await payOrder(gateway.app, validCard);
    expect(gateway.deliveries).toHaveLength(0);
    await gateway.scheduler.runAll();
    expect(gateway.deliveries).toHaveLength(1);
    const delivery = gateway.deliveries[0]!;
    expect(delivery.url).toBe('http://store.test/api/payments/webhook');
    expect(basicOf(delivery.headers.authorization)).toBe('hook-user:hook-pass');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(eventOf(0)).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      event_name: 'ORDER_SUCCEEDED',
      date_created: '2026-03-01T10:00:00.000Z',
      content: { order: { order_id: order.order_id, status: 'CHARGED', status_id: 21, amount: 499.5, txn_id: txnId } },
    });
    expect(delivery.body).not.toContain('4111111111111111');
  });

  it('posts ORDER_FAILED for a declined payment', async () => {
    await payOrder(gateway.app, { ...validCard, card_number: '4000000000000002' });
    await gateway.scheduler.runAll();
    expect(eventOf(0)).toMatchObject({ event_name: 'ORDER_FAILED', content: { order: { status: 'AUTHORIZATION_FAILED', status_id: 27 } } });
  });

  it('retries with backoff until the receiver answers 2xx, with the same event id each time', async () => {
    gateway.answers.push(500, 401);
    await payOrder(gateway.app, validCard);
    expect(gateway.scheduler.pending()).toEqual([0]);
    await gateway.scheduler.runNext();
    expect(gateway.scheduler.pending()).toEqual([1_000]);
    await gateway.scheduler.runNext();
    expect(gateway.scheduler.pending()).toEqual([2_000]);
    await gateway.scheduler.runNext();
    expect(gateway.scheduler.pending()).toEqual([]);
    expect(gateway.deliveries).toHaveLength(3);
    const ids = gateway.deliveries.map((delivery) => JSON.parse(delivery.body).id);
    expect(new Set(ids).size).toBe(1);
    expect(gateway.scheduler.elapsed()).toBe(3_000);
  });

  it('treats a transport error as a failed attempt', async () => {
    let calls = 0;
    const failing = await testGateway({
      post: async () => {
        if (++calls === 1) throw new Error('connection refused');
        return { status: 204 };
      },
    });
    await payOrder(failing.app, validCard);
    await failing.scheduler.runAll();
    expect(calls).toBe(2);
    await failing.app.close();
  });

  it('caps the wait at 60 seconds and gives up after 24 hours', async () => {
    const waits: number[] = [];
    const refusing = await testGateway({ post: async () => ({ status: 503 }) });
    await payOrder(refusing.app, validCard);
    while (refusing.scheduler.pending().length > 0) {
      waits.push(refusing.scheduler.pending()[0]!);
      await refusing.scheduler.runNext();
    }
    expect(waits.slice(0, 8)).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(Math.max(...waits)).toBe(60_000);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThanOrEqual(24 * 3_600_000);
    expect(total).toBeGreaterThan(24 * 3_600_000 - 60_000);
    await refusing.app.close();
  });

  it('cancels waiting deliveries when the server closes', async () => {
    gateway.answers.push(500);
    await payOrder(gateway.app, validCard);
    await gateway.scheduler.runNext();
    expect(gateway.scheduler.pending()).toEqual([1_000]);
    await gateway.app.close();
    expect(gateway.scheduler.pending()).toEqual([]);
  });

  it('sends nothing when no webhook is configured', async () => {
    const silent = await testGateway({ webhook: undefined });
    await payOrder(silent.app, validCard);
    expect(silent.scheduler.pending()).toEqual([]);
    expect(silent.deliveries).toHaveLength(0);
    await silent.app.close();
  });
});
