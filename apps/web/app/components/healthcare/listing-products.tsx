/**
 * The listing's products, 20 a page. 'Show more' is a link to the next page with the same filters (before
 * hydration and without JavaScript it opens that page); once interactive it fetches the next page and adds
 * it below, focus moving to the first new product.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { cardsOf } from '../catalogue/kept-cards.ts';
import { ProductGrid } from '../catalogue/product-grid.tsx';
import { formatCount } from '../ui/format.ts';
import type { CardProduct } from '../ui/product-card.tsx';
import type { ListingData } from './listing-data.ts';
import { listingSearch, nextPage } from './listing-query.ts';

type Props = { pathname: string; data: ListingData };

export function ListingProducts({ pathname, data }: Props) {
  const t = useT();
  const { listing, query } = data;
  const fetcher = useFetcher<ListingData>();
  const [added, setAdded] = useState<{ items: CardProduct[]; page: number; hasMore: boolean; failed: boolean }>({
    items: [],
    page: listing.page,
    hasMore: listing.hasMoreProducts,
    failed: false,
  });
  const addedList = useRef<HTMLDivElement>(null);
  const firstNew = useRef(0);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer) return;
    setAdded((current) => {
      if (answer.listing.page !== current.page + 1 || answer.refused) return { ...current, failed: answer.listing.page !== current.page };
      firstNew.current = current.items.length;
      return {
        items: [...current.items, ...cardsOf(answer.listing.products)],
        page: answer.listing.page,
        hasMore: answer.listing.hasMoreProducts,
        failed: false,
      };
    });
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (added.items.length === 0) return;
    addedList.current?.querySelectorAll<HTMLAnchorElement>('.p-card__name')[firstNew.current]?.focus();
  }, [added.items.length]);

  const moreHref = pathname + listingSearch(nextPage(query, added.page + 1));
  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (fetcher.state === 'idle') void fetcher.load(moreHref);
  };
  const first = cardsOf(listing.products);
  const shown = Math.min(listing.totalCount, (listing.page - 1) * listing.pageSize + listing.products.count + added.items.length);
  const loading = fetcher.state !== 'idle';

  if (listing.products.count === 0) {
    return (
      <div className="empty-state hc-empty">
        <p>
          <strong>{t('otc.listing.empty')}</strong>
        </p>
        <p className="muted">{t('otc.listing.emptyHint')}</p>
      </div>
    );
  }
  return (
    <>
      {listing.page > 1 ? (
        <p className="hc-previous">
          <Link to={pathname + listingSearch(nextPage(query, listing.page - 1))}>{t('otc.listing.previous')}</Link>
        </p>
      ) : null}
      <ProductGrid products={first} />
      <div ref={addedList} className="hc-added">
        {added.items.length > 0 ? <ProductGrid products={added.items} /> : null}
      </div>
      <div className="hc-more-row">
        <p className="muted small" aria-live="polite">
          {loading
            ? t('otc.listing.loadingMore')
            : added.failed
              ? t('otc.listing.loadFailed')
              : t('otc.listing.showing', { shown: formatCount(shown), total: formatCount(listing.totalCount) })}
        </p>
        {added.hasMore ? (
          <a className="btn btn--outlined hc-more-row__button" href={moreHref} onClick={showMore} aria-busy={loading || undefined}>
            {t('otc.listing.showMore')}
          </a>
        ) : null}
      </div>
    </>
  );
}
