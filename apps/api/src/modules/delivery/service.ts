import type { DeliveryOptions, DeliveryOption } from '@dawa/contracts';
import { deliveryChargePaise, formatRupees, type DeliverySpeed } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { AddressService } from '../addresses/service.ts';
import type { CartService } from '../cart/service.ts';
import type { LocationService } from '../location/service.ts';

export const NOT_DELIVERABLE = 'We do not deliver to this address yet. Choose another address.';
export const NO_EXPRESS = 'Express delivery is not available at this pincode.';

/** The cart's value for the delivery fee: sale total after the promo (the summary's signed lines). */
export function orderValueOf(summary: { identifier: string; valuePaise: number }[]): number {
  const sum = (id: string) => summary.filter((s) => s.identifier === id).reduce((t, s) => t + s.valuePaise, 0);
  return sum('total_mrp') + sum('discount_on_mrp') + sum('promotional_discount');
}

/** Delivery options of an order to one of the customer's addresses (standard, and express where it runs). */
export function deliveryService(addresses: AddressService, location: LocationService, cart: CartService) {
  return {
    async options(userId: number, addressId: number, promoCode?: string): Promise<Result<DeliveryOptions>> {
      const address = await addresses.own(userId, addressId);
      if (!address) return fail('ADDRESS_NOT_FOUND', 'This address was not found.', 404);
      const [estimates, view] = await Promise.all([location.deliveryOptions(address.pincode), cart.view(userId, { promoCode })]);
      if (!estimates || !address.isDeliverable) {
        return ok({ address, isDeliverable: false, message: NOT_DELIVERABLE, shipments: [] });
      }
      const value = orderValueOf(view.summary);
      const option = (speed: DeliverySpeed): DeliveryOption => {
        const e = speed === 'express' ? estimates.express : estimates.standard;
        const charge = deliveryChargePaise(speed, value);
        return {
          optionId: speed,
          deliverySpeed: speed === 'express' ? 'PRIORITY' : 'STANDARD',
          title: speed === 'express' ? 'Express delivery' : 'Standard delivery',
          eddText: e ? `${e.text} ${e.time}`.replace('Express delivery ', '') : '',
          deliveryDate: e?.deliveryDate ?? '',
          chargePaise: charge,
          chargeText: charge === 0 ? 'FREE' : formatRupees(charge),
          isAvailable: e !== null,
          unavailableReason: e ? null : NO_EXPRESS,
        };
      };
      return ok({
        address,
        isDeliverable: true,
        message: null,
        shipments: [{ shipmentId: 1, itemCount: view.itemsCount, deliveryOptions: [option('standard'), option('express')] }],
      });
    },
  };
}
export type DeliveryService = ReturnType<typeof deliveryService>;

/** Pharmacists call between 9 AM and 9 PM, India time. */
export function pharmacistCallTime(now: Date) {
  const hour = new Date(now.getTime() + 330 * 60_000).getUTCHours();
  const within = hour >= 9 && hour < 21;
  return {
    title: 'A pharmacist will call you',
    text: within
      ? 'Our pharmacist will call you within 30 minutes to confirm your medicines.'
      : 'Our pharmacist will call you after 9 AM to confirm your medicines.',
    startTime: '09:00',
    endTime: '21:00',
    isWithinHours: within,
  };
}
