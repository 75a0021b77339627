/**
 * The auth, profile, pincode and address shapes (spec §3) are the API's contracts: the storefront reads
 * them as @dawa/contracts declares them, never a copy of its own.
 */
export type { Address, LoginResult, OtpData as OtpInfo, PincodeDetails, Profile } from '@dawa/contracts';

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

/** The visitor as the root loader sees them: a profile when signed in, else null. */
/** `hasDeliveredOrder` places Refer & Earn in the account menu (spec §2); unknown is read as false. */
export type SessionUser = { id: number; name: string | null; mobileNumber: string; hasDeliveredOrder?: boolean };
