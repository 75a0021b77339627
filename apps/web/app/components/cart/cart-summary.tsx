/** The price summary (the server's lines), the total saving and Proceed: a card, plus a sticky bar on phones. */
import type { CartData } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { EnhancedLink, loginHref } from '../ui/enhanced-link.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { nextStep, summaryTone, type ProceedBlocker } from './cart-rules.ts';

export function SummaryCard({ cart, signedIn }: { cart: CartData; signedIn: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <section className="cart-card cart-summary" aria-labelledby={id}>
      <h2 id={id} className="cart-card__title">
        {t('cart.summary.title')}
      </h2>
      <dl className="cart-summary__lines">
        {cart.summary.map((line) => {
          const tone = summaryTone(line);
          return (
            <div key={line.identifier} className={`cart-summary__line cart-summary__line--${tone}`} data-identifier={line.identifier}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          );
        })}
      </dl>
      {cart.totalSavingPaise > 0 ? (
        <p className="cart-summary__saving">{t('cart.summary.saving', { amount: formatRupees(cart.totalSavingPaise) })}</p>
      ) : null}
      {signedIn ? null : <p className="cart-summary__note">{t('cart.summary.guest')}</p>}
    </section>
  );
}

const BLOCK_TEXT = {
  notSoldOnline: 'cart.block.notSoldOnline',
  outOfStock: 'cart.block.outOfStock',
  short: 'cart.block.short',
} as const;

type ProceedProps = { cart: CartData; blocker: ProceedBlocker; signedIn: boolean; busy: boolean; onProceed: () => void };

function ProceedButton({ cart, blocker, signedIn, busy, onProceed, reasonId }: ProceedProps & { reasonId: string }) {
  const t = useT();
  const label = signedIn ? t('cart.proceed') : t('cart.proceedLogin');
  if (blocker !== null || busy) {
    return (
      <Button size="large" block disabled={blocker !== null} loading={busy} aria-describedby={blocker ? reasonId : undefined}>
        {label}
      </Button>
    );
  }
  // A link to the next step (a guest's through the login page) until the page is interactive (decision 041).
  const next = nextStep(cart);
  return (
    <EnhancedLink href={signedIn ? next : loginHref(next)} className={buttonClass('large', 'default', 'btn--block')} onOpen={onProceed}>
      {label}
    </EnhancedLink>
  );
}

function Reason({ blocker, id }: { blocker: ProceedBlocker; id: string }) {
  const t = useT();
  if (blocker === null || blocker === 'empty') return null;
  return (
    <p id={id} className="cart-proceed__reason">
      <InfoIcon size="sm" />
      {t(BLOCK_TEXT[blocker])}
    </p>
  );
}

/** Desktop: under the summary in the right column. */
export function ProceedPanel(props: ProceedProps) {
  const id = useId();
  return (
    <div className="cart-proceed">
      <Reason blocker={props.blocker} id={id} />
      <ProceedButton {...props} reasonId={id} />
    </div>
  );
}

/** Phones: fixed to the bottom with the amount to be paid. */
export function ProceedBar(props: ProceedProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="cart-bar">
      <Reason blocker={props.blocker} id={id} />
      <div className="cart-bar__row">
        <p className="cart-bar__amount">
          <span>{t('cart.pay')}</span>
          <strong>{formatRupees(props.cart.amountToBePaidPaise)}</strong>
        </p>
        <div className="cart-bar__button">
          <ProceedButton {...props} reasonId={id} />
        </div>
      </div>
    </div>
  );
}
