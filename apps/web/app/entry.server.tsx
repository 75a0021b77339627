/**
 * React Router's Node entry, plus two things: every inline script of the page (the hydration data, the
 * module loader, scroll restoration, React's streaming chunks) carries the request's CSP nonce, so the
 * Content-Security-Policy can forbid every other inline script; and the module scripts are fetched after the
 * first paint (`ScriptsAfterPaint`, decision 033).
 */
import { pipeline, type Readable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { cspNonceContext } from './lib/csp-nonce.ts';
import { recordingTexts } from './i18n/record-texts.server.ts';
import { styleSheetPreloads } from './lib/preload-styles.server.ts';
import { StyleSheetTexts } from './lib/page-styles.tsx';
import { styleSheetTextContext } from './lib/style-sheet-context.ts';
import { ScriptsAfterPaint, scriptsAfterPaintInPage } from './lib/scripts-after-paint.server.ts';
import { PageBody } from './lib/page-body.server.ts';
import { wholePageContext } from './lib/whole-page.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const styleSheetText = loadContext.get(styleSheetTextContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The page carries only the texts it rendered (see InlineMessages), so the render notes them.
    const { pipe, abort } = recordingTexts(() =>
      renderToPipeableStream(
        <StyleSheetTexts value={styleSheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleSheetTexts>,
        {
          nonce,
          // The page leaves whole, so every Suspense boundary is written where it stands. React would
          // otherwise move a boundary past 12.8 KB of the page to its end, hidden, and show it by a script
          // after the document is parsed (decision 053).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady() {
            shellRendered = true;
          },
          // Every page waits until nothing is left to render, for browsers as for crawlers (decision 053): no
          // page waits on the server behind a Suspense boundary, and waiting for React Router's loader-data
          // transfer, a few ticks after the shell, lets the page leave whole instead of streamed.
          onAllReady() {
            responseHeaders.set('Content-Type', 'text/html');
            const styles = styleSheetPreloads(routerContext, (href) => styleSheetText?.(href) !== undefined);
            if (styles) responseHeaders.append('Link', styles);
            const body = new PageBody(() => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            });
            pipe(body);
            // The module scripts start after the first paint (decision 033): a whole page is rewritten at
            // once, a streaming one on its way out.
            const whole = body.whole();
            const page = whole ? scriptsAfterPaintInPage(whole) : null;
            const response = new Response(page ? oneChunk(page) : createReadableStreamFromReadable(rewritten(body.streaming())), {
              headers: responseHeaders,
              status: responseStatusCode,
            });
            const handOver = loadContext.get(wholePageContext);
            if (page && handOver) {
              handOver.response = response;
              handOver.bytes = page;
            }
            resolve(response);
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // An error inside a Suspense boundary after the shell is logged here, and makes the answer a 500
            // (the browser renders that part itself); shell errors reach handleDocumentRequest.
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
  });
}

/**
 * A whole page as a body read only if someone reads it: the host sends the bytes it was handed (WholePage)
 * without reading the Response, and a Response made from bytes copies them first (some 100 KB a page).
 */
function oneChunk(page: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(page);
      controller.close();
    },
  });
}

/** A streaming page through the rewrite; a reader that goes away stops both (and with them the render). */
function rewritten(page: Readable): ScriptsAfterPaint {
  const out = new ScriptsAfterPaint();
  pipeline(page, out, () => {});
  return out;
}
