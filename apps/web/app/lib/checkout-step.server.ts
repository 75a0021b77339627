/**
 * What every checkout step's loader starts with: who the shopper is (a guest is asked to log in), the cart
 * priced for the chosen speed, the choices cookie, and the guard's verdict (decision 010).
 */
import type { CartData } from '@dawa/contracts';
import { redirect } from 'react-router';
import { firstMissing, rxStepShown, type CheckoutStep } from '../components/checkout/checkout-guard.ts';
import { call, qs } from './api.ts';
import { isUnauthorized } from './api-result.server.ts';
import { readChoices, type CheckoutChoices } from './checkout-choices.server.ts';

/** The cart priced for the chosen speed, with the PLUS plan the shopper is buying with it (decision 067). */
export const cartFor = (request: Request, express: boolean, plusPlanId?: string) =>
  call<CartData>(
    {
      method: 'GET',
      path: `/cart/getCartItems${qs({ isPrioritySelected: String(express), ...(plusPlanId ? { programId: 'plus', variantId: plusPlanId } : {}) })}`,
    },
    request,
  );

export type StepStart = { signedIn: false } | { signedIn: true; cart: CartData; choices: CheckoutChoices; rxStep: boolean };

/**
 * The cart and the choices for `step`; throws the redirect to the first missing step when an earlier one
 * is not done. A guest gets `signedIn: false` (the page asks them to log in, as every checkout page does).
 */
export async function startStep(request: Request, step: CheckoutStep): Promise<StepStart> {
  const choices = readChoices(request);
  let cart: CartData;
  try {
    cart = await cartFor(request, choices.speed === 'express', choices.plusPlanId);
  } catch (error) {
    if (isUnauthorized(error)) return { signedIn: false };
    throw error;
  }
  const guard = { itemsCount: cart.itemsCount, rxRequired: cart.isRxUploadRequired, choices };
  const to = firstMissing(step, guard);
  if (to) throw redirect(to);
  return { signedIn: true, cart, choices, rxStep: step === 'rx' || rxStepShown(guard) };
}
