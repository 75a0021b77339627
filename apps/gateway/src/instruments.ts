import { brandOf, passesLuhn } from './cardbins.ts';
import { invalid, ok, type GatewayResult } from './result.ts';
import type { GatewayStore, InstrumentSummary, Outcome, PaymentMethodType } from './store.ts';
import { WALLET_GATEWAYS } from './wallets.ts';

/**
 * Test instruments. Their result is fixed; every other valid instrument lets the tester choose on the
 * hosted page. Net banking and wallets always let the tester choose.
 */
const FIXED_CARDS: Record<string, Outcome> = { '4111111111111111': 'approve', '4000000000000002': 'decline' };
const FIXED_VPAS: Record<string, Outcome> = { 'success@upi': 'approve', 'failure@upi': 'decline', 'pending@upi': 'pending' };

/** Net banking codes the sandbox accepts (the bank's IFSC prefix after NB_). */
export const NET_BANKS: Record<string, string> = {
  NB_HDFC: 'HDFC Bank',
  NB_ICICI: 'ICICI Bank',
  NB_SBI: 'State Bank of India',
  NB_AXIS: 'Axis Bank',
  NB_KOTAK: 'Kotak Mahindra Bank',
  NB_YESB: 'Yes Bank',
  NB_PNB: 'Punjab National Bank',
  NB_BOB: 'Bank of Baroda',
  NB_CANR: 'Canara Bank',
  NB_UBI: 'Union Bank of India',
};

const VPA_SHAPE = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export interface CheckedInstrument {
  paymentMethodType: PaymentMethodType;
  paymentMethod: string;
  instrument: InstrumentSummary;
  outcome: Outcome;
}

type Fields = Record<string, string | undefined>;

export function checkInstrument(fields: Fields, amountPaise: number, store: GatewayStore, now: Date): GatewayResult<CheckedInstrument> {
  switch (fields.payment_method_type) {
    case 'CARD':
      return checkCard(fields, now);
    case 'UPI':
      return checkUpi(fields);
    case 'NB':
      return checkNetBanking(fields);
    case 'WALLET':
      return checkWallet(fields, amountPaise, store);
    default:
      return invalid('payment_method_type must be CARD, NB, WALLET or UPI.', 'INVALID_PAYMENT_METHOD_TYPE');
  }
}

function checkCard(fields: Fields, now: Date): GatewayResult<CheckedInstrument> {
  const digits = (fields.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return invalid('Invalid card number.', 'INVALID_CARD_NUMBER');
  const brand = brandOf(digits);
  if (!brand) return invalid('This card network is not supported.', 'UNSUPPORTED_CARD_BRAND');
  if (fields.payment_method && fields.payment_method !== brand) {
    return invalid(`payment_method ${fields.payment_method} does not match the card number.`, 'INVALID_PAYMENT_METHOD');
  }
  const month = /^\d{1,2}$/.test(fields.card_exp_month ?? '') ? Number(fields.card_exp_month) : NaN;
  const yearText = fields.card_exp_year ?? '';
  const year = /^\d{2}$/.test(yearText) ? 2000 + Number(yearText) : /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!(month >= 1 && month <= 12) || Number.isNaN(year)) return invalid('Invalid card expiry date.', 'INVALID_CARD_EXPIRY');
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return invalid('The card has expired.', 'CARD_EXPIRED');
  const cvvLength = brand === 'AMEX' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(fields.card_security_code ?? '')) {
    return invalid(`The card security code is ${cvvLength} digits.`, 'INVALID_CVV');
  }
  const name = fields.name_on_card?.trim();
  if (name !== undefined && (name.length > 100 || !/^[\p{L} .'-]*$/u.test(name))) {
    return invalid('Invalid name on card.', 'INVALID_NAME_ON_CARD');
  }
  return ok({
    paymentMethodType: 'CARD',
    paymentMethod: brand,
    instrument: { kind: 'CARD', brand, last4: digits.slice(-4) },
    outcome: FIXED_CARDS[digits] ?? 'choose',
  });
}

function checkUpi(fields: Fields): GatewayResult<CheckedInstrument> {
  if (fields.payment_method !== undefined && fields.payment_method !== 'UPI') {
    return invalid('payment_method must be UPI.', 'INVALID_PAYMENT_METHOD');
  }
  if (fields.txn_type !== undefined && fields.txn_type !== 'UPI_COLLECT') {
    return invalid('The sandbox supports txn_type UPI_COLLECT only.', 'INVALID_TXN_TYPE');
  }
  const vpa = (fields.upi_vpa ?? '').trim().toLowerCase();
  if (!VPA_SHAPE.test(vpa)) return invalid('Invalid UPI ID. It looks like name@bank.', 'INVALID_VPA');
  return ok({
    paymentMethodType: 'UPI',
    paymentMethod: 'UPI',
    instrument: { kind: 'UPI', vpa },
    outcome: FIXED_VPAS[vpa] ?? 'choose',
  });
}

function checkNetBanking(fields: Fields): GatewayResult<CheckedInstrument> {
  const code = fields.payment_method ?? '';
  const bank = NET_BANKS[code];
  if (!bank) return invalid('Unknown net banking bank code.', 'INVALID_PAYMENT_METHOD');
  return ok({ paymentMethodType: 'NB', paymentMethod: code, instrument: { kind: 'NB', bank }, outcome: 'choose' });
}

function checkWallet(fields: Fields, amountPaise: number, store: GatewayStore): GatewayResult<CheckedInstrument> {
  const wallet = fields.payment_method ?? '';
  if (!(WALLET_GATEWAYS as readonly string[]).includes(wallet)) return invalid('Unknown wallet.', 'INVALID_PAYMENT_METHOD');
  const token = fields.direct_wallet_token;
  if (token === undefined || token === '') {
    return ok({ paymentMethodType: 'WALLET', paymentMethod: wallet, instrument: { kind: 'WALLET', wallet }, outcome: 'choose' });
  }
  // A direct debit from a linked wallet: the token must be that wallet's, and the balance must cover the order.
  const account = store.findWalletByToken(token);
  if (!account || !account.linked || account.wallet !== wallet) return invalid('Invalid direct_wallet_token.', 'INVALID_WALLET_TOKEN');
  if ((account.balancePaise ?? 0) < amountPaise) return invalid('Insufficient wallet balance.', 'INSUFFICIENT_BALANCE');
  return ok({
    paymentMethodType: 'WALLET',
    paymentMethod: wallet,
    instrument: { kind: 'WALLET', wallet, walletId: account.id },
    outcome: 'choose',
  });
}
