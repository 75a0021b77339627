/** Small, valid API answers for the checkout component tests. */
import type { CartData, DeliveryOption, DeliveryOptions } from '@dawa/contracts';
import type { Address } from '../account/types.ts';

export const address = (id: number, patch: Partial<Address> = {}): Address =>
  ({
    id,
    contactName: `Shopper ${id}`,
    contactNumber: '9876543210',
    flatNumber: 'Flat 4B',
    streetName: 'Marine Drive',
    landmark: '',
    cityName: 'Mumbai',
    pincode: 400001,
    typeDescription: 'Home',
    isDeliverable: true,
    ...patch,
  }) as Address;

const option = (optionId: 'standard' | 'express', patch: Partial<DeliveryOption> = {}): DeliveryOption => ({
  optionId,
  deliverySpeed: optionId === 'express' ? 'PRIORITY' : 'STANDARD',
  title: optionId === 'express' ? 'Express delivery' : 'Standard delivery',
  eddText: optionId === 'express' ? 'Today' : 'By Thu, 26 Nov',
  deliveryDate: '2026-11-26',
  chargePaise: optionId === 'express' ? 4900 : 0,
  chargeText: optionId === 'express' ? '₹49' : 'FREE',
  isAvailable: true,
  unavailableReason: null,
  ...patch,
});

export const options = (patch: Partial<DeliveryOptions> = {}, express: Partial<DeliveryOption> = {}): DeliveryOptions =>
  ({
    address: {},
    isDeliverable: true,
    message: null,
    shipments: [{ shipmentId: 1, itemCount: 2, deliveryOptions: [option('standard'), option('express', express)] }],
    ...patch,
  }) as DeliveryOptions;

export const cart = (patch: Partial<CartData> = {}): CartData => ({
  items: [],
  itemsCount: 2,
  medicineCount: 2,
  otcCount: 0,
  outOfStockCount: 0,
  itemsModifiedDisclaimer: null,
  isRxUploadRequired: false,
  promotionDetails: null,
  summary: [{ identifier: 'total', id: 1, label: 'To be paid', valuePaise: 52_000, value: '₹520.00' }],
  amountToBePaidPaise: 52_000,
  totalSavingPaise: 0,
  promiseGuarantee: null,
  isWalletAsDiscountApplicable: false,
  showDeliveryPreferenceScreen: true,
  loyaltyItem: null,
  loyaltyDetailsPitch: null,
  version: 1,
  ...patch,
});
