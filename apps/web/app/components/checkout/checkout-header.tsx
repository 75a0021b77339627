/**
 * The checkout layout's header (spec §2): logo, '100% Secure Payments' with a lock, a Home button, a back
 * button on phones, and the step indicator. Used on the routes whose handle is `CHECKOUT_LAYOUT`, which bring
 * its sheet (`checkout-header.css`, decision 057).
 */
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { Logo } from '../shell/logo.tsx';
import { BackIcon, CheckIcon } from '../ui/icons.tsx';
import { checkoutSteps, rxStepNeeded, type StepId } from './checkout-steps.ts';
import { LockIcon } from './checkout-icons.tsx';

const STEP_TEXT: Record<StepId, MessageKey> = {
  cart: 'ck.step.cart',
  rx: 'ck.step.rx',
  delivery: 'ck.step.delivery',
  payment: 'ck.step.payment',
};

export function CheckoutHeader() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The step loaders say whether the prescription step counts, so the server renders the same steps.
  const matches = useMatches();
  const rxNeeded = rxStepNeeded(
    pathname,
    matches.map((m) => m.loaderData),
  );
  const steps = checkoutSteps(pathname, rxNeeded);
  const placed = pathname.startsWith('/order-success');

  return (
    <header className="ck-header">
      <div className="container ck-header__row">
        {placed ? null : (
          <button type="button" className="icon-btn ck-header__back" onClick={() => navigate(-1)} aria-label={t('shell.back')}>
            <BackIcon />
          </button>
        )}
        <Logo />
        <p className="ck-header__secure">
          <LockIcon size="sm" />
          <span>{t('ck.header.secure')}</span>
        </p>
        <Link to="/" className="ck-header__home">
          {t('ck.header.home')}
        </Link>
      </div>
      {placed ? null : (
        <nav className="ck-steps" aria-label={t('ck.steps.label')}>
          <ol className="container">
            {steps.map((step, i) => {
              const label = t(STEP_TEXT[step.id]);
              const body = (
                <>
                  <span className="ck-steps__dot" aria-hidden="true">
                    {step.state === 'done' ? <CheckIcon size="sm" /> : i + 1}
                  </span>
                  <span className="ck-steps__label">{label}</span>
                  {step.state === 'done' ? <span className="visually-hidden"> {t('ck.step.done')}</span> : null}
                </>
              );
              return (
                <li
                  key={step.id}
                  className={`ck-steps__step ck-steps__step--${step.state}`}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                >
                  {step.href ? <Link to={step.href}>{body}</Link> : <span>{body}</span>}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
    </header>
  );
}
