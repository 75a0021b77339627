import type { EntryContext } from 'react-router';

/**
 * A `Link` header preloading the page's style sheets. React puts the scripts' modulepreload links ahead of
 * the style sheet in the head, so on HTTP/1.1 a phone's six connections went to scripts and the one file
 * that blocks the first paint waited behind them; from the header the browser asks for it first.
 */
export function styleSheetPreloads(context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>): string | null {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href.split('#')[0]!);
  }
  return hrefs.size ? [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ') : null;
}
