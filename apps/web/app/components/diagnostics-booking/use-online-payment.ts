/**
 * The online payment methods of a page that pays one order of its own (a PLUS purchase, a consultation): UPI, card or
 * net banking as `LabPayment` shows them, and what the shopper chose as the gateway takes it — or, when a field is
 * wrong, nothing, with the field marked and focused. UPI ids and card details stay in the browser.
 */
import { useState } from 'react';
import { useBin } from '../checkout/payment-forms.tsx';
import { cardProblems, isValidVpa, type CardInput, type Instrument } from '../checkout/payment-rules.ts';
import { LAB_BANKS, LAB_PAY, type LabPayMethod } from './lab-rules.ts';

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '', name: '' };

export type OnlinePayment = { paymentTypeId: number; bank: number | undefined; instrument: Instrument };

export function useOnlinePayment(methods: readonly LabPayMethod[]) {
  const [pay, setPay] = useState<LabPayMethod>('upi');
  const [vpa, setVpa] = useState('');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [checked, setChecked] = useState(false);
  const [bankMissing, setBankMissing] = useState(false);
  const bin = useBin(pay === 'card' ? card.number : '');

  /** The choice, read as the page shows it now (a field filled before hydration included). */
  const read = (): OnlinePayment | null => {
    const bankValue = (document.getElementById('lbk-bank') as HTMLSelectElement | null)?.value;
    const bank = LAB_BANKS.find((b) => String(b.id) === bankValue)?.id;
    const typedVpa = (document.getElementById('ck-vpa') as HTMLInputElement | null)?.value.replace(/\s/g, '') ?? vpa;
    if (pay === 'upi' && typedVpa !== vpa) setVpa(typedVpa);
    setChecked(true);
    setBankMissing(pay === 'nb' && bank === undefined);
    const wrong =
      (pay === 'upi' && !isValidVpa(typedVpa)) ||
      (pay === 'card' && Object.keys(cardProblems(card, new Date())).length > 0) ||
      (pay === 'nb' && bank === undefined);
    if (wrong) {
      document
        .querySelector<HTMLElement>('.ck-option--selected [aria-invalid="true"], .ck-option--selected input, .ck-option--selected select')
        ?.focus();
      return null;
    }
    const instrument: Instrument =
      pay === 'upi'
        ? { kind: 'upi', vpa: typedVpa }
        : pay === 'card'
          ? { kind: 'card', card, brand: bin?.cardBrand }
          : { kind: 'bank', code: LAB_BANKS.find((b) => b.id === bank)?.code ?? '' };
    return { paymentTypeId: LAB_PAY[pay], bank: pay === 'nb' ? bank : undefined, instrument };
  };

  /** `LabPayment`'s properties. */
  const fields = {
    methods,
    pay,
    onPay: (method: LabPayMethod) => {
      setPay(method);
      setChecked(false);
    },
    vpa,
    onVpa: setVpa,
    vpaError: checked && pay === 'upi' && !isValidVpa(vpa),
    card,
    onCard: setCard,
    cardProblems: checked && pay === 'card' ? cardProblems(card, new Date()) : {},
    bin,
    bank: '',
    bankError: checked && bankMissing,
  };
  return { read, fields };
}
