/**
 * /payment/order/:secret — where the gateway sends the shopper back (spec §2, §4 payment result 0/1/2).
 * The store re-reads the payment (GET /ufp/paymentStatus/:secret with the signed return parameters):
 * 1 → the order-success page; 0 → 'Payment failed' with the order and cart kept, and a retry that pays the
 * same order (decision 014) — or, when another attempt already placed it, a link to the order; 2 → 'Payment
 * pending', checked again every 5 s for up to 2 minutes.
 */
import type { PaymentStatusAnswer } from '@dawa/contracts';
import './checkout.css';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { checkoutApi } from '../../lib/api-checkout.ts';
import { clearAttempt } from '../../lib/checkout-attempt.ts';
import { clearLabAttempt } from '../../lib/lab-attempt.ts';
import { clearPlusAttempt } from '../../lib/plus-attempt.ts';
import { clearConsultAttempt } from '../../lib/consult-attempt.ts';
import { confirmationPath, consultOrderIdOfUrl, paymentPath } from '../consult/consult-rules.ts';
import { isPlusOrderUrl, PLUS_WELCOME_PATH } from '../plus/plus-rules.ts';
import { isLabOrderUrl, LAB_CART_PATH } from '../diagnostics-booking/lab-rules.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { AlertIcon, ClockOutlineIcon } from './checkout-icons.tsx';
import { finishCheckout } from './use-pay.ts';

export const POLL_MS = 5_000;
export const POLL_FOR_MS = 120_000;
const RETURN_KEYS = ['order_id', 'status', 'status_id', 'signature', 'signature_algorithm'];

/** Only the gateway's signed parameters go to the status call (it refuses anything else). */
export function returnQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of RETURN_KEYS) {
    const value = given.get(key);
    if (value !== null) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Where 'View order' leads: the order's own page as the answer names it (a lab booking's too), else the medicine order's. */
export const orderPageOf = (answer: PaymentStatusAnswer) => answer.orderUrl ?? `/account/orders/medicine-healthcare/${answer.orderId}`;

type View =
  | { kind: 'checking' }
  | { kind: 'failed'; answer: PaymentStatusAnswer }
  | { kind: 'pending'; answer: PaymentStatusAnswer; gaveUp: boolean }
  | { kind: 'error'; notFound: boolean };

export function PaymentResultPage({ secret }: { secret: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [checking, setChecking] = useState(false);
  const started = useRef(Date.now());
  const first = useRef(true);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      // The signed parameters once; later checks are plain polls (the store asks the gateway again).
      const answer: PaymentStatusAnswer = await checkoutApi.paymentStatus(secret, first.current ? returnQuery(search) : '');
      first.current = false;
      // A paid lab booking shows on its own page; the lab cart's attempt is over either way.
      if (isLabOrderUrl(answer.orderUrl) && answer.status !== 2) clearLabAttempt();
      // A PLUS purchase: bought, it is welcomed on the PLUS page; failed, the next tap buys anew.
      if (isPlusOrderUrl(answer.orderUrl) && answer.status !== 2) clearPlusAttempt();
      // A doctor consultation (order type 5): paid, it is confirmed on its own page; failed, it waits to be paid again.
      const consultId = consultOrderIdOfUrl(answer.orderUrl);
      if (consultId !== null && answer.status !== 2) clearConsultAttempt();
      if (answer.status === 1 && consultId !== null) {
        void navigate(confirmationPath(consultId), { replace: true });
      } else if (answer.status === 1 && isLabOrderUrl(answer.orderUrl)) {
        void navigate(answer.orderUrl, { replace: true });
      } else if (answer.status === 1 && isPlusOrderUrl(answer.orderUrl)) {
        void navigate(PLUS_WELCOME_PATH, { replace: true });
      } else if (answer.status === 1) {
        finishCheckout();
        void navigate(`/order-success?orderId=${answer.orderId}`, { replace: true });
      } else if (answer.status === 0) {
        // This attempt is over: a retry starts a new payment of the same order, with new keys.
        clearAttempt();
        setView({ kind: 'failed', answer });
      } else {
        setView({ kind: 'pending', answer, gaveUp: Date.now() - started.current >= POLL_FOR_MS });
      }
    } catch (error) {
      setView({ kind: 'error', notFound: error instanceof ApiError && error.status === 404 });
    } finally {
      setChecking(false);
    }
  }, [secret, search, navigate]);

  useEffect(() => {
    void check();
  }, [check]);

  const polling = view.kind === 'pending' && !view.gaveUp;
  useEffect(() => {
    if (!polling) return;
    const timer = window.setTimeout(() => void check(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [polling, view, check]);

  if (view.kind === 'checking') {
    return (
      <div className="container ck-page ck-result" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('ck.result.checking')}</p>
      </div>
    );
  }
  if (view.kind === 'failed') {
    // No retry when another attempt already placed the order (or it went cash on delivery).
    const retry = view.answer.retryUrl !== null;
    // A lab booking is paid again from the lab cart, which the answer's retryUrl names.
    const lab = isLabOrderUrl(view.answer.orderUrl) || view.answer.retryUrl === LAB_CART_PATH;
    // A PLUS purchase is bought again from the PLUS page: nothing waits to be paid.
    const plus = isPlusOrderUrl(view.answer.orderUrl);
    // A consultation is paid again from its own payment page (the booking waits for it).
    const consultId = consultOrderIdOfUrl(view.answer.orderUrl);
    return (
      <ResultPanel
        modifier="failed"
        icon={<AlertIcon size="lg" />}
        title={t('ck.result.failed.title')}
        actions={
          retry ? (
            <>
              <Link
                to={
                  consultId !== null
                    ? paymentPath(consultId)
                    : lab || plus
                      ? (view.answer.retryUrl ?? LAB_CART_PATH)
                      : '/checkout/select-payment-method'
                }
                className={buttonClass('large')}
              >
                {t('ck.result.retry')}
              </Link>
              {lab || plus || consultId !== null ? null : (
                <Link to="/cart" className={buttonClass('large', 'outlined')}>
                  {t('ck.result.cart')}
                </Link>
              )}
            </>
          ) : (
            <Link to={orderPageOf(view.answer)} className={buttonClass('large')}>
              {t('ck.result.viewOrder')}
            </Link>
          )
        }
      >
        <p>{view.answer.message}</p>
        {retry && !plus && consultId === null ? (
          <p className="ck-result__saved">{lab ? t('lab-booking.result.kept') : t('ck.result.failed.kept')}</p>
        ) : null}
      </ResultPanel>
    );
  }
  // A lab booking and a PLUS purchase have pages of their own; a medicine order is found among the orders.
  const ownPage =
    view.kind === 'pending' &&
    (isLabOrderUrl(view.answer.orderUrl) || isPlusOrderUrl(view.answer.orderUrl) || consultOrderIdOfUrl(view.answer.orderUrl) !== null)
      ? view.answer.orderUrl
      : null;
  const toOrders = ownPage ? (
    <Link to={ownPage} className={buttonClass('large', 'outlined')}>
      {t('ck.result.viewOrder')}
    </Link>
  ) : (
    <Link to="/account/orders/medicine-healthcare" className={buttonClass('large', 'outlined')}>
      {t('ck.result.orders')}
    </Link>
  );
  if (view.kind === 'pending') {
    return (
      <ResultPanel
        modifier="pending"
        icon={<ClockOutlineIcon size="lg" />}
        title={t('ck.result.pending.title')}
        actions={
          <>
            <Button size="large" loading={checking} onClick={() => void check()}>
              {t('ck.result.pending.check')}
            </Button>
            {toOrders}
          </>
        }
      >
        <p>{view.answer.message}</p>
        <p>{t('ck.result.pending.text')}</p>
        <p className="ck-muted" role="status">
          {view.gaveUp ? t('ck.result.pending.slow') : t('ck.result.pending.polling')}
        </p>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      role="alert"
      icon={<AlertIcon size="lg" />}
      title={view.notFound ? t('ck.result.notFound') : t('ck.result.error')}
      actions={
        <>
          {view.notFound ? null : (
            <Button size="large" loading={checking} onClick={() => void check()}>
              {t('ck.retry')}
            </Button>
          )}
          {toOrders}
        </>
      }
    />
  );
}

/** One outcome of a payment: its icon, title, what it means and what the shopper can do next. */
function ResultPanel(props: {
  modifier?: 'failed' | 'pending';
  role?: 'alert';
  icon: ReactNode;
  title: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="container ck-page">
      <section
        className={props.modifier ? `ck-result ck-result--${props.modifier}` : 'ck-result'}
        aria-labelledby="ck-result-title"
        role={props.role}
      >
        {props.icon}
        <h1 id="ck-result-title">{props.title}</h1>
        {props.children}
        <div className="ck-result__actions">{props.actions}</div>
      </section>
    </div>
  );
}
