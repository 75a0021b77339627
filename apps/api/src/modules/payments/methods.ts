import { NET_BANKS, POPULAR_BANKS } from '@dawa/contracts';
import { PAYMENT_TYPE_ID } from '@dawa/domain';

/**
 * How the spec's payment type and sub-type ids (§9) map onto the gateway's protocol. One table each, so
 * the payment page, the invoke call and the wallet calls agree.
 */

export type GatewayMethodType = 'UPI' | 'CARD' | 'NB' | 'WALLET';

/**
 * Wallets by paymentSubTypeId (paymentTypeId 3). The spec's payment types 62 (PhonePe) and 66 (Amazon
 * Pay) are the same wallets chosen from their own tiles.
 */
export const WALLETS = [
  { paymentSubTypeId: 1, code: 'PAYTM', displayName: 'Paytm' },
  { paymentSubTypeId: 2, code: 'MOBIKWIK', displayName: 'MobiKwik' },
  { paymentSubTypeId: 3, code: 'AMAZONPAY', displayName: 'Amazon Pay' },
  { paymentSubTypeId: 4, code: 'PHONEPE', displayName: 'PhonePe' },
] as const;
export type WalletEntry = (typeof WALLETS)[number];

export const walletBySubType = (subTypeId: number | undefined): WalletEntry | undefined =>
  WALLETS.find((w) => w.paymentSubTypeId === subTypeId);
export const walletByCode = (code: string): WalletEntry | undefined => WALLETS.find((w) => w.code === code);

/** The banks live in the contracts: the lab cart's page offers the same popular ones. */
export { NET_BANKS, POPULAR_BANKS };

/** UPI handles the payment page suggests after the name part of a UPI id. */
export const VPA_HANDLES = ['@okhdfcbank', '@okicici', '@oksbi', '@okaxis', '@ybl', '@ibl', '@axl', '@paytm', '@apl', '@upi'];

/**
 * Pay later has no id in the spec and our gateway offers none: it is shown, inactive, under this id and
 * can never be paid with.
 */
export const PAY_LATER_TYPE_ID = 5;

/** The gateway's payment_method_type for a payment type; null for cash on delivery and unknown ids. */
export function methodTypeOf(paymentTypeId: number): GatewayMethodType | null {
  switch (paymentTypeId) {
    case PAYMENT_TYPE_ID.card:
      return 'CARD';
    case PAYMENT_TYPE_ID.netBanking:
      return 'NB';
    case PAYMENT_TYPE_ID.wallet:
    case PAYMENT_TYPE_ID.phonePe:
    case PAYMENT_TYPE_ID.amazonPay:
      return 'WALLET';
    case PAYMENT_TYPE_ID.upi:
    case PAYMENT_TYPE_ID.upiIntent:
      return 'UPI';
    default:
      return null;
  }
}

/** The gateway's payment_method (wallet or bank code, 'UPI'); null for cards, whose brand the browser's BIN lookup gives. */
export function methodOf(paymentTypeId: number, subTypeId: number | undefined): string | null {
  if (paymentTypeId === PAYMENT_TYPE_ID.phonePe) return 'PHONEPE';
  if (paymentTypeId === PAYMENT_TYPE_ID.amazonPay) return 'AMAZONPAY';
  if (paymentTypeId === PAYMENT_TYPE_ID.wallet) return walletBySubType(subTypeId)?.code ?? null;
  if (paymentTypeId === PAYMENT_TYPE_ID.netBanking) return NET_BANKS.find((b) => b.paymentSubTypeId === subTypeId)?.code ?? null;
  if (paymentTypeId === PAYMENT_TYPE_ID.upi || paymentTypeId === PAYMENT_TYPE_ID.upiIntent) return 'UPI';
  return null;
}

/** What the customer recognises the instrument by, from the gateway's answer; never a card number. */
export function instrumentLabel(state: {
  paymentMethodType: string | null;
  paymentMethod: string | null;
  instrument: { payerVpa: string | null; cardLast4: string | null; cardBrand: string | null };
}): string | null {
  const { payerVpa, cardLast4, cardBrand } = state.instrument;
  let label: string | null = null;
  if (payerVpa) label = payerVpa;
  else if (cardLast4) label = `${cardBrand ?? state.paymentMethod ?? 'Card'} •••• ${cardLast4}`;
  else if (state.paymentMethodType === 'CARD') label = `${state.paymentMethod ?? ''} card`.trim();
  else if (state.paymentMethodType === 'UPI') label = 'UPI';
  else if (state.paymentMethodType === 'NB')
    label = `Net banking, ${NET_BANKS.find((b) => b.code === state.paymentMethod)?.displayName ?? 'bank'}`;
  else if (state.paymentMethodType === 'WALLET') label = `${walletByCode(state.paymentMethod ?? '')?.displayName ?? 'Wallet'} wallet`;
  return label ? label.slice(0, 80) : null;
}

export const VPA_PATTERN = /^[a-z0-9._-]{2,64}@[a-z0-9]{2,64}$/;
