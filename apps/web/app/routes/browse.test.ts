import { afterEach, describe, expect, it } from 'vitest';
import { demoDetail } from '../components/pdp/pdp-demo-detail.test-data.ts';
import { installServerTransport, type ApiTransport } from '../lib/api-transport.ts';
import { cardsOf } from '../components/catalogue/kept-cards.ts';
import { loader } from './browse.tsx';

const card = demoDetail.brandVariants[0]!;

describe('browse loader', () => {
  afterEach(() => installServerTransport(undefined as unknown as ApiTransport));

  const answer: ApiTransport = async () => ({
    status: 200,
    body: { status: 1 as const, data: { items: [card], total: 1, page: 1, pageSize: 48, category: null } },
  });
  const load = (url: string) => loader({ request: new Request(url), params: {}, context: {} } as Parameters<typeof loader>[0]);

  it('sends the browser only the fields a card shows, not the whole API item', async () => {
    installServerTransport(answer);
    const data = await load('http://localhost/online-medicine-order/browse.data?letter=p');
    expect(data.items).toEqual({
      count: 1,
      items: [
        {
          productId: card.productId,
          name: card.name,
          url: card.url,
          packform: card.packform,
          packLabel: card.packLabel,
          manufacturer: card.manufacturer,
          isRxRequired: card.isRxRequired,
          mrpPaise: card.mrpPaise,
          salePaise: card.salePaise,
          discountPercent: card.discountPercent,
          isCustomMedicine: card.isCustomMedicine,
          pricePerUnit: card.pricePerUnit,
          productTierAttributes: { type: card.productTierAttributes.type },
        },
      ],
    });
    expect(data).toMatchObject({ filter: { letter: 'p', category: null }, total: 1, page: 1, pageSize: 48 });
  });

  it("writes no card into a document load's data: the server renders them, the browser keeps that markup", async () => {
    installServerTransport(answer);
    const data = await load('http://localhost/online-medicine-order/browse?letter=p');
    expect(data.items.count).toBe(1);
    expect(cardsOf(data.items).map((c) => c.productId)).toEqual([card.productId]);
    // What the page carries to the browser: serialisation walks the object's own enumerable keys, as JSON does.
    const sent = JSON.stringify(data);
    expect(sent).not.toContain(card.name);
    expect(JSON.parse(sent).items).toEqual({ count: 1, items: [] });
  });
});
