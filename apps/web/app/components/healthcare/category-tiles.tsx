/** The healthcare store's top categories: tiles with their 'Upto N% off' line and their sub-categories. */
import type { OtcListings } from '@dawa/contracts';
import { useT, type Translate } from '../../i18n/index.ts';
import { KeptMarkupList } from '../catalogue/kept-markup.tsx';
import { formatCount } from '../ui/format.ts';
import { CategoryDrawing } from '../ui/pack-image.tsx';
import './category-tiles.css';

type Category = OtcListings['categories'][number];

export const productCountText = (t: Translate, n: number) =>
  n === 1 ? t('otc.count.one') : t('otc.count.many', { count: formatCount(n) });

/** Links and text only: the browser keeps the server's markup (KeptMarkupList) and follows the links itself. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const t = useT();
  return (
    <KeptMarkupList className="hc-cats" source={categories}>
      {categories.map((category) => (
        <li key={category.id} className="hc-cat">
          <a className="hc-cat__head" href={category.url} data-discover="true">
            <CategoryDrawing category={category} size={64} />
            <span className="hc-cat__text">
              <strong className="hc-cat__name">{category.name}</strong>
              {category.subtitle ? <span className="hc-cat__offer">{category.subtitle}</span> : null}
              <span className="hc-cat__count">{productCountText(t, category.productCount)}</span>
            </span>
          </a>
          {category.children.length > 0 ? (
            <ul className="hc-cat__subs" aria-label={t('otc.listing.subCategories', { name: category.name })}>
              {category.children.map((sub) => (
                <li key={sub.id}>
                  <a href={sub.url} data-discover="true">
                    {sub.name}
                  </a>
                  {sub.subtitle ? <span className="hc-cat__sub-offer">{sub.subtitle}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </KeptMarkupList>
  );
}

/** The home page's strip: one tile per top category, leading to its page. */
export function CategoryStrip({ categories }: { categories: Pick<Category, 'id' | 'name' | 'slug' | 'url' | 'subtitle'>[] }) {
  return (
    <KeptMarkupList className="tiles hc-strip" source={categories}>
      {categories.map((category) => (
        <li key={category.id}>
          <a href={category.url} className="tile" data-discover="true">
            <CategoryDrawing category={category} size={72} />
            <strong>{category.name}</strong>
            {category.subtitle ? <span className="hc-strip__offer">{category.subtitle}</span> : null}
          </a>
        </li>
      ))}
    </KeptMarkupList>
  );
}
