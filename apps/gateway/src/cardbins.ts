import { invalid, ok, type GatewayResult } from './result.ts';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'RUPAY' | 'AMEX' | 'DINERS';

export interface CardBinInfo {
  id: string;
  brand: CardBrand;
  bank: string;
  country: 'INDIA';
  type: 'CREDIT' | 'DEBIT';
  sub_type: string;
  card_issuer_bank_code: string;
}

type BinRow = Omit<CardBinInfo, 'id' | 'country'>;

/**
 * The sandbox's issuer table, keyed by the first six digits. Covers the test cards (411111… succeeds,
 * 400000… is declined) and one card of each network; any other BIN gets its brand from the prefix
 * rules below, bank "Unknown" and type DEBIT.
 */
const SANDBOX_BINS: Record<string, BinRow> = {
  '411111': { brand: 'VISA', bank: 'HDFC Bank', type: 'CREDIT', sub_type: 'PLATINUM', card_issuer_bank_code: 'HDFC' },
  '400000': { brand: 'VISA', bank: 'ICICI Bank', type: 'DEBIT', sub_type: 'CLASSIC', card_issuer_bank_code: 'ICIC' },
  '508500': { brand: 'RUPAY', bank: 'State Bank of India', type: 'DEBIT', sub_type: 'CLASSIC', card_issuer_bank_code: 'SBIN' },
  '522222': { brand: 'MASTERCARD', bank: 'Axis Bank', type: 'CREDIT', sub_type: 'WORLD', card_issuer_bank_code: 'UTIB' },
  '555555': { brand: 'MASTERCARD', bank: 'Kotak Mahindra Bank', type: 'DEBIT', sub_type: 'STANDARD', card_issuer_bank_code: 'KKBK' },
  '378282': { brand: 'AMEX', bank: 'American Express', type: 'CREDIT', sub_type: 'GOLD', card_issuer_bank_code: 'AMEX' },
  '305693': { brand: 'DINERS', bank: 'HDFC Bank', type: 'CREDIT', sub_type: 'CLUB', card_issuer_bank_code: 'HDFC' },
};

/** The network by the card number's leading digits (IIN ranges as the networks publish them). */
export function brandOf(digits: string): CardBrand | undefined {
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (two === 34 || two === 37) return 'AMEX';
  if (two === 36 || two === 38 || two === 39 || (three >= 300 && three <= 305)) return 'DINERS';
  if (two === 60 || two === 65 || two === 81 || two === 82 || three === 508 || three === 353 || three === 356) return 'RUPAY';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (digits.startsWith('4')) return 'VISA';
  return undefined;
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function lookupBin(bin: string): GatewayResult<CardBinInfo> {
  if (!/^\d{6,8}$/.test(bin)) return invalid('A card BIN is 6 to 8 digits.', 'INVALID_CARD_BIN');
  const brand = brandOf(bin);
  if (!brand) return invalid('This card network is not supported.', 'UNSUPPORTED_CARD_BRAND');
  const row = SANDBOX_BINS[bin.slice(0, 6)] ?? {
    brand,
    bank: 'Unknown',
    type: 'DEBIT',
    sub_type: 'STANDARD',
    card_issuer_bank_code: 'UNKNOWN',
  };
  return ok({ id: bin, country: 'INDIA', ...row });
}
