import { Suspense, use } from 'react';
import { createRequestHandler, Outlet, RouterContextProvider, Scripts, useLoaderData, type ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import handleRequest, { handleError } from './entry.server.tsx';
import { wholePageContext, type WholePage } from './lib/whole-page.ts';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** A part of the page that waits on something before it renders (demo text). */
function Later({ text, rows }: { text: Promise<string>; rows: string[] }) {
  return (
    <section>
      <p className="later">{use(text)}</p>
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </section>
  );
}

let later: Promise<string> = Promise.resolve('');

function Root() {
  return (
    <html lang="en">
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function Page() {
  const { rows } = useLoaderData<{ rows: string[] }>();
  return (
    <main>
      <h1>Demo page</h1>
      {/* Over 12.8 KB: a boundary React would move to the end of the page, hidden, and show by a script. */}
      <Suspense fallback={<p>…</p>}>
        <Later text={later} rows={rows} />
      </Suspense>
    </main>
  );
}

const routeAssets = (id: string, parentId: string | undefined, path: string | undefined, hasLoader: boolean) => ({
  id,
  parentId,
  path,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

/** The smallest build React Router serves a document from: a root and one page with a loader, over this entry. */
const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: 'root', path: '', module: { default: Root } },
    page: {
      id: 'page',
      parentId: 'root',
      path: 'page',
      module: {
        default: Page,
        loader: () => ({ rows: Array.from({ length: 800 }, (_, i) => `Demo medicine ${i}`) }),
      },
    },
  },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: [] },
    routes: { root: routeAssets('root', undefined, '', false), page: routeAssets('page', 'root', 'page', true) },
    url: '/assets/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

async function ask(userAgent: string) {
  const handOver: WholePage = { response: null, bytes: null };
  const context = new RouterContextProvider();
  context.set(wholePageContext, handOver);
  const response = await createRequestHandler(build, 'production')(
    new Request('http://localhost/page', { headers: { 'user-agent': userAgent } }),
    context,
  );
  return { response, handOver, html: await response.text() };
}

afterEach(() => vi.restoreAllMocks());

describe('the page entry', () => {
  it.each([
    ['a phone browser', PHONE_BROWSER],
    ['a crawler', 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
  ])('hands %s the page whole, every part where it stands', async (_who, userAgent) => {
    later = new Promise((resolve) => setTimeout(() => resolve('Ready later'), 5));
    const { response, handOver, html } = await ask(userAgent);
    expect(response.status).toBe(200);
    // Whole: the bytes were handed over for one buffer, and they are the page.
    expect(handOver.response).toBe(response);
    expect(Buffer.from(handOver.bytes!).toString('utf8')).toBe(html);
    expect(html).toMatch(/<\/html>$/);
    // The boundary's content is in its place, not moved to the end in a hidden copy shown by a script.
    expect(html).toMatch(/<h1>Demo page<\/h1><!--\$--><section><p class="later">Ready later<\/p><ul><li>Demo medicine 0<\/li>/);
    expect(html).not.toMatch(/<div hidden id="S:|\$RC\(/);
  });

  it('logs a part that fails after the shell and answers 500, the page still whole for the browser to finish', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    later = new Promise((_resolve, reject) => setTimeout(() => reject(new Error('demo failure in a part')), 5));
    const { response, handOver, html } = await ask(PHONE_BROWSER);
    expect(response.status).toBe(500);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'demo failure in a part' }));
    expect(handOver.bytes).not.toBeNull();
    expect(html).toMatch(/Demo medicine 799/);
    expect(html).toMatch(/<\/html>$/);
  });
});

describe('the server log', () => {
  /** The same build with the entry's error log, and a page whose loader fails. */
  const logged = {
    ...build,
    entry: { module: { default: handleRequest, handleError } },
    routes: {
      ...build.routes,
      // A boundary that logs nothing itself, so only the entry's log is seen (the store's root boundary is as quiet for 4xx).
      root: { ...build.routes.root, module: { ...build.routes.root!.module, ErrorBoundary: () => <p>Demo error page</p> } },
      broken: {
        id: 'broken',
        parentId: 'root',
        path: 'broken',
        module: {
          default: Page,
          loader: () => {
            throw new Error('demo database failure');
          },
        },
      },
    },
    assets: {
      ...build.assets,
      routes: {
        ...build.assets.routes,
        root: { ...build.assets.routes.root, hasErrorBoundary: true },
        broken: routeAssets('broken', 'root', 'broken', true),
      },
    },
  } as unknown as ServerBuild;
  const send = (path: string, init?: RequestInit) =>
    createRequestHandler(logged, 'production')(new Request(`http://localhost${path}`, init), new RouterContextProvider());

  it("answers a post to a page that takes none with 405 and leaves it out of the log: it is the sender's fault", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await send('/page', { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    expect(response.status).toBe(405);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs the server's own failure", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await send('/broken');
    expect(response.status).toBe(500);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'demo database failure' }));
  });
});
