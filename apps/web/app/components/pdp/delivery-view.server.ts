/**
 * Spec §7: GET otc/fetchOtcEdd/{productId} for the chosen pincode, only for available products; the medicine
 * page and the healthcare product page both show it in their buy box.
 */
import { api } from '../../lib/api.ts';
import type { DeliveryView } from './pdp-types.ts';

/** The estimate may not hold the page up longer than this; a slow or failed one shows no time (spec §8). */
const ESTIMATE_TIMEOUT_MS = 800;

export async function deliveryView(productId: number, pincode: string | null, request: Request): Promise<DeliveryView> {
  const none: DeliveryView = { pincode, loaded: true, text: null, time: null, date: null, express: false };
  if (pincode === null) return none;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ESTIMATE_TIMEOUT_MS);
  });
  try {
    const estimate = await Promise.race([api.deliveryEstimate(productId, pincode, request), timeout]);
    if (!estimate?.edd) return none;
    return {
      pincode,
      loaded: true,
      text: estimate.edd.text,
      time: estimate.edd.time,
      date: estimate.deliveryDate,
      express: estimate.edd.showPriorityFlashIcon,
    };
  } catch {
    return none;
  } finally {
    clearTimeout(timer);
  }
}
