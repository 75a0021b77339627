/**
 * Wallets under the Wallets option (spec §4 wallet link status linked / refresh / delinked): choose one;
 * link it with the OTP sent to the shopper's mobile (requestWalletOTP, then linkWallet with `otp`), see
 * its balance, refresh it.
 */
import type { PaymentModes, PaymentOption, WalletState } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { checkoutApi } from '../../lib/api-checkout.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { ChoiceRadio } from '../ui/choice-radio.tsx';

type Linked = PaymentModes['linkedWallets'][number]['meta'];

type Props = {
  option: PaymentOption;
  linked: PaymentModes['linkedWallets'];
  selected: number | undefined;
  showError: boolean;
  onSelect: (subTypeId: number) => void;
};

function Balance({ meta }: { meta: Linked | undefined }) {
  const t = useT();
  if (!meta) return null;
  if (meta.linkStatus === 'delinked') return <span className="ck-wallet__meta">{t('ck.wallet.delinked')}</span>;
  if (meta.linkStatus === 'refresh' || meta.currentBalancePaise === null) {
    return <span className="ck-wallet__meta">{t('ck.wallet.balanceUnknown')}</span>;
  }
  return <span className="ck-wallet__meta">{t('ck.wallet.balance', { amount: formatRupees(meta.currentBalancePaise) })}</span>;
}

export function WalletForm({ option, linked, selected, showError, onSelect }: Props) {
  const t = useT();
  const toast = useToast();
  const [states, setStates] = useState<Record<number, Linked>>(() => Object.fromEntries(linked.map((w) => [w.paymentSubTypeId, w.meta])));
  const [otpFor, setOtpFor] = useState<number | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const wallets = [...(option.subTypes?.popular ?? []), ...(option.subTypes?.others ?? [])];

  const run = async (id: number, work: () => Promise<WalletState>, after?: (s: WalletState) => void) => {
    if (busy !== null) return;
    setBusy(id);
    try {
      const state = await work();
      setStates((s) => ({ ...s, [id]: state.meta }));
      after?.(state);
    } catch (error) {
      toast.show(error instanceof ApiError && error.message ? error.message : t('ck.error.generic'), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ck-form">
      <fieldset className="ck-wallets">
        <legend className="visually-hidden">{option.displayName}</legend>
        {wallets.map((w) => {
          const meta = states[w.paymentSubTypeId];
          const isLinked = meta ? meta.linkStatus !== 'delinked' : w.linked;
          return (
            <div key={w.paymentSubTypeId} className="ck-wallet">
              <label className="ck-wallet__pick">
                <ChoiceRadio name="ck-wallet" checked={selected === w.paymentSubTypeId} onChange={() => onSelect(w.paymentSubTypeId)} />
                <span className="ck-wallet__name">{w.displayName}</span>
                {isLinked ? <Balance meta={meta} /> : null}
              </label>
              {isLinked ? (
                <Button
                  size="x-small"
                  variant="transparent"
                  loading={busy === w.paymentSubTypeId}
                  onClick={() => void run(w.paymentSubTypeId, () => checkoutApi.refreshWallet(w.paymentSubTypeId))}
                >
                  {t('ck.wallet.refresh')}
                </Button>
              ) : (
                <Button
                  size="x-small"
                  variant="outlined"
                  loading={busy === w.paymentSubTypeId && otpFor !== w.paymentSubTypeId}
                  onClick={() =>
                    void run(
                      w.paymentSubTypeId,
                      () => checkoutApi.requestWalletOtp(w.paymentSubTypeId),
                      () => {
                        setOtp('');
                        setOtpFor(w.paymentSubTypeId);
                      },
                    )
                  }
                >
                  {t('ck.wallet.link')}
                </Button>
              )}
              {otpFor === w.paymentSubTypeId && !isLinked ? (
                <form
                  className="ck-wallet__otp"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void run(
                      w.paymentSubTypeId,
                      () => checkoutApi.linkWallet(w.paymentSubTypeId, otp),
                      () => {
                        setOtpFor(null);
                        onSelect(w.paymentSubTypeId);
                        toast.show(t('ck.wallet.linkedToast', { wallet: w.displayName }), 'success');
                      },
                    );
                  }}
                >
                  <label className="field__label" htmlFor={`ck-wallet-otp-${w.paymentSubTypeId}`}>
                    {t('ck.wallet.otpLabel')}
                  </label>
                  <p className="field__hint">{t('ck.wallet.otpSent')}</p>
                  <div className="ck-wallet__otp-row">
                    <input
                      id={`ck-wallet-otp-${w.paymentSubTypeId}`}
                      className="text-input"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={8}
                      value={otp}
                      onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
                    />
                    <Button type="submit" size="medium" disabled={otp.length < 4} loading={busy === w.paymentSubTypeId}>
                      {t('ck.wallet.verify')}
                    </Button>
                  </div>
                </form>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {showError ? (
        <p className="field__error" role="alert">
          {t('ck.wallet.choose')}
        </p>
      ) : null}
    </div>
  );
}
