import { useId, useState, type ReactNode } from 'react';
import { useDelegatedLinks, type DelegatedLinks } from '../ui/delegated-links.tsx';

type KeptProps = {
  /** The element holding the content (a list's `ul`, or a `div` around sections). */
  as?: 'ul' | 'div';
  /** A fixed id when something points at the element (aria-controls); a generated one otherwise. */
  id?: string;
  className: string;
  /** The content is kept while this stays the same value (compared with ===) as at hydration. */
  source: unknown;
  children: ReactNode;
  /** The children's markup, when the server has it as a string: written instead of rendering the children. */
  serverMarkup?: string;
};

/**
 * Static content (links, text, pictures, native `details`; no React state or handlers inside) that the
 * browser does not hydrate: at hydration it keeps the server's markup as it is, so React walks none of it
 * (decision 030: a page of 48 cards was most of the browse page's hydration; decision 035: the medicine
 * page's sections). Its links are plain `<a>` elements that navigate as React Router's `Link` does
 * (`useDelegatedLinks`), whether the markup was kept or rendered in the browser for new data (a navigation),
 * where it is ordinary React content. With a fixed `id` it must hydrate with the page, outside a Suspense
 * boundary the browser hydrates later: the root marks the document hydrated in the render after hydration (see KeptHtml).
 */
export function KeptMarkup(props: KeptProps) {
  const { handlers, prefetch } = useDelegatedLinks();
  return (
    <>
      <KeptHtml {...props} handlers={handlers} />
      {prefetch}
    </>
  );
}

/**
 * KeptMarkup without link handling of its own, for small pieces inside an element that already delegates its
 * links (a card's text inside a rail of cards). It may sit inside a Suspense boundary the browser hydrates
 * later: with a generated id, the server's element is found only while it is being hydrated.
 */
export function KeptHtml({
  as: Tag = 'div',
  id: fixedId,
  className,
  source,
  children,
  serverMarkup,
  handlers,
}: KeptProps & { handlers?: DelegatedLinks['handlers'] }) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  // Read once, while hydrating. An id the browser generates (useId outside hydration) never names an element
  // already in the document; a fixed one may name the previous page's, so it counts only before hydration.
  const [kept] = useState(() =>
    typeof document !== 'undefined' && (fixedId === undefined || !document.documentElement.dataset.hydrated)
      ? { source, html: document.getElementById(id)?.innerHTML }
      : null,
  );
  const keep = kept !== null && kept.html !== undefined && kept.source === source;
  if (keep)
    return (
      <Tag
        id={id}
        className={className}
        {...handlers}
        // The server's markup, as the browser parsed it; React does not compare it while hydrating.
        dangerouslySetInnerHTML={{ __html: kept.html! }}
        suppressHydrationWarning
      />
    );
  if (serverMarkup !== undefined)
    return <Tag id={id} className={className} {...handlers} dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
  return (
    <Tag id={id} className={className} {...handlers}>
      {children}
    </Tag>
  );
}

/** A list of cards kept as the server wrote it (see KeptMarkup). */
export function KeptMarkupList(props: Omit<KeptProps, 'as'>) {
  return <KeptMarkup as="ul" {...props} />;
}
