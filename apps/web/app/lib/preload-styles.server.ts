import type { EntryContext } from 'react-router';

/**
 * A `Link` header preloading the page's style sheets that it links rather than carries (decision 030: the
 * built sheets are written into the page). React puts the scripts' modulepreload links ahead of a linked
 * style sheet in the head, so on HTTP/1.1 a phone's six connections went to scripts and the one file that
 * blocks the first paint waited behind them; from the header the browser asks for it first.
 */
export function styleSheetPreloads(
  context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>,
  inlined: (href: string) => boolean = () => false,
): string | null {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) {
      if (!inlined(href)) hrefs.add(href.split('#')[0]!);
    }
  }
  return hrefs.size ? [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ') : null;
}
