import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cardsMarkup } from '../catalogue/card-markup.ts';
import { keptSectionsMarkup } from './kept-sections-markup.ts';
import { demoDetail } from './pdp-demo-detail.test-data.ts';
import { PdpPage } from './pdp-page.tsx';
import { PdpStub } from './pdp-stub.test-support.tsx';
import { buildPdpView } from './pdp-view.server.ts';

vi.mock('../catalogue/card-markup.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../catalogue/card-markup.ts')>();
  return { ...actual, cardsMarkup: vi.fn(actual.cardsMarkup) };
});

vi.mock('./kept-sections-markup.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./kept-sections-markup.ts')>();
  return { ...actual, keptSectionsMarkup: vi.fn(actual.keptSectionsMarkup) };
});

const pageView = () => buildPdpView(demoDetail, { locale: 'en', sem: false, origin: 'https://dawa.example' });

function renderPage() {
  return renderToString(
    <PdpStub>
      <PdpPage view={pageView()} />
    </PdpStub>,
  );
}

describe('the medicine page', () => {
  it('hydrates the alternatives, the composition and quick links, and the notes each on their own', () => {
    const html = renderPage();
    const boundaries = html.split('<!--$-->').length - 1;
    // Three parts, plus the boundary the alternatives' drawers are loaded under.
    expect(boundaries).toBe(4);
    expect(html.indexOf('<!--$-->')).toBeGreaterThan(html.indexOf('pdp-buy'));
  });

  it('renders the static sections inside the kept wrapper, outside any later-hydrated boundary', () => {
    const html = renderPage();
    const kept = html.indexOf('class="pdp-kept"');
    expect(kept).toBeGreaterThan(-1);
    for (const id of ['uses', 'summary']) expect(html.indexOf(`id="${id}"`)).toBeGreaterThan(kept);
    // The sections' wrapper closes its boundary before it opens: it hydrates with the page, not in a boundary.
    const before = html.slice(0, kept);
    expect(before.split('<!--$-->').length).toBe(before.split('<!--/$-->').length);
    expect(html).toContain('id="brand-products-list"');
  });

  it("writes the brand's other products as one string on the server, as a listing's cards", () => {
    vi.mocked(cardsMarkup).mockClear();
    const html = renderPage();
    const shown = pageView().brandVariants.slice(0, 5);
    expect(shown.length).toBeGreaterThan(0);
    expect(cardsMarkup).toHaveBeenCalledWith(shown, expect.any(Function));
    expect(html).toContain(vi.mocked(cardsMarkup).mock.results[0]!.value as string);
  });

  it('writes the kept sections as one string on the server', () => {
    vi.mocked(keptSectionsMarkup).mockClear();
    const html = renderPage();
    expect(keptSectionsMarkup).toHaveBeenCalledTimes(1);
    const written = vi.mocked(keptSectionsMarkup).mock.results[0]!.value as string;
    expect(written).toContain('id="summary"');
    expect(html).toContain(`class="pdp-kept">${written}</div>`);
  });
});
