/** Share links (spec §9): the page address with utm_medium mweb or desktop and utm_campaign pdp_share. */
export type ShareMedium = 'mweb' | 'desktop';
export type ShareChannel = 'native' | 'copy' | 'whatsapp' | 'facebook' | 'twitter';

export function shareLink(canonicalUrl: string, channel: ShareChannel, medium: ShareMedium): string {
  const url = new URL(canonicalUrl);
  url.searchParams.set('utm_source', channel);
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', 'pdp_share');
  return url.toString();
}

/** WhatsApp's share address for a text and a link. */
export const whatsAppShare = (text: string, link: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
