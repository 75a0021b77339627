import { describe, expect, it } from 'vitest';
import { erasedAddressSnapshot, isOrderInProgress } from './data-rights.ts';

const address = {
  contactName: 'Asha Rao',
  contactNumber: '9876543210',
  flatNumber: 'Flat 4B',
  streetName: 'Marine Drive',
  landmark: 'Near the sea',
  pincode: 400001,
  cityId: 1,
  cityName: 'Mumbai',
  latitude: 18.9,
  longitude: 72.8,
};

describe('an erased account’s order address', () => {
  it('keeps only the place of supply below ₹50,000', () => {
    expect(erasedAddressSnapshot(address, 49_999_99)).toEqual({ erased: true, pincode: 400001, cityId: 1, cityName: 'Mumbai' });
  });

  it('keeps the recipient’s name and address, never the phone or the map point, from ₹50,000', () => {
    const kept = erasedAddressSnapshot(address, 50_000_00);
    expect(kept).toMatchObject({ contactName: 'Asha Rao', flatNumber: 'Flat 4B', streetName: 'Marine Drive', pincode: 400001 });
    expect(kept).not.toHaveProperty('contactNumber');
    expect(kept).not.toHaveProperty('latitude');
  });
});

describe('orders in progress', () => {
  it.each(['PAYMENT_PENDING', 'PLACED', 'RX_VERIFIED', 'PACKED', 'SHIPPED'])('%s is in progress', (status) => {
    expect(isOrderInProgress(status)).toBe(true);
  });
  it.each(['DELIVERED', 'CANCELLED', 'PAYMENT_FAILED'])('%s has ended', (status) => {
    expect(isOrderInProgress(status)).toBe(false);
  });
});
