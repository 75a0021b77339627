/**
 * React Router's Node entry, plus two things: every inline script of the page (the hydration data, the
 * module loader, scroll restoration, React's boundary scripts) carries the request's CSP nonce, so the
 * Content-Security-Policy can forbid every other inline script; and the module scripts are fetched after the
 * first paint (`scriptsAfterPaintInPage`, decision 033).
 */
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { cspNonceContext } from './lib/csp-nonce.ts';
import { isRequestFault } from './lib/request-fault.ts';
import { recordingTexts } from './i18n/record-texts.server.ts';
import { styleSheetPreloads } from './lib/preload-styles.server.ts';
import { StyleSheetTexts } from './lib/page-styles.tsx';
import { styleSheetTextContext } from './lib/style-sheet-context.ts';
import { scriptsAfterPaintInPage } from './lib/scripts-after-paint.server.ts';
import { PageBody } from './lib/page-body.server.ts';
import { wholePageContext } from './lib/whole-page.ts';

export const streamTimeout = 5_000;

/** The server's log of errors: not a request's own fault, nor what the browser gave up on (a trace each would bury the real ones). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRequestFault(error)) return;
  console.error(error);
};

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
            const whole = body.whole();
            if (!whole) {
              reject(new Error('React had not finished writing the page at all-ready'));
              return;
            }
            // The module scripts start after the first paint (decision 033).
            const page = scriptsAfterPaintInPage(whole);
            const response = new Response(oneChunk(page), { headers: responseHeaders, status: responseStatusCode });
            const handOver = loadContext.get(wholePageContext);
            if (handOver) {
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
