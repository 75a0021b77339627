import type { ProductCard as Card } from '@dawa/contracts';
import { ProductCard } from '../ui/product-card.tsx';

/** Product cards as a responsive grid (listing pages) or a horizontally scrolling rail (home sections). */
export function ProductGrid({ products, rail = false }: { products: Card[]; rail?: boolean }) {
  return (
    <ul className={rail ? 'card-rail' : 'card-grid'}>
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
