/**
 * Share (spec §2): the phone's own share sheet when the browser has one, otherwise a modal with
 * copy link, WhatsApp, Facebook and Twitter. The name is cut to 30 characters plus an ellipsis
 * (done by the loader). Until the page is interactive (or without JavaScript) it is a link sharing the
 * page on WhatsApp in a new tab, so a tap is not lost (decision 041).
 */
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { ShareIcon } from './icons.tsx';
import type { PdpView } from './pdp-types.ts';
import { shareLink, whatsAppShare, type ShareMedium } from './share-link.ts';

// Fetched only when a browser without a share sheet asks to share.
const ShareDialog = lazy(() => import('./share-dialog.tsx'));

const isPhone = () => window.matchMedia('(max-width: 899px), (pointer: coarse)').matches;

export function ShareButton({ view }: { view: PdpView }) {
  const t = useT();
  const [medium, setMedium] = useState<ShareMedium | null>(null);
  const text = t('pdp.share.text', { name: view.facts.shareName });

  const onShare = async () => {
    const phone = isPhone();
    const m: ShareMedium = phone ? 'mweb' : 'desktop';
    if (phone && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: view.facts.shareName, text, url: shareLink(view.seo.canonicalUrl, 'native', m) });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setMedium(m);
  };

  return (
    <>
      <EnhancedLink
        href={whatsAppShare(text, shareLink(view.seo.canonicalUrl, 'whatsapp', 'mweb'))}
        target="_blank"
        rel="noopener noreferrer"
        className="pdp-share"
        onOpen={() => void onShare()}
        aria-haspopup="dialog"
      >
        <ShareIcon size="sm" />
        <span>{t('pdp.share.button')}</span>
      </EnhancedLink>
      {medium ? (
        <Suspense fallback={null}>
          <ShareDialog
            onClose={() => setMedium(null)}
            name={view.facts.shareName}
            text={text}
            canonicalUrl={view.seo.canonicalUrl}
            medium={medium}
          />
        </Suspense>
      ) : null}
    </>
  );
}
