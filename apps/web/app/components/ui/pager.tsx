import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

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

/** Previous / numbered / next page links; real links, so every page is reachable without JavaScript. */
export function Pager({ page, total, pageSize, hrefFor }: Props) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('catalogue.pager.label')}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          <ChevronLeftIcon size="sm" />
          {t('catalogue.pager.prev')}
        </Link>
      ) : null}
      {pageList(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={p} to={hrefFor(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('catalogue.pager.page', { page: p })}>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {t('catalogue.pager.next')}
          <ChevronRightIcon size="sm" />
        </Link>
      ) : null}
      <p className="pager__status">{t('catalogue.pager.status', { page, pages })}</p>
    </nav>
  );
}
