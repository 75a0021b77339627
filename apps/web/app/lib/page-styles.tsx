import { createContext, Fragment, use, type LinkHTMLAttributes } from 'react';
import { Links, UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** The text of a built style sheet by its URL, on the server; undefined when it should be linked instead. */
export type StyleSheetText = (href: string) => string | undefined;

/** Given by the server's entry (from the host's load context); absent in the browser. */
export const StyleSheetTexts = createContext<StyleSheetText | null>(null);

/** `disabled` on a link: the browser neither fetches nor applies the sheet (React's types leave it out). */
const DISABLED = { disabled: true } as LinkHTMLAttributes<HTMLLinkElement>;

let inDocument: Map<string, string> | null = null;
/** The style sheets the server wrote into the page, read once, before they could change. */
function inlinedInDocument(): Map<string, string> {
  if (!inDocument) {
    inDocument = new Map();
    for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
      inDocument.set(style.dataset.href!, style.textContent ?? '');
    }
  }
  return inDocument;
}

/**
 * The matched routes' style sheets, in React Router's order, written into the page rather than linked, so
 * the first paint waits for no other file (decision 030). The browser renders the same elements from the
 * page it was given; a sheet the page did not carry (a route reached by navigation) is linked, after React
 * Router has loaded it, as `<Links>` does.
 */
export function PageStyles() {
  const framework = use(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const serverTexts = use(StyleSheetTexts);
  const browser = typeof document !== 'undefined';
  // A server without the build's texts (the development server) links the sheets as React Router does, and
  // the browser then renders the same.
  if (!framework || (browser ? inlinedInDocument().size === 0 : !serverTexts)) return <Links />;
  const textOf: StyleSheetText = browser ? (href) => inlinedInDocument().get(href) : serverTexts!;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => {
    const text = textOf(href);
    return text === undefined ? (
      <link key={href} rel="stylesheet" href={href} nonce={framework.nonce} />
    ) : (
      <Fragment key={href}>
        <style data-href={href} nonce={framework.nonce} dangerouslySetInnerHTML={{ __html: text }} />
        {/* Vite's loader of lazy modules (drawers) links a chunk's sheet unless a link to it is in the page: this
            disabled one names the carried sheet, so opening a drawer neither fetches nor re-applies it. */}
        <link rel="stylesheet" href={href.replace(/#.*$/, '')} {...DISABLED} />
      </Fragment>
    );
  });
}
