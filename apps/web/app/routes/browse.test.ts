import { afterEach, describe, expect, it } from 'vitest';
import { demoDetail } from '../components/pdp/pdp-demo-detail.test-data.ts';
import { installServerTransport, type ApiTransport } from '../lib/api-transport.ts';
import { loader } from './browse.tsx';

const card = demoDetail.brandVariants[0]!;

describe('browse loader', () => {
  afterEach(() => installServerTransport(undefined as unknown as ApiTransport));

  it('sends the browser only the fields a card shows, not the whole API item', async () => {
    installServerTransport(async () => ({
      status: 200,
      body: { status: 1, data: { items: [card], total: 1, page: 1, pageSize: 48, category: null } },
    }));
    const request = new Request('http://localhost/online-medicine-order/browse?letter=p');
    const data = await loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0]);
    expect(data.items).toEqual([
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
    ]);
    expect(data).toMatchObject({ filter: { letter: 'p', category: null }, total: 1, page: 1, pageSize: 48 });
  });
});
