import { ProductCard, type CardProduct } from '../ui/product-card.tsx';
import { KeptMarkupList } from './kept-markup.tsx';

/**
 * Product cards as a responsive grid (listing pages) or a horizontally scrolling rail (home sections). The
 * cards are links and text only, so the server's markup is kept at hydration (see KeptMarkupList).
 */
export function ProductGrid({ products, rail = false }: { products: CardProduct[]; rail?: boolean }) {
  return (
    <KeptMarkupList className={rail ? 'card-rail' : 'card-grid'} source={products}>
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </KeptMarkupList>
  );
}
