/** Shapes of the auth, profile, pincode and address calls (spec §3), as the storefront reads them. */

export type OtpInfo = { numberOfDigits: number; resendAfterSeconds: number; expiresInSeconds: number };

export type Profile = {
  id: number;
  name: string | null;
  profileEmail?: string | null;
  mobileNumber: string;
  hasDeliveredOrder?: boolean;
};

export type LoginResult = { profile: Profile };

export type PincodeDetails = {
  cityAttributes: { id: number; name: string; isCourierCity?: boolean; supplierCityName?: string; stateName?: string };
  neighbourhoodAttributes: { name: string; isExpressAvailable: boolean };
  pincode: number | string;
};

/** Address types (spec §9): 0 Home, 1 Work, 2 Others. */
export type AddressType = 0 | 1 | 2;

export type AddressPayload = {
  contactName: string;
  contactNumber: string;
  flatNumber: string;
  streetName: string;
  landmark?: string;
  type: AddressType;
  pincode: number;
  longitude: number | null;
  latitude: number | null;
};

export type Address = {
  id: number;
  contactName: string;
  contactNumber: string;
  flatNumber: string;
  streetName: string;
  landmark?: string | null;
  type?: AddressType;
  typeDescription?: string;
  pincode: number | string;
  cityId?: number;
  cityName?: string;
  isDeliverable?: boolean;
};

/** The visitor as the root loader sees them: a profile when signed in, else null. */
export type SessionUser = { id: number; name: string | null; mobileNumber: string };
