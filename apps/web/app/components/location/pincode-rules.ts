/** A pincode lookup's answer as the location to store (pure: used by the form and by the /location action). */
import type { PincodeDetails } from '../account/types.ts';
import type { SelectedLocation } from './location-cookies.ts';

export function toLocation(details: PincodeDetails, fallbackPincode: string): SelectedLocation | null {
  const pincode = String(details?.pincode ?? fallbackPincode);
  const cityId = Number(details?.cityAttributes?.id);
  if (!/^[1-9][0-9]{5}$/.test(pincode) || !cityId) return null;
  return {
    pincode,
    cityId,
    cityName: details.cityAttributes.name,
    isExpress: Boolean(details.neighbourhoodAttributes?.isExpressAvailable),
  };
}
