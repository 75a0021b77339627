/**
 * The store wallet on the payment page (decision 063): pay with its balance (on unless turned off) and where a
 * refund goes if the order is cancelled. A form posting `choose-wallet` to the step's action: before hydration
 * it has an Update button; after, a change submits it and the price lines come back with the wallet's line.
 */
import type { PaymentBifurcation } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { walletChoices, type CheckoutChoices } from '../../lib/checkout-choices.ts';
import { Button } from '../ui/button.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

type Props = { wallet: NonNullable<PaymentBifurcation['wallet']>; choices: CheckoutChoices };

export function WalletChoice({ wallet, choices }: Props) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const { walletOptedIn, refundOptIn } = walletChoices(choices);
  return (
    <section className="ck-card ck-store-wallet" aria-labelledby={id}>
      <h2 id={id} className="ck-card__title">
        {t('ck.wallet.title')}
      </h2>
      <fetcher.Form method="post" onChange={(e) => hydrated && void fetcher.submit(e.currentTarget)}>
        <input type="hidden" name="intent" value="choose-wallet" />
        {wallet.balancePaise > 0 ? (
          <label className="ck-check">
            <input type="checkbox" name="useWallet" defaultChecked={walletOptedIn === 1} disabled={fetcher.state !== 'idle'} />
            <span>
              {t('ck.wallet.use', { amount: formatRupees(wallet.balancePaise) })}
              <span className="ck-muted ck-check__note">
                {wallet.usedPaise > 0 ? t('ck.wallet.using', { amount: formatRupees(wallet.usedPaise) }) : t('ck.wallet.cap')}
              </span>
            </span>
          </label>
        ) : (
          <>
            {walletOptedIn === 1 ? <input type="hidden" name="useWallet" value="on" /> : null}
            <p className="ck-muted">{t('ck.wallet.empty')}</p>
          </>
        )}
        <label className="ck-check">
          <input type="checkbox" name="refundToWallet" defaultChecked={refundOptIn === 1} disabled={fetcher.state !== 'idle'} />
          <span>
            {t('ck.wallet.refund')}
            <span className="ck-muted ck-check__note">{t('ck.wallet.refundNote')}</span>
          </span>
        </label>
        {hydrated ? null : (
          <Button type="submit" size="small" variant="outlined">
            {t('ck.wallet.update')}
          </Button>
        )}
      </fetcher.Form>
    </section>
  );
}
