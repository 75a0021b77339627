import type { Db } from '@dawa/db';
import { fail, ok, type Result } from '../../http/result.ts';
import type { CartService } from '../cart/service.ts';
import { prescriptionErrors, type EPrescriptions } from './e-prescriptions.ts';

/**
 * 'Add all to cart' (decision 068): the medicines of the shopper's signed e-prescription go into their cart, one pack
 * each unless already there. At checkout the prescription covers exactly the medicines it names.
 */
export function prescriptionCart(deps: { db: Db; prescriptions: Pick<EPrescriptions, 'view'>; cart: Pick<CartService, 'add' | 'view'> }) {
  return {
    async addAll(
      userId: number,
      orderId: number,
    ): Promise<
      Result<{
        added: { productId: number; name: string; quantity: number }[];
        skipped: { productId: number; name: string; reason: string }[];
        prescriptionId: string;
      }>
    > {
      const own = await deps.db
        .selectFrom('consultations')
        .where('order_id', '=', orderId)
        .where('user_id', '=', userId)
        .select('order_id')
        .executeTakeFirst();
      const view = own ? await deps.prescriptions.view(orderId) : null;
      if (!view || view.status !== 'SIGNED' || !view.prescriptionId) return prescriptionErrors.missing();
      if (!view.lines.length) return fail('PRESCRIPTION_INCOMPLETE', 'This prescription names no medicines to order.', 409);
      const inCart = new Set((await deps.cart.view(userId)).items.map((i) => i.productId));
      const added: { productId: number; name: string; quantity: number }[] = [];
      const skipped: { productId: number; name: string; reason: string }[] = [];
      for (const line of view.lines) {
        if (inCart.has(line.productId)) {
          skipped.push({ productId: line.productId, name: line.name, reason: 'Already in your cart.' });
          continue;
        }
        const result = await deps.cart.add(userId, { productId: line.productId, quantity: 1 });
        if (result.ok) added.push({ productId: line.productId, name: line.name, quantity: 1 });
        else skipped.push({ productId: line.productId, name: line.name, reason: result.message });
      }
      return ok({ added, skipped, prescriptionId: view.prescriptionId });
    },
  };
}
export type PrescriptionCart = ReturnType<typeof prescriptionCart>;
