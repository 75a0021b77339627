/**
 * The back-confirmation popup (spec §2, §4: request, accepted, declined). While an order waits for its
 * payment, leaving the payment page (system back, the header's back or Home) first asks; accepting runs
 * the stored navigation, declining stays. Closing the tab asks through the browser's own prompt.
 * A plain modal <dialog> without a history entry of its own: it answers a history move already made.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';

type Props = {
  /** An order is waiting for payment. */
  active: boolean;
  /** True while the page itself sends the shopper to the gateway: nothing to confirm then. */
  leavingOnPurpose: () => boolean;
};

export function BackConfirm({ active, leavingOnPurpose }: Props) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  const requested = blocker.state === 'blocked';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (requested && !dialog.open) dialog.showModal();
    if (!requested && dialog.open) dialog.close();
  }, [requested]);

  useEffect(() => {
    if (!active) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      if (leavingOnPurpose()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [active, leavingOnPurpose]);

  const decline = () => blocker.reset?.();
  const accept = () => blocker.proceed?.();

  return (
    <dialog
      ref={ref}
      className="overlay modal ck-confirm"
      aria-labelledby="ck-confirm-title"
      aria-describedby="ck-confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        decline();
      }}
    >
      {requested ? (
        <div className="ck-confirm__body">
          <h2 id="ck-confirm-title">{t('ck.leave.title')}</h2>
          <p id="ck-confirm-text">{t('ck.leave.text')}</p>
          <div className="ck-confirm__actions">
            <Button size="medium" block onClick={decline} autoFocus>
              {t('ck.leave.stay')}
            </Button>
            <Button size="medium" variant="outlined" block onClick={accept}>
              {t('ck.leave.go')}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
