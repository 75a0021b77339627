/** Shown once (spec §4): a bubble beside the first 'Save for later', dismissed for good with 'Got it'. */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';

export const COACH_KEY = 'dawa.sflCoachSeen';

function seen(): boolean {
  try {
    return window.localStorage.getItem(COACH_KEY) === '1';
  } catch {
    return true;
  }
}

export function useCoachMark(enabled: boolean) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (enabled) setShow(!seen());
  }, [enabled]);
  const dismiss = () => {
    setShow(false);
    try {
      window.localStorage.setItem(COACH_KEY, '1');
    } catch {
      // Storage refused: it stays dismissed for this page.
    }
  };
  return { show: enabled && show, dismiss };
}

export function CoachMark({ onDismiss }: { onDismiss: () => void }) {
  const t = useT();
  return (
    <span className="cart-coach" role="note">
      <span className="cart-coach__text">{t('cart.coach.text')}</span>
      <button type="button" className="cart-coach__ok" onClick={onDismiss}>
        {t('cart.coach.ok')}
      </button>
    </span>
  );
}
