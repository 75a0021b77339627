import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { api } from '../../lib/api.ts';
import { FEATURE_FLAGS } from '../shell/feature-flags.ts';

/** Spec §9: Truecaller is polled every 2 s; the app counts as installed when the page lost focus 600 ms after the deeplink. */
export const TRUECALLER_POLL_MS = 2000;
export const TRUECALLER_DETECTION_DELAY_MS = 600;

const MOBILE_VIEW = '(max-width: 767px)';
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;
const CTA_COLOR = '#0b5e7a';

/** Whether the view is a mobile one: a narrow screen or a phone's browser. */
function isMobileView(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.(MOBILE_VIEW).matches || MOBILE_AGENT.test(navigator.userAgent);
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(MOBILE_VIEW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The Truecaller app's deeplink for a login request (the app shows its bottom sheet). */
export function truecallerDeeplink(auth: { requestId: string; partnerKey: string; partnerName: string; skipOption: string }): string {
  const params = [
    'type=btmsheet',
    `requestNonce=${encodeURIComponent(auth.requestId)}`,
    `partnerKey=${encodeURIComponent(auth.partnerKey)}`,
    `partnerName=${encodeURIComponent(auth.partnerName)}`,
    'lang=en',
    'privacyUrl=/legal/privacy-policy',
    'termsUrl=/legal/terms-and-conditions',
    'loginPrefix=continue',
    'ctaPrefix=continuewith',
    `ctaColor=${encodeURIComponent(CTA_COLOR)}`,
    'btnShape=round',
    `skipOption=${encodeURIComponent(auth.skipOption)}`,
    'ttl=8000',
  ];
  return `truecallersdk://truesdk/web_verify?${params.join('&')}`;
}

type Options = {
  /** The customer agreed in the app: the session cookie is set. */
  onSignedIn: () => void;
  /** The app is not installed, the customer declined, or a call failed: fall back to the mobile number. */
  onFallback: () => void;
};

/**
 * Truecaller login (spec §4): offered only with the flag on and on a mobile view. `start` asks for a
 * request, opens the app by its deeplink and, when the page lost focus (the app opened), polls until
 * a profile arrives, the server says not to retry, or a call fails.
 */
export function useTruecaller({ onSignedIn, onFallback }: Options) {
  const mobile = useSyncExternalStore(subscribe, isMobileView, () => false);
  const offered = FEATURE_FLAGS.enableTruecallerLogin && mobile;
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const live = useRef(true);
  const handlers = useRef({ onSignedIn, onFallback });
  useEffect(() => {
    handlers.current = { onSignedIn, onFallback };
  });

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const stop = useCallback((signedIn: boolean) => {
    window.clearTimeout(timer.current);
    if (!live.current) return;
    setWaiting(false);
    if (signedIn) handlers.current.onSignedIn();
    else handlers.current.onFallback();
  }, []);

  const start = useCallback(async () => {
    if (waiting) return;
    setWaiting(true);
    try {
      const auth = await api.trueCallerAuth();
      if (!live.current) return;
      const poll = () => {
        timer.current = window.setTimeout(async () => {
          if (!live.current) return;
          try {
            const answer = await api.trueCallerPolling(auth.requestId);
            if (answer?.profile) stop(true);
            else if (answer?.retry) poll();
            else stop(false);
          } catch {
            stop(false);
          }
        }, TRUECALLER_POLL_MS);
      };
      window.location.href = truecallerDeeplink(auth);
      timer.current = window.setTimeout(() => {
        if (!live.current) return;
        if (document.hasFocus()) stop(false);
        else poll();
      }, TRUECALLER_DETECTION_DELAY_MS);
    } catch {
      stop(false);
    }
  }, [waiting, stop]);

  return { offered, waiting, start };
}
