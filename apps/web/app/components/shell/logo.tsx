import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { escapeHtml } from '../ui/escape-html.ts';

/** The capsule mark's insides: a two-tone capsule on a diagonal, drawn for Dawa. */
const CAPSULE =
  '<g transform="rotate(-45 16 16)"><rect x="3" y="10" width="26" height="12" rx="6" fill="var(--brand)"></rect>' +
  '<path d="M16 10h7a6 6 0 0 1 0 12h-7z" fill="#63b7cc"></path>' +
  '<rect x="6.5" y="12.5" width="6" height="2.2" rx="1.1" fill="#fff" opacity="0.55"></rect></g>';

/** The capsule mark (its drawing written as markup: the same on every page, nothing for React to walk). */
export function CapsuleMark() {
  return (
    <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: CAPSULE }} />
  );
}

/** Wordmark and mark, linking home. */
export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="logo" aria-label={t('shell.homeLink')}>
      <CapsuleMark />
      <span aria-hidden="true">{t('brand.name')}</span>
    </Link>
  );
}

/**
 * The same logo as a plain link (the markup `Logo` writes), for an element whose links are followed in the
 * document by one delegated handler (`useDelegatedLinks`): the headers.
 */
export function PlainLogo() {
  const t = useT();
  return (
    <a className="logo" aria-label={t('shell.homeLink')} href="/" data-discover="true">
      <CapsuleMark />
      <span aria-hidden="true">{t('brand.name')}</span>
    </a>
  );
}

/** The logo as `Logo` renders it, for markup written as a string (the footer). */
export function logoMarkup(t: (key: MessageKey) => string): string {
  return (
    `<a class="logo" aria-label="${escapeHtml(t('shell.homeLink'))}" href="/" data-discover="true">` +
    `<svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">${CAPSULE}</svg>` +
    `<span aria-hidden="true">${escapeHtml(t('brand.name'))}</span></a>`
  );
}
