/**
 * The delivery page's data: saved addresses, the delivery options of the chosen one, the cart priced for
 * the chosen speed, and the pharmacist call note. Choices go to the checkout state as they change.
 */
import type { CartData, DeliveryOption } from '@dawa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { cartApi } from '../../lib/api-cart.ts';
import { checkoutApi, type PharmacistCallTime } from '../../lib/api-checkout.ts';
import { readCheckoutState, updateCheckoutState } from '../../lib/checkout-state.ts';
import type { Address } from '../account/types.ts';
import { isDeliverable } from './address-picker.tsx';
import type { SpeedState } from './delivery-speed.tsx';

type Load<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: T };
type Speed = DeliveryOption['optionId'];

/** The stored address when it is still there and deliverable, else the first deliverable one. */
export function pickAddress(addresses: Address[], storedId: number | undefined): Address | undefined {
  return addresses.find((a) => a.id === storedId && isDeliverable(a)) ?? addresses.find(isDeliverable);
}

/** The stored speed when it is available, else standard. */
export function pickSpeed(options: DeliveryOption[], stored: Speed | undefined): Speed {
  return options.some((o) => o.optionId === stored && o.isAvailable) ? stored! : 'standard';
}

export function useDeliveryPage(enabled: boolean) {
  const [addresses, setAddresses] = useState<Load<Address[]>>({ kind: 'loading' });
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [speedState, setSpeedState] = useState<SpeedState>({ kind: 'idle' });
  const [speed, setSpeed] = useState<Speed | undefined>(undefined);
  const [cart, setCart] = useState<Load<CartData>>({ kind: 'loading' });
  const [call, setCall] = useState<PharmacistCallTime | null>(null);
  const [consult, setConsult] = useState(false);
  const cartRequest = useRef(0);

  const loadAddresses = useCallback(async (prefer?: number) => {
    setAddresses({ kind: 'loading' });
    try {
      const list = await api.addresses();
      setAddresses({ kind: 'ready', data: list });
      const chosen = pickAddress(list, prefer ?? readCheckoutState().addressId);
      setAddressId(chosen?.id);
      updateCheckoutState({ addressId: chosen?.id });
    } catch {
      setAddresses({ kind: 'failed' });
    }
  }, []);

  const loadCart = useCallback(async (express: boolean) => {
    const mine = ++cartRequest.current;
    try {
      const data = await cartApi.items({ isPrioritySelected: express });
      if (mine === cartRequest.current) setCart({ kind: 'ready', data });
    } catch {
      if (mine === cartRequest.current) setCart({ kind: 'failed' });
    }
  }, []);

  const loadOptions = useCallback(async (id: number) => {
    setSpeedState({ kind: 'loading' });
    try {
      const data = await checkoutApi.deliveryOptions(id);
      setSpeedState({ kind: 'ready', data });
      const next = data.isDeliverable ? pickSpeed(data.shipments[0]?.deliveryOptions ?? [], readCheckoutState().deliveryOption) : undefined;
      setSpeed(next);
      updateCheckoutState({ deliveryOption: next });
    } catch {
      setSpeedState({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const state = readCheckoutState();
    setConsult(state.rx.consult);
    void loadAddresses();
    void loadCart(state.deliveryOption === 'express');
  }, [enabled, loadAddresses, loadCart]);

  useEffect(() => {
    if (enabled && addressId !== undefined) void loadOptions(addressId);
    else setSpeedState({ kind: 'idle' });
  }, [enabled, addressId, loadOptions]);

  // The summary follows the chosen speed (the express charge).
  useEffect(() => {
    if (enabled && speed !== undefined) void loadCart(speed === 'express');
  }, [enabled, speed, loadCart]);

  // A custom medicine or a doctor consultation: a pharmacist calls to confirm.
  const needsCall = cart.kind === 'ready' && (consult || cart.data.items.some((i) => i.isCustom));
  useEffect(() => {
    if (!needsCall || call) return;
    checkoutApi
      .pharmacistCallTime()
      .then(setCall)
      .catch(() => undefined);
  }, [needsCall, call]);

  return {
    addresses,
    addressId,
    speedState,
    speed,
    cart,
    call: needsCall ? call : null,
    chooseAddress: (a: Address) => {
      setAddressId(a.id);
      updateCheckoutState({ addressId: a.id });
    },
    chooseSpeed: (s: Speed) => {
      setSpeed(s);
      updateCheckoutState({ deliveryOption: s });
    },
    reloadAddresses: loadAddresses,
    retryOptions: () => (addressId !== undefined ? void loadOptions(addressId) : undefined),
    retryCart: () => void loadCart(speed === 'express'),
  };
}
