import type { ProductCard as Card } from '@dawa/contracts';
import { ProductCard } from '../ui/product-card.tsx';

/** A responsive grid of product cards (listing pages). */
export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <ul className="card-grid">
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
