/**
 * 'Recently viewed' on the healthcare home: the products this browser opened (recently-browsed.ts), read once
 * the page is interactive. Nothing shows before, when the list is empty, or when the call fails (spec §8).
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { otcCardOf } from '../catalogue/card-data.ts';
import { ProductGrid } from '../catalogue/product-grid.tsx';
import type { CardProduct } from '../ui/product-card.tsx';
import { browsedIds } from './recently-browsed.ts';

const SHOWN = 10;

export function RecentlyViewed() {
  const t = useT();
  const [cards, setCards] = useState<CardProduct[]>([]);
  useEffect(() => {
    const ids = browsedIds().slice(0, SHOWN);
    if (ids.length === 0) return;
    let current = true;
    api.previouslyBrowsed(ids).then(
      ({ products }) => current && setCards(products.map(otcCardOf)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (cards.length === 0) return null;
  return (
    <section className="section" aria-labelledby="hc-recent">
      <h2 id="hc-recent">{t('otc.home.recent')}</h2>
      <ProductGrid products={cards} rail />
    </section>
  );
}
