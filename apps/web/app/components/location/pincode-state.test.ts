import { describe, expect, it } from 'vitest';
import { initialPincodeState, pincodeReducer, type PincodeState } from './pincode-state.ts';

const base = (over: Partial<PincodeState> = {}): PincodeState => ({ ...initialPincodeState(), ...over });

describe('pincode drawer state', () => {
  it('starts with no selection and the entered pincode "-"', () => {
    const state = initialPincodeState();
    expect(state.enteredPincode).toBe('-');
    expect(state.isManuallySet).toBe(false);
  });

  it('setting a pincode manually marks it manual and not IP-reversed', () => {
    const next = pincodeReducer(base({ isIPReversed: true }), {
      type: 'setPincode',
      cityId: 1,
      city: 'Mumbai',
      pincode: '400001',
      isExpressAvailable: true,
    });
    expect(next.isManuallySet).toBe(true);
    expect(next.isIPReversed).toBe(false);
    expect(next.selectedPincode).toBe('400001');
    expect(next.selectedCity).toBe('Mumbai');
    expect(next.enteredPincode).toBe('400001');
    expect(next.isExpressAvailable).toBe(true);
  });

  it('setting IP-reversed true drops the manual flag', () => {
    const next = pincodeReducer(base({ isManuallySet: true }), { type: 'setIPReversed', isIPReversed: true });
    expect(next.isIPReversed).toBe(true);
    expect(next.isManuallySet).toBe(false);
  });

  it('setting IP-reversed false keeps the manual flag', () => {
    const next = pincodeReducer(base({ isManuallySet: true, isIPReversed: true }), { type: 'setIPReversed', isIPReversed: false });
    expect(next.isIPReversed).toBe(false);
    expect(next.isManuallySet).toBe(true);
  });

  it('reset error clears the error and copies selected to entered', () => {
    const state = base({
      selectedCity: 'Pune',
      selectedPincode: '411001',
      enteredCity: 'Nowhere',
      enteredPincode: '999999',
      errorDetails: 'Not serviceable',
      isNotServicable: true,
    });
    const next = pincodeReducer(state, { type: 'resetError' });
    expect(next.errorDetails).toBeNull();
    expect(next.isNotServicable).toBe(false);
    expect(next.enteredCity).toBe('Pune');
    expect(next.enteredPincode).toBe('411001');
  });

  it('ignores a location without both a city id and a pincode', () => {
    const state = base({ selectedPincode: '411001', selectedCity: 'Pune' });
    expect(pincodeReducer(state, { type: 'setPincode', cityId: null, city: 'Mumbai', pincode: '400001' })).toBe(state);
    expect(pincodeReducer(state, { type: 'setPincode', cityId: 1, city: 'Mumbai', pincode: '' })).toBe(state);
    expect(pincodeReducer(state, { type: 'setPincode', cityId: 0, city: 'Mumbai', pincode: null })).toBe(state);
  });

  it('a not-serviceable answer keeps the message and flags the state', () => {
    const next = pincodeReducer(base({ loading: true }), { type: 'notServiceable', message: 'We do not deliver here yet' });
    expect(next.isNotServicable).toBe(true);
    expect(next.errorDetails).toBe('We do not deliver here yet');
    expect(next.loading).toBe(false);
  });
});
