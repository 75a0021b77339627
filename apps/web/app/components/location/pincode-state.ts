/**
 * The pincode drawer's state (spec §4 "Pincode drawer state") as a pure reducer, so its rules can be
 * tested without a browser.
 */
export type PincodeState = {
  show: boolean;
  loading: boolean;
  selectedCity: string;
  selectedPincode: string;
  enteredCity: string;
  enteredPincode: string;
  errorDetails: string | null;
  isManuallySet: boolean;
  isCoachMarkVisible: boolean;
  isIPReversed: boolean;
  isNotServicable: boolean;
  isExpressAvailable: boolean;
};

export type PincodeAction =
  | { type: 'show'; show: boolean }
  | { type: 'loading'; loading: boolean }
  | { type: 'enter'; pincode: string }
  | { type: 'setPincode'; cityId?: number | null; city: string; pincode?: string | null; isExpressAvailable?: boolean; manual?: boolean }
  | { type: 'setIPReversed'; isIPReversed: boolean }
  | { type: 'notServiceable'; message: string }
  | { type: 'error'; message: string }
  | { type: 'resetError' }
  | { type: 'coachMark'; visible: boolean };

export function initialPincodeState(selected?: { city: string; pincode: string; isExpress?: boolean } | null): PincodeState {
  return {
    show: false,
    loading: false,
    selectedCity: selected?.city ?? '',
    selectedPincode: selected?.pincode ?? '',
    enteredCity: selected?.city ?? '',
    enteredPincode: selected?.pincode ?? '-',
    errorDetails: null,
    isManuallySet: false,
    isCoachMarkVisible: false,
    isIPReversed: false,
    isNotServicable: false,
    isExpressAvailable: selected?.isExpress ?? false,
  };
}

export function pincodeReducer(state: PincodeState, action: PincodeAction): PincodeState {
  switch (action.type) {
    case 'show':
      return { ...state, show: action.show };
    case 'loading':
      return { ...state, loading: action.loading };
    case 'enter':
      return { ...state, enteredPincode: action.pincode, errorDetails: null, isNotServicable: false };
    case 'setPincode': {
      // A location needs both a city id and a pincode; anything less is ignored.
      if (!action.cityId || !action.pincode) return state;
      const manual = action.manual ?? true;
      return {
        ...state,
        loading: false,
        selectedCity: action.city,
        selectedPincode: action.pincode,
        enteredCity: action.city,
        enteredPincode: action.pincode,
        errorDetails: null,
        isNotServicable: false,
        isExpressAvailable: action.isExpressAvailable ?? false,
        isManuallySet: manual ? true : state.isManuallySet,
        isIPReversed: manual ? false : state.isIPReversed,
      };
    }
    case 'setIPReversed':
      return {
        ...state,
        isIPReversed: action.isIPReversed,
        isManuallySet: action.isIPReversed ? false : state.isManuallySet,
      };
    case 'notServiceable':
      return { ...state, loading: false, isNotServicable: true, errorDetails: action.message };
    case 'error':
      return { ...state, loading: false, errorDetails: action.message };
    case 'resetError':
      return {
        ...state,
        errorDetails: null,
        isNotServicable: false,
        enteredCity: state.selectedCity,
        enteredPincode: state.selectedPincode,
      };
    case 'coachMark':
      return { ...state, isCoachMarkVisible: action.visible };
  }
}
