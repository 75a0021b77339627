import { useId, useState, type ReactNode } from 'react';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';

/**
 * A list of static content (links, text, pictures; no controls) that the browser does not hydrate: at
 * hydration it keeps the server's markup as it is, so React walks none of it (decision 030: a page of 48
 * cards was most of the browse page's hydration). Its links are plain `<a>` elements that navigate as React
 * Router's `Link` does (`useDelegatedLinks`), whether the markup was kept or rendered in the browser for new
 * data (a navigation), where it is an ordinary React list.
 */
export function KeptMarkupList({ className, source, children }: { className: string; source: unknown; children: ReactNode }) {
  const id = useId();
  const { handlers, prefetch } = useDelegatedLinks();
  // Read once, while hydrating: the root marks the document hydrated after the first commit.
  const [kept] = useState(() =>
    typeof document !== 'undefined' && !document.documentElement.dataset.hydrated
      ? { source, html: document.getElementById(id)?.innerHTML }
      : null,
  );
  const keep = kept !== null && kept.html !== undefined && kept.source === source;
  return (
    <>
      {keep ? (
        <ul
          id={id}
          className={className}
          {...handlers}
          // The server's markup, as the browser parsed it; React does not compare it while hydrating.
          dangerouslySetInnerHTML={{ __html: kept.html! }}
          suppressHydrationWarning
        />
      ) : (
        <ul id={id} className={className} {...handlers}>
          {children}
        </ul>
      )}
      {prefetch}
    </>
  );
}
