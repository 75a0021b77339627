/**
 * Pages that shared caches keep carry absolute links (canonical, og:url, hreflang, structured data). The
 * server trusts its proxy here (TRUST_PROXY), which passes X-Forwarded-Host on as the client sent it, so a
 * forged header must not reach those links: they are built on PUBLIC_URL only (its default here is
 * http://localhost:<port>).
 */
import { expect, test } from '@playwright/test';
import { PRODUCT, typeahead } from './support.ts';

const PUBLIC_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** Every absolute address in the page's head links, meta tags and JSON-LD. */
function absoluteAddresses(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const attributes = [...head.matchAll(/<(?:link|meta)\b[^>]*?(?:href|content)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!);
  const jsonLd = [...html.matchAll(/"(?:url|item|@id)":"(https?:\/\/[^"]+)"/g)].map((m) => m[1]!);
  return [...attributes, ...jsonLd];
}

test('a forged X-Forwarded-Host does not reach the canonical, og:url and hreflang links', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no browser involved: once is enough');
  const medicine = (await typeahead(request, 'paracetamol')).find((p) => p.entityType === PRODUCT);
  expect(medicine, 'a medicine in the fixture catalogue').toBeTruthy();

  for (const path of ['/', '/hi', medicine!.url, '/legal/privacy-policy']) {
    const response = await request.get(path, { headers: FORGED });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    const addresses = absoluteAddresses(html);
    expect(addresses.length, path).toBeGreaterThan(0);
    expect(html, path).not.toContain('evil.example');
    for (const address of addresses) expect(new URL(address).origin, `${path}: ${address}`).toBe(PUBLIC_ORIGIN);
  }
});
