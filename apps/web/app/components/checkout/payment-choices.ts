/**
 * The payment page's options as one list of choices, from fetchPaymentModes (spec §3 "Payment modes
 * response", §4 option states, §9 segment order): each knows its payment type, sub-type, the form it
 * needs and whether it can be chosen. Pure (unit tested).
 */
import type { PaymentModes, PaymentOption, PaymentSegment } from '@dawa/contracts';
import { PAY } from './payment-rules.ts';

export const SEGMENT_ORDER = ['preferred', 'offers_for_you', 'saved_options', 'pay_later', 'other_options'] as const;
export const OPTION_STATE = { active: 1, disabled: 2, inactive: 3 } as const;

export type Form = 'upi' | 'card' | 'bank' | 'wallet' | 'cod' | 'none';

export interface Choice {
  key: string;
  segment: PaymentSegment['segmentType'] | 'cod';
  label: string;
  paymentTypeId: number;
  paymentSubTypeId?: number;
  form: Form;
  state: 1 | 2 | 3;
  message: string | null;
  offerText: string | null;
  /** A UPI id to start with (saved and preferred UPI options). */
  vpa?: string;
  /** The sub-type is fixed by the option (a saved wallet, the last bank used). */
  fixedSubType: boolean;
  option: PaymentOption | null;
}

const FORM_BY_TYPE: Record<number, Form> = {
  [PAY.upi]: 'upi',
  6: 'upi',
  [PAY.card]: 'card',
  [PAY.netBanking]: 'bank',
  [PAY.wallet]: 'wallet',
  62: 'wallet',
  66: 'wallet',
};

/** The segments in the spec's order (unknown ones last, as the server sent them). */
export function orderedSegments(segments: PaymentSegment[]): PaymentSegment[] {
  const rank = (s: PaymentSegment) => {
    const at = (SEGMENT_ORDER as readonly string[]).indexOf(s.segmentType);
    return at < 0 ? SEGMENT_ORDER.length : at;
  };
  return [...segments].sort((a, b) => rank(a) - rank(b));
}

function choiceOf(segment: PaymentSegment, option: PaymentOption, index: number): Choice {
  const payable = option.type !== 'PAY_LATER';
  return {
    key: `${segment.segmentType}:${index}`,
    segment: segment.segmentType,
    label: option.displayName,
    paymentTypeId: option.paymentTypeId,
    paymentSubTypeId: option.paymentSubTypeId ?? undefined,
    form: payable ? (FORM_BY_TYPE[option.paymentTypeId] ?? 'none') : 'none',
    state: payable ? option.state : option.state === OPTION_STATE.active ? OPTION_STATE.inactive : option.state,
    message: option.stateMessage,
    offerText: option.offerText,
    vpa: option.meta.vpa,
    fixedSubType: option.paymentSubTypeId !== null && option.type !== 'OFFER',
    option,
  };
}

export type ChoiceGroup = { segment: PaymentSegment | null; choices: Choice[] };

/** Every choice of the page, segment by segment, then cash on delivery. */
export function choicesOf(modes: PaymentModes): ChoiceGroup[] {
  const groups = orderedSegments(modes.segments).map((segment) => ({
    segment,
    choices: segment.options.map((option, i) => choiceOf(segment, option, i)),
  }));
  const cod = modes.cod.options.map((o, i): Choice => ({
    key: `cod:${i}`,
    segment: 'cod',
    label: o.displayName,
    paymentTypeId: PAY.cod,
    form: 'cod',
    state: o.isEnabled ? o.state : o.state === OPTION_STATE.active ? OPTION_STATE.disabled : o.state,
    message: o.subText,
    offerText: null,
    fixedSubType: false,
    option: null,
  }));
  return cod.length > 0 ? [...groups, { segment: null, choices: cod }] : groups;
}

export const isSelectable = (c: Choice) => c.state === OPTION_STATE.active && c.form !== 'none';

/** What the page starts with: the last used option when it can be chosen, else nothing (the shopper picks). */
export function initialChoice(
  groups: { choices: Choice[] }[],
  stored?: { paymentTypeId?: number; paymentSubTypeId?: number },
): Choice | null {
  const all = groups.flatMap((g) => g.choices).filter(isSelectable);
  if (stored?.paymentTypeId !== undefined) {
    const same =
      all.find((c) => c.segment === 'other_options' && c.paymentTypeId === stored.paymentTypeId) ??
      all.find((c) => c.paymentTypeId === stored.paymentTypeId);
    if (same) return same;
  }
  return all.find((c) => c.segment === 'preferred') ?? null;
}
