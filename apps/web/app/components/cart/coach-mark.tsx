/**
 * The save-for-later coach mark (spec: shown once; it hides after 3000 ms, or at once with 'Got it').
 * "Once" is remembered in the browser as soon as it has been shown, so a later cart load never shows it
 * again; a browser that refuses storage does not see it at all rather than on every visit.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';

export const COACH_KEY = 'dawa.sflCoachSeen';
export const COACH_MS = 3000;

/** Claims the one showing: true the first time in this browser, false after (or when storage refuses). */
function claimShowing(): boolean {
  try {
    if (window.localStorage.getItem(COACH_KEY) === '1') return false;
    window.localStorage.setItem(COACH_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

export function useCoachMark(enabled: boolean) {
  const [show, setShow] = useState(false);
  // Claimed at most once per mount, so an effect run twice (development) still hides it on time.
  const claimed = useRef<boolean | null>(null);
  useEffect(() => {
    if (!enabled) return;
    claimed.current ??= claimShowing();
    if (!claimed.current) return;
    setShow(true);
    const timer = window.setTimeout(() => setShow(false), COACH_MS);
    return () => window.clearTimeout(timer);
  }, [enabled]);
  return { show: enabled && show, dismiss: () => setShow(false) };
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
