/**
 * A coupon code in its dashed box with 'Copy Code' (spec §2, §8: the toast 'Code {code} copied'). Before the page is
 * interactive the code is plain text a shopper can select; the button takes its place once it can work, in room
 * kept for it, so nothing moves. Inside a drawer the confirmation shows under the code: a toast would sit behind
 * the drawer's backdrop.
 */
import { useEffect, useRef, useState } from 'react';
import { translateWhenLoaded, useLocale, useT } from '../../i18n/index.ts';
import { useToast } from '../ui/toast.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { CopyIcon } from './offer-icons.tsx';

const SAID_FOR_MS = 4000;

/** Selects the element's text, so a shopper whose browser refused the copy can copy it by hand. */
function selectText(element: HTMLElement | null) {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

type Props = { code: string; confirm?: 'toast' | 'inline'; size?: 'small' };

export function CodeBox({ code, confirm = 'toast', size }: Props) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const hydrated = useHydrated();
  const text = useRef<HTMLSpanElement>(null);
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = window.setTimeout(() => setSaid(null), SAID_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [said]);

  const copy = async () => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      ok = false;
      selectText(text.current);
    }
    const message = await translateWhenLoaded(locale, ok ? 'offers.copied' : 'offers.copyFailed', { code });
    if (confirm === 'inline') setSaid({ text: message, ok });
    else toast.show(message, ok ? 'success' : 'error');
  };

  return (
    <div className={size === 'small' ? 'offer-code offer-code--small' : 'offer-code'}>
      <p className="offer-code__box">
        <span className="visually-hidden">{t('offers.code')} </span>
        <span className="offer-code__text" ref={text} lang="en">
          {code}
        </span>
      </p>
      {hydrated ? (
        <button type="button" className="offer-code__copy" onClick={copy} aria-label={t('offers.copyOf', { code })}>
          <CopyIcon size="sm" />
          {t('offers.copy')}
        </button>
      ) : (
        <span className="offer-code__copy offer-code__copy--later" aria-hidden="true">
          <CopyIcon size="sm" />
          {t('offers.copy')}
        </span>
      )}
      {confirm === 'inline' ? (
        <p className={said?.ok === false ? 'offer-code__said offer-code__said--error' : 'offer-code__said'} role="status">
          {said?.text}
        </p>
      ) : null}
    </div>
  );
}
