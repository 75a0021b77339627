import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';

/** The page's own address of a link inside the list, or null for one React Router should not follow. */
function pagePathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.origin !== window.location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  return link.pathname + link.search + link.hash;
}

/** A plain click that a browser would turn into a navigation in this tab. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * Plain links inside an element behave as React Router's `Link` with `prefetch="intent"`: one delegated click
 * handler navigates within the document, and hovering, focusing or touching a link fetches that page's
 * modules and data. A list of fifty cards then renders fifty `<a>` elements, not fifty `Link`s each
 * resolving its path against the route tree on the server (decision 035).
 */
export type DelegatedLinks = ReturnType<typeof useDelegatedLinks>;

export function useDelegatedLinks({ prefetchOnIntent = true }: { prefetchOnIntent?: boolean } = {}) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const onClick = (event: MouseEvent) => {
    const path = pagePathOf(event.target);
    if (!path || !plainClick(event)) return;
    event.preventDefault();
    // As Link does: a link to the page on screen replaces its history entry instead of adding one.
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(path, { replace: path === here });
  };
  const onIntent = (event: SyntheticEvent) => setIntent(pagePathOf(event.target));
  return {
    // Without prefetching (links that were `Link`s without `prefetch`): the click handler only.
    handlers: prefetchOnIntent ? { onClick, onMouseOver: onIntent, onFocus: onIntent, onTouchStart: onIntent } : { onClick },
    prefetch: intent ? <PrefetchPageLinks page={intent} /> : null,
  };
}
