/** The share modal (desktop, and phones without a share sheet): copy link, WhatsApp, Facebook, Twitter. */
import { useT } from '../../i18n/index.ts';
import { Modal } from '../ui/modal.tsx';
import { useToast } from '../ui/toast.tsx';
import { CopyIcon, FacebookIcon, TwitterIcon, WhatsAppIcon } from './icons.tsx';
import { shareLink, whatsAppShare, type ShareMedium } from './share-link.ts';

type Props = { onClose: () => void; name: string; text: string; canonicalUrl: string; medium: ShareMedium };

export function ShareDialog({ onClose, name, text, canonicalUrl, medium }: Props) {
  const t = useT();
  const toast = useToast();
  const link = (channel: 'copy' | 'whatsapp' | 'facebook' | 'twitter') => shareLink(canonicalUrl, channel, medium);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text} ${link('copy')}`);
      toast.show(t('pdp.share.copied'), 'success');
    } catch {
      toast.show(t('pdp.share.copyFailed'), 'error');
    }
  };

  const channels = [
    {
      id: 'whatsapp',
      label: t('pdp.share.whatsapp'),
      Icon: WhatsAppIcon,
      href: whatsAppShare(text, link('whatsapp')),
    },
    {
      id: 'facebook',
      label: t('pdp.share.facebook'),
      Icon: FacebookIcon,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link('facebook'))}`,
    },
    {
      id: 'twitter',
      label: t('pdp.share.twitter'),
      Icon: TwitterIcon,
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link('twitter'))}`,
    },
  ] as const;

  return (
    <Modal open onClose={onClose} title={t('pdp.share.title')}>
      <p className="pdp-share__name">{name}</p>
      <ul className="pdp-share__list">
        <li>
          <button type="button" className="pdp-share__channel" onClick={copy}>
            <span className="pdp-share__icon pdp-share__icon--copy">
              <CopyIcon />
            </span>
            {t('pdp.share.copy')}
          </button>
        </li>
        {channels.map(({ id, label, Icon, href }) => (
          <li key={id}>
            <a className="pdp-share__channel" href={href} target="_blank" rel="noopener noreferrer">
              <span className={`pdp-share__icon pdp-share__icon--${id}`}>
                <Icon />
              </span>
              {label}
              <span className="pdp-sr"> {t('pdp.share.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default ShareDialog;
