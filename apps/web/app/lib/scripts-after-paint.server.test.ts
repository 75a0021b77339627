import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, scriptsAfterPaintInPage, scriptsAfterPaintInText } from './scripts-after-paint.server.ts';

const LOADER_TEXT =
  ';\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="abc=="/>' +
  '<style>p{color:red}</style></head><body><main><p>Dolo 650</p><form method="post"><button>Add</button></form></main>' +
  '<script nonce="abc==">window.__reactRouterContext = {};</script>' +
  `<script nonce="abc==" type="module" async="">${LOADER_TEXT}</script>` +
  '<script nonce="abc==">window.__reactRouterContext.streamController.close();</script></body></html>';

/** The page through the byte rewrite, as the entry does it. */
const rewritten = (page: string) => Buffer.from(scriptsAfterPaintInPage(Buffer.from(page))).toString('utf8');

describe('module scripts after the first paint', () => {
  it.each([
    ['on its bytes', rewritten],
    ['as text', scriptsAfterPaintInText],
  ])('takes the preload links out and makes the module loader wait (%s)', (_path, rewrite) => {
    const html = rewrite(PAGE);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain('type="module"');
    // The loader's text is kept whole, inert, with its nonce.
    expect(html).toContain(`<script nonce="abc==" type="${DEFERRED_MODULE_TYPE}">${LOADER_TEXT}</script>`);
    // Right after it, a classic script with the same nonce that runs it after the paint, preloads included.
    const starter = html.split(`${LOADER_TEXT}</script>`)[1]!;
    expect(starter).toMatch(/^<script nonce="abc==">\(function\(\)\{/);
    expect(starter).toContain('["/assets/entry.client-1.js","/assets/root-1.js"]');
    expect(starter).toContain("'first-contentful-paint'");
    // Everything else is as rendered.
    expect(html).toContain('<main><p>Dolo 650</p><form method="post"><button>Add</button></form></main>');
    expect(html.endsWith('streamController.close();</script></body></html>')).toBe(true);
  });

  it('leaves a document without a module loader as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>a < b</p><script>1</script></body></html>';
    expect(rewritten(plain)).toBe(plain);
  });

  it('works without a nonce', () => {
    const html = rewritten(PAGE.replaceAll(' nonce="abc=="', ''));
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}">`);
    expect(html).toMatch(/<\/script><script>\(function\(\)\{/);
  });
});

describe('the starter in the page', () => {
  const LOADER =
    ';\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/home-1.js";\n' +
    'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\nimport("/assets/entry.client-1.js");';
  const HREFS = [
    '/assets/entry.client-1.js',
    '/assets/runtime-1.js',
    '/assets/react-1.js',
    '/assets/root-1.js',
    '/assets/home-1.js',
    '/assets/grid-1.js',
  ];
  const page =
    '<html><head>' +
    HREFS.map((h) => `<link rel="modulepreload" href="${h}" nonce="abc=="/>`).join('') +
    `</head><body><script nonce="abc==" type="module" async="">${LOADER}</script></body></html>`;

  /** Runs the starter against a fake document; `import()` is replaced by a recorder, tasks run in order. */
  async function runStarter() {
    const html = rewritten(page);
    const code = /<script nonce="abc==">(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)![1]!;
    const events: string[] = [];
    const tasks: (() => void)[] = [];
    type Element = { rel?: string; href?: string; textContent?: string; fragment?: boolean };
    const append = (el: Element) => {
      if (el.fragment) return;
      events.push(el.rel ? `preload ${el.href}` : `module script ${el.textContent === LOADER ? 'loader' : 'other'}`);
    };
    const document = {
      currentScript: { nonce: 'abc==' },
      visibilityState: 'visible',
      head: { appendChild: append },
      createElement: () => ({}),
      querySelector: () => ({ textContent: LOADER }),
    };
    const window = { PerformanceObserver: undefined };
    const importModule = (href: string) => {
      events.push(`import ${href}`);
      return Promise.resolve();
    };
    const setTimeout = (task: () => void) => tasks.push(task);
    new Function('document', 'window', 'setTimeout', 'importModule', code.replaceAll('import(', 'importModule('))(
      document,
      window,
      setTimeout,
      importModule,
    );
    // Each task, then the promises it settled, as the browser's event loop would.
    while (tasks.length) {
      tasks.shift()!();
      await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    }
    return events;
  }

  it('evaluates shared chunks, then the route modules, each in a task of its own, and the loader last', async () => {
    const events = await runStarter();
    expect(events.filter((e) => e.startsWith('preload'))).toHaveLength(HREFS.length);
    expect(events.filter((e) => !e.startsWith('preload'))).toEqual([
      'import /assets/runtime-1.js',
      'import /assets/react-1.js',
      'import /assets/grid-1.js',
      'import /assets/root-1.js',
      'import /assets/home-1.js',
      // The client entry starts hydration, so only the loader imports it, after the route modules are set.
      'module script loader',
    ]);
  });
});

describe('a page written whole, rewritten on its bytes', () => {
  /** The rewrite of the whole page as text: the reference the byte path must match exactly. */
  const asText = scriptsAfterPaintInText;
  const onBytes = rewritten;
  const LOADER = `<script nonce="abc==" type="module" async="">${LOADER_TEXT}</script>`;

  it.each([
    ['preloads in the head', PAGE],
    ['Hindi text around the tags', PAGE.replace('Dolo 650', 'डोलो 650 टैबलेट').replace('<style>', '<title>दवा</title><style>')],
    ['no nonce', PAGE.replaceAll(' nonce="abc=="', '')],
    ['a preload after the loader', PAGE.replace(LOADER, `${LOADER}<link rel="modulepreload" href="/assets/late-1.js"/>`)],
    [
      'a preload between the body and the loader',
      PAGE.replace('<main>', '<link rel="modulepreload" href="/assets/mid-1.js" nonce="abc=="/><main>'),
    ],
    ['a link that only looks like a preload', PAGE.replace('<main>', '<link rel="modulepreload" href=""/><main>')],
    ['text that names the loader outside a tag', PAGE.replace('<p>Dolo 650</p>', '<p>type="module" async=""&gt;</p>')],
    ['no module loader', '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body><p>a &lt; b</p></body></html>'],
    [
      'a loader never closed',
      PAGE.replace(`${LOADER_TEXT}</script>`, LOADER_TEXT).split('<script nonce="abc==">window.__reactRouterContext.stream')[0]!,
    ],
  ])('%s: byte for byte what the text rewrite writes', (_name, page) => {
    expect(onBytes(page)).toBe(asText(page));
  });

  it('moves the loader and takes the preloads out of a page like the medicine page', () => {
    const page = PAGE.replace('<main>', `<main>${'<p>पैरासिटामोल</p>'.repeat(2000)}`);
    const html = onBytes(page);
    expect(html).toBe(asText(page));
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain(`type="${DEFERRED_MODULE_TYPE}">${LOADER_TEXT}</script><script nonce="abc==">(function(){`);
  });
});
