/**
 * /checkout/select-payment-method (spec §2, §3, §4): payment segments, the chosen option's form, the price
 * lines for that payment type and a sticky 'Pay ₹X' / 'Place order' button. The step's loader gives the
 * modes and the lines; choosing a method posts it to the step's action, which reloads the lines for it.
 */
import type { PaymentModes } from '@dawa/contracts';
import './checkout.css';
import { formatRupees } from '@dawa/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { readAttempt } from '../../lib/checkout-attempt.ts';
import { Button } from '../ui/button.tsx';
import { useChoicesMadeEarly } from '../ui/use-page-input.ts';
import { BackConfirm } from './back-confirm.tsx';
import { reportFailure } from './checkout-events.ts';
import { LockIcon } from './checkout-icons.tsx';
import { CheckoutBar, LoadFailed } from './checkout-parts.tsx';
import { choicesOf, initialChoice, type Choice } from './payment-choices.ts';
import { BankForm, CardForm, UpiForm, useBin } from './payment-forms.tsx';
import { PaymentOptions } from './payment-options.tsx';
import { cardProblems, isValidVpa, payLabelKind, type CardInput, type Instrument } from './payment-rules.ts';
import { PaymentSummary } from './payment-summary.tsx';
import type { PaymentData } from './payment-data.server.ts';
import { usePay } from './use-pay.ts';
import { WalletChoice } from './wallet-choice.tsx';
import { WalletForm } from './wallet-form.tsx';

export function PaymentPage({ data }: { data: PaymentData }) {
  const t = useT();
  const revalidator = useRevalidator();
  const modesFailed = data.modes === null;
  const linesFailed = data.lines === null;
  // Spec §8: a failed payment call is recorded with its failedApiName.
  useEffect(() => {
    if (modesFailed) reportFailure('fetchPaymentModes');
    else if (linesFailed) reportFailure('fetchPaymentBifurcation');
  }, [modesFailed, linesFailed]);

  if (!data.modes) return <LoadFailed text={t('ck.pay.modesFailed')} onRetry={() => void revalidator.revalidate()} />;
  return <PaymentForm data={data} modes={data.modes} />;
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '', name: '' };

type FormProps = { data: PaymentData; modes: PaymentModes };

function subTypeOf(choice: Choice, bank: number | undefined, wallet: number | undefined) {
  if (choice.fixedSubType) return choice.paymentSubTypeId;
  return choice.form === 'bank' ? bank : choice.form === 'wallet' ? wallet : undefined;
}

function codeOf(modes: PaymentModes, choice: Choice, subTypeId: number | undefined): string | undefined {
  const all = modes.segments.flatMap((s) => s.options).filter((o) => o.paymentTypeId === choice.paymentTypeId);
  for (const o of all) {
    const found = [...(o.subTypes?.popular ?? []), ...(o.subTypes?.others ?? [])].find((s) => s.paymentSubTypeId === subTypeId);
    if (found) return found.code;
  }
  return modes.linkedWallets.find((w) => w.paymentSubTypeId === subTypeId)?.code;
}

function PaymentForm({ data, modes }: FormProps) {
  const t = useT();
  const { cart } = data;
  const revalidator = useRevalidator();
  const choose = useFetcher();
  const groups = useMemo(() => choicesOf(modes), [modes]);
  const [choice, setChoice] = useState<Choice | null>(() => initialChoice(groups, data.choices));
  const [vpa, setVpa] = useState(() => choice?.vpa ?? '');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [bank, setBank] = useState<number | undefined>(() => (choice?.form === 'bank' ? choice.paymentSubTypeId : undefined));
  const [wallet, setWallet] = useState<number | undefined>(() => (choice?.form === 'wallet' ? choice.paymentSubTypeId : undefined));
  const [checked, setChecked] = useState(false);
  const bin = useBin(card.number);
  const { pay, busy, redirecting, leavingOnPurpose } = usePay(data.choices, cart.version);
  const [awaiting, setAwaiting] = useState(false);
  useEffect(() => setAwaiting(readAttempt().awaitingOrderId !== undefined), [busy]);

  const subType = choice ? subTypeOf(choice, bank, wallet) : undefined;
  // The chosen method is kept (the action) and the loader answers with its price lines.
  const submitChoice = useRef(choose.submit);
  submitChoice.current = choose.submit;
  const { paymentTypeId: storedType, paymentSubTypeId: storedSub } = data.choices;
  useEffect(() => {
    if (choice === null || (choice.paymentTypeId === storedType && subType === storedSub)) return;
    void submitChoice.current(
      {
        intent: 'choose-payment',
        paymentTypeId: String(choice.paymentTypeId),
        paymentSubTypeId: subType === undefined ? '' : String(subType),
      },
      { method: 'post' },
    );
  }, [choice, subType, storedType, storedSub]);
  const lines =
    choose.state !== 'idle'
      ? { kind: 'loading' as const }
      : data.lines
        ? { kind: 'ready' as const, data: data.lines }
        : { kind: 'failed' as const };

  const now = new Date();
  const problems = choice?.form === 'card' ? cardProblems(card, now) : {};
  const vpaBad = choice?.form === 'upi' && !isValidVpa(vpa);
  const bankMissing = choice?.form === 'bank' && subType === undefined;
  const walletMissing = choice?.form === 'wallet' && subType === undefined;
  const invalid = !choice || vpaBad || bankMissing || walletMissing || Object.keys(problems).length > 0;

  const amountPaise = data.lines ? data.lines.amountPaise : (modes.amountPaise ?? cart.amountToBePaidPaise);
  const label =
    payLabelKind(choice?.paymentTypeId, amountPaise) === 'place'
      ? t('ck.pay.place')
      : t('ck.pay.payNow', { amount: formatRupees(amountPaise) });

  const select = (c: Choice) => {
    setChoice(c);
    setChecked(false);
    if (c.form === 'upi' && c.vpa) setVpa(c.vpa);
    if (c.form === 'bank' && c.fixedSubType) setBank(c.paymentSubTypeId);
    if (c.form === 'wallet' && c.fixedSubType) setWallet(c.paymentSubTypeId);
  };

  // A method chosen before hydration is applied now, once (the effect above then stores it).
  const options = useRef<HTMLDivElement>(null);
  useChoicesMadeEarly(options, { 'ck-payment': choice?.key }, (changed) => {
    const picked = groups.flatMap((g) => g.choices).find((c) => c.key === changed['ck-payment']);
    if (picked) select(picked);
  });

  const instrumentOf = (c: Choice): Instrument | null => {
    if (c.form === 'upi') return { kind: 'upi', vpa };
    if (c.form === 'card') return { kind: 'card', card, brand: bin?.cardBrand };
    if (c.form === 'bank') return { kind: 'bank', code: codeOf(modes, c, subType) ?? '' };
    if (c.form === 'wallet') return { kind: 'wallet', code: codeOf(modes, c, subType) ?? '' };
    return null;
  };

  const submit = () => {
    setChecked(true);
    if (invalid || !choice) {
      const first = document.querySelector<HTMLElement>('.ck-option--selected [aria-invalid="true"], .ck-option--selected input');
      first?.focus();
      return;
    }
    pay({ paymentTypeId: choice.paymentTypeId, paymentSubTypeId: subType, instrument: instrumentOf(choice) });
  };

  const renderForm = (c: Choice) => {
    switch (c.form) {
      case 'upi':
        return (
          <UpiForm vpa={vpa} handles={c.option?.meta.vpaHandles ?? modes.vpaHandles} showError={checked && vpaBad} onChange={setVpa} />
        );
      case 'card':
        return <CardForm card={card} problems={checked ? problems : {}} bin={bin} onChange={setCard} />;
      case 'bank':
        return c.option && !c.fixedSubType ? (
          <BankForm option={c.option} selected={bank} showError={checked && bankMissing} onSelect={setBank} />
        ) : null;
      case 'wallet':
        return c.option && !c.fixedSubType ? (
          <WalletForm
            option={c.option}
            linked={modes.linkedWallets}
            selected={wallet}
            showError={checked && walletMissing}
            onSelect={setWallet}
          />
        ) : null;
      case 'cod':
        return <p className="ck-muted">{modes.paymentModeText.cod.text}</p>;
      default:
        return null;
    }
  };

  const button = (
    // Paying waits for a method choice still on its way to the action (its price lines come with it).
    <Button size="large" block loading={busy} disabled={!choice || choose.state !== 'idle'} onClick={submit} loadingLabel={t('ck.working')}>
      {label}
    </Button>
  );

  return (
    <div className="container ck-page">
      <h1 className="ck-page__title">{t('ck.pay.title')}</h1>
      {redirecting ? (
        <p className="ck-redirect" role="status">
          <LockIcon size="sm" />
          {t('ck.redirecting')}
        </p>
      ) : null}
      <div className="ck-grid">
        <div className="ck-main" ref={options}>
          <PaymentOptions groups={groups} modes={modes} selectedKey={choice?.key ?? null} onSelect={select} renderForm={renderForm} />
        </div>
        <aside className="ck-side">
          {data.lines?.wallet ? <WalletChoice wallet={data.lines.wallet} choices={data.choices} /> : null}
          <PaymentSummary lines={lines} itemsCount={cart.itemsCount} onRetry={() => void revalidator.revalidate()} />
          <div className="ck-side__action">
            {choice ? null : <p className="ck-muted">{t('ck.pay.choose')}</p>}
            {button}
          </div>
        </aside>
      </div>
      <CheckoutBar amountPaise={amountPaise}>{button}</CheckoutBar>
      <BackConfirm active={awaiting && !redirecting} leavingOnPurpose={leavingOnPurpose} />
    </div>
  );
}
