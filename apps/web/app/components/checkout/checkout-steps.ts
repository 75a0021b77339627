/**
 * The checkout layout's rules: which pages use the checkout header, and the step indicator
 * (Cart → Prescription, only when needed → Delivery → Payment). Pure (unit tested).
 */

/**
 * The `handle` of the routes shown in the checkout layout (the steps, the payment's return and the order's
 * success). The routes say it, not a pattern of paths: a mistyped checkout address is the not-found page,
 * with the store's header, and the checkout header's sheet comes with these routes (decision 057).
 */
export const CHECKOUT_LAYOUT = { layout: 'checkout' } as const;

/** Whether one of the matched routes' handles puts the page in the checkout layout. */
export const inCheckoutLayout = (handles: readonly unknown[]) =>
  handles.some((handle) => (handle as { layout?: unknown } | undefined)?.layout === CHECKOUT_LAYOUT.layout);

export type StepId = 'cart' | 'rx' | 'delivery' | 'payment';
export type StepState = 'done' | 'current' | 'upcoming';
export interface Step {
  id: StepId;
  state: StepState;
  href: string | null;
}

const HREF: Record<StepId, string> = {
  cart: '/cart',
  rx: '/checkout/upload',
  delivery: '/checkout/delivery-options',
  payment: '/checkout/select-payment-method',
};

function currentOf(pathname: string): StepId | 'done' | null {
  if (pathname.startsWith('/checkout/upload')) return 'rx';
  if (pathname.startsWith('/checkout/delivery-options')) return 'delivery';
  if (pathname.startsWith('/checkout/select-payment-method') || pathname.startsWith('/checkout/eligible-payment-method')) return 'payment';
  if (pathname.startsWith('/payment/order')) return 'payment';
  if (pathname.startsWith('/order-success')) return 'done';
  return null;
}

/**
 * Whether the prescription step is counted: what the step's loader says (`rxStep`, from the cart and the
 * choices, the same on every step), else only on the upload page itself.
 */
export function rxStepNeeded(pathname: string, loaderData: readonly unknown[]): boolean {
  for (const data of loaderData) {
    if (data && typeof data === 'object' && 'rxStep' in data && typeof data.rxStep === 'boolean') return data.rxStep;
  }
  return pathname.startsWith('/checkout/upload');
}

/** The steps with their state; done steps link back (never forward), none after the order is placed. */
export function checkoutSteps(pathname: string, rxNeeded: boolean): Step[] {
  const ids: StepId[] = rxNeeded ? ['cart', 'rx', 'delivery', 'payment'] : ['cart', 'delivery', 'payment'];
  const current = currentOf(pathname);
  const at = current === 'done' ? ids.length : current === null ? -1 : ids.indexOf(current);
  return ids.map((id, i) => {
    const state: StepState = i < at ? 'done' : i === at ? 'current' : 'upcoming';
    return { id, state, href: state === 'done' && current !== 'done' ? HREF[id] : null };
  });
}
