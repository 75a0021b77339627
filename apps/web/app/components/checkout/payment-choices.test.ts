import type { PaymentModes, PaymentOption } from '@dawa/contracts';
import { describe, expect, it } from 'vitest';
import { choicesOf, initialChoice, isSelectable } from './payment-choices.ts';

const option = (o: Partial<PaymentOption> & Pick<PaymentOption, 'displayName' | 'type' | 'paymentTypeId'>): PaymentOption => ({
  image: null,
  elementType: 'payment_option',
  paymentSubTypeId: null,
  linked: false,
  meta: {},
  offerDetails: null,
  offerText: null,
  popular: false,
  state: 1,
  stateMessage: null,
  isLastUsed: false,
  subTypes: null,
  ...o,
});
const segment = (segmentType: PaymentModes['segments'][number]['segmentType'], options: PaymentOption[]) => ({
  segmentType,
  headerText: segmentType,
  text: null,
  headerTag: null,
  configurationDetails: { canExpand: false },
  options,
});

const modes = (codEnabled: boolean): PaymentModes => ({
  ufpEligible: true,
  ufpActive: true,
  amountPaise: 10_000,
  segments: [
    segment('other_options', [
      option({ displayName: 'UPI', type: 'UPI', paymentTypeId: 4 }),
      option({ displayName: 'Card', type: 'CARD', paymentTypeId: 1 }),
    ]),
    segment('pay_later', [option({ displayName: 'Pay later', type: 'PAY_LATER', paymentTypeId: 5, state: 3, stateMessage: 'Not yet.' })]),
    segment('preferred', [option({ displayName: 'HDFC Bank', type: 'NB', paymentTypeId: 2, paymentSubTypeId: 1, isLastUsed: true })]),
  ],
  paymentModeText: { cod: { header: 'Pay on delivery', text: '' }, online: { header: 'Pay online', text: '' } },
  cod: {
    options: [
      {
        isEnabled: codEnabled,
        subText: 'Up to ₹5,000.',
        displayName: 'Cash on delivery',
        image: null,
        paymentTypeId: -1,
        state: codEnabled ? 1 : 2,
      },
    ],
  },
  vpaHandles: [],
  linkedWallets: [],
});

describe('payment choices', () => {
  it('orders the segments as the spec says, cash on delivery last', () => {
    expect(choicesOf(modes(true)).map((g) => g.segment?.segmentType ?? 'cod')).toEqual(['preferred', 'pay_later', 'other_options', 'cod']);
  });

  it('pay later is shown but cannot be chosen; disabled cash on delivery neither', () => {
    const all = choicesOf(modes(false)).flatMap((g) => g.choices);
    const payLater = all.find((c) => c.label === 'Pay later')!;
    expect(payLater.state).toBe(3);
    expect(isSelectable(payLater)).toBe(false);
    const cod = all.find((c) => c.form === 'cod')!;
    expect(cod.state).toBe(2);
    expect(cod.message).toBe('Up to ₹5,000.');
    expect(isSelectable(cod)).toBe(false);
  });

  it('a preferred bank keeps its sub-type; forms follow the payment type', () => {
    const all = choicesOf(modes(true)).flatMap((g) => g.choices);
    expect(all.find((c) => c.segment === 'preferred')).toMatchObject({ form: 'bank', paymentSubTypeId: 1, fixedSubType: true });
    expect(all.find((c) => c.label === 'UPI')).toMatchObject({ form: 'upi', fixedSubType: false });
  });

  it('starts with the method chosen before, else the preferred one', () => {
    const groups = choicesOf(modes(true));
    expect(initialChoice(groups, { paymentTypeId: 1 })?.label).toBe('Card');
    expect(initialChoice(groups, {})?.segment).toBe('preferred');
    expect(initialChoice(groups, { paymentTypeId: 5 })?.segment).toBe('preferred');
  });
});
