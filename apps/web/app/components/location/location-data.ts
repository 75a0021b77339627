/** What the /location route's loader and action answer (read by the pincode form, drawer and sync). */
import type { Address, PincodeDetails } from '../account/types.ts';
import type { SelectedLocation } from './location-cookies.ts';

export type LocationLoaderData = {
  addresses: Address[] | null;
  preview: PincodeDetails | null;
  /** Why the checked pincode cannot be chosen (not serviceable, unknown). */
  previewError: { pincode: string; message: string } | null;
};

export type LocationActionData =
  | { ok: true; intent: string; location?: SelectedLocation; details?: PincodeDetails; address?: Address }
  | { ok: false; intent: string; code: string; message: string };
