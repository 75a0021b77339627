import { ProductCard, type CardProduct } from '../ui/product-card.tsx';
import { useT } from '../../i18n/index.ts';
import { cardsMarkup } from './card-markup.ts';
import { KeptMarkupList } from './kept-markup.tsx';

/**
 * Product cards as a responsive grid (listing pages) or a horizontally scrolling rail (home sections). The
 * cards are links and text only, so the server's markup is kept at hydration (see KeptMarkupList).
 */
export function ProductGrid({ products, rail = false }: { products: CardProduct[]; rail?: boolean }) {
  const t = useT();
  // The server writes the cards as one string (the same markup); the browser renders them only for new data.
  // A build-time constant, so the browser's bundle leaves the markup builder out.
  const serverMarkup = import.meta.env.SSR ? cardsMarkup(products, t) : undefined;
  return (
    <KeptMarkupList className={rail ? 'card-rail' : 'card-grid'} source={products} serverMarkup={serverMarkup}>
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </KeptMarkupList>
  );
}
