/** Which address and speed the delivery step starts with (pure: used by its loader). */
import type { DeliveryOption } from '@dawa/contracts';
import type { Address } from '../account/types.ts';

type Speed = DeliveryOption['optionId'];

export const isDeliverable = (a: Address) => a.isDeliverable !== false;

/** The stored address when it is still there and deliverable, else the first deliverable one. */
export function pickAddress(addresses: Address[], storedId: number | undefined): Address | undefined {
  return addresses.find((a) => a.id === storedId && isDeliverable(a)) ?? addresses.find(isDeliverable);
}

/** The stored speed when it is available, else standard. */
export function pickSpeed(options: DeliveryOption[], stored: Speed | undefined): Speed {
  return options.some((o) => o.optionId === stored && o.isAvailable) ? stored! : 'standard';
}
