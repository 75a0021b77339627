/**
 * Phone only: once the buy box's Add to cart scrolls out of view, a bar fixed to the bottom keeps the
 * price, quantity and Add to cart in reach. It is fixed, so showing it never moves the page.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../i18n/index.ts';
import { AddToCartButton, PurchaseForm, QuantitySelect, type Purchase } from './cart-controls.tsx';

export function StickyCartBar({ purchase, price, watch }: { purchase: Purchase; price: string; watch: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <div className={visible ? 'pdp-sticky pdp-sticky--on' : 'pdp-sticky'} aria-hidden={!visible} inert={!visible}>
      {price ? (
        <p className="pdp-sticky__price">
          <span className="pdp-sr">{t('catalogue.price')} </span>
          {price}
        </p>
      ) : null}
      <PurchaseForm purchase={purchase} className="pdp-sticky__form">
        <QuantitySelect purchase={purchase} compact />
        <div className="pdp-sticky__button">
          <AddToCartButton purchase={purchase} size="medium" />
        </div>
      </PurchaseForm>
    </div>
  );
}
