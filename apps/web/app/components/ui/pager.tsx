import { useT } from '../../i18n/index.ts';
import { useDelegatedLinks } from './delegated-links.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './pager.css';

/** Page numbers to show: first, last, and the current page with one neighbour each side; null marks a gap. */
function pageList(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

type Props = { page: number; total: number; pageSize: number; hrefFor: (page: number) => string };

/**
 * Previous / numbered / next page links; real links, so every page is reachable without JavaScript. Plain
 * `<a>` elements the pager navigates for (`useDelegatedLinks`), as the letter tabs.
 */
export function Pager({ page, total, pageSize, hrefFor }: Props) {
  const t = useT();
  const links = useDelegatedLinks();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('catalogue.pager.label')} {...links.handlers}>
      {page > 1 ? (
        <a rel="prev" href={hrefFor(page - 1)} data-discover="true">
          <ChevronLeftIcon size="sm" />
          {t('catalogue.pager.prev')}
        </a>
      ) : null}
      {pageList(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={p}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('catalogue.pager.page', { page: p })}
            href={hrefFor(p)}
            data-discover="true"
          >
            {p}
          </a>
        ),
      )}
      {page < pages ? (
        <a rel="next" href={hrefFor(page + 1)} data-discover="true">
          {t('catalogue.pager.next')}
          <ChevronRightIcon size="sm" />
        </a>
      ) : null}
      <p className="pager__status">{t('catalogue.pager.status', { page, pages })}</p>
      {links.prefetch}
    </nav>
  );
}
