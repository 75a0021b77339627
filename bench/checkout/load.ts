/**
 * The load of one scenario: concurrent workers place orders for shoppers taken in turn, in rounds of at
 * most one order per shopper (so no shopper is ever in two requests at once). Carts are refilled between
 * rounds, outside the timed rounds; only the placeOrder request is timed.
 */
import type { FastifyInstance } from 'fastify';
import { placeOrder, refillCart, type Shopper } from './shopper.ts';

/** Runs `work` over `items` with `concurrency` workers, each taking the next item until none is left. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export interface ScenarioResult {
  /** Latency of each timed placeOrder request, in milliseconds. */
  latencies: number[];
  /** Wall-clock time of the timed rounds together (refills between them excluded), in milliseconds. */
  timedMs: number;
  rounds: number;
  /** Orders the API confirmed (timed and warm-up), by id: each must be distinct. */
  orderIds: Set<number>;
  /** Replies that were not a 200 with the expected status. */
  failures: string[];
}

export interface ScenarioOptions {
  paymentId: number;
  /** The order status a successful placement answers with. */
  expectedStatus: string;
  orders: number;
  warmup: number;
  concurrency: number;
}

export async function runScenario(api: FastifyInstance, shoppers: Shopper[], o: ScenarioOptions): Promise<ScenarioResult> {
  const result: ScenarioResult = { latencies: [], timedMs: 0, rounds: 0, orderIds: new Set(), failures: [] };

  const round = async (batch: Shopper[], timed: boolean) => {
    await inParallel(
      batch.filter((s) => !s.cartReady),
      o.concurrency,
      (s) => refillCart(api, s),
    );
    const started = performance.now();
    await inParallel(batch, o.concurrency, async (shopper) => {
      const t0 = performance.now();
      const reply = await placeOrder(api, shopper, o.paymentId);
      const dt = performance.now() - t0;
      if (timed) result.latencies.push(dt);
      const data = reply.body.data as { orderId: number; status: string } | undefined;
      if (reply.statusCode !== 200 || data?.status !== o.expectedStatus) {
        result.failures.push(`shopper ${shopper.index}: ${reply.statusCode} ${JSON.stringify(reply.body).slice(0, 200)}`);
        return;
      }
      if (o.expectedStatus === 'PLACED') shopper.itemIds = [];
      if (result.orderIds.has(data.orderId)) result.failures.push(`order ${data.orderId} was answered twice`);
      result.orderIds.add(data.orderId);
    });
    if (timed) {
      result.timedMs += performance.now() - started;
      result.rounds++;
    }
  };

  for (let done = 0; done < o.warmup; done += shoppers.length) {
    await round(shoppers.slice(0, Math.min(shoppers.length, o.warmup - done)), false);
  }
  for (let done = 0; done < o.orders; done += shoppers.length) {
    await round(shoppers.slice(0, Math.min(shoppers.length, o.orders - done)), true);
  }
  return result;
}
