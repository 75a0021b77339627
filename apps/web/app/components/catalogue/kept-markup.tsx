import { useId, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
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
 * A list of static content (links, text, pictures; no controls) that the browser does not hydrate: at
 * hydration it keeps the server's markup as it is, so React walks none of it (decision 030: a page of 48
 * cards was most of the browse page's hydration). Clicks on its links navigate as React Router's `Link` does,
 * and hovering or focusing one fetches that page's modules and data, as `prefetch="intent"` does. Rendered
 * in the browser for new data (a navigation), it is an ordinary React list.
 */
export function KeptMarkupList({ className, source, children }: { className: string; source: unknown; children: ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  // Read once, while hydrating: the root marks the document hydrated after the first commit.
  const [kept] = useState(() =>
    typeof document !== 'undefined' && !document.documentElement.dataset.hydrated
      ? { source, html: document.getElementById(id)?.innerHTML }
      : null,
  );
  if (!kept || kept.html === undefined || kept.source !== source) {
    return (
      <ul id={id} className={className}>
        {children}
      </ul>
    );
  }
  const onClick = (event: MouseEvent) => {
    const path = pagePathOf(event.target);
    if (!path || !plainClick(event)) return;
    event.preventDefault();
    void navigate(path);
  };
  const onIntent = (event: SyntheticEvent) => setIntent(pagePathOf(event.target));
  return (
    <>
      <ul
        id={id}
        className={className}
        onClick={onClick}
        onMouseOver={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
        // The server's markup, as the browser parsed it; React does not compare it while hydrating.
        dangerouslySetInnerHTML={{ __html: kept.html }}
        suppressHydrationWarning
      />
      {intent ? <PrefetchPageLinks page={intent} /> : null}
    </>
  );
}
