/**
 * A pay button's hand-off to the gateway, shared by the pages that pay an order of their own (a PLUS purchase, a
 * consultation): `start` creates what is paid for if need be and returns the gateway's page (`gatewayPage`); the
 * window then goes there. A failure is said beside the button and in a toast; a refusal (4xx) ends this attempt, so
 * the next tap is a new one.
 */
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { TimeoutError } from '../../lib/api-checkout.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useToast } from '../ui/toast.tsx';

export function useGatewayHandOff(options: { slow: MessageKey; payStart: MessageKey; clearAttempt: () => void }) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Texts said from a handler, which must not wait for a text catalogue: read while rendering.
  const texts = useRef({ slow: '', payStart: '' });
  texts.current = { slow: t(options.slow), payStart: t(options.payStart) };
  const clearAttempt = useRef(options.clearAttempt);
  clearAttempt.current = options.clearAttempt;

  const handOff = useCallback(
    async (start: () => Promise<string | null>) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      const fail = (message: string) => {
        setError(message);
        toast.show(message, 'error');
        setBusy(false);
      };
      try {
        const url = await start();
        if (!url) return fail(texts.current.payStart);
        setRedirecting(true);
        window.location.assign(url);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500) clearAttempt.current();
        if (caught instanceof TimeoutError || (caught instanceof ApiError && caught.status === 0)) return fail(texts.current.slow);
        return fail(caught instanceof ApiError && caught.message ? caught.message : texts.current.payStart);
      }
    },
    [busy, toast],
  );
  return { handOff, busy: busy || redirecting, redirecting, error };
}
