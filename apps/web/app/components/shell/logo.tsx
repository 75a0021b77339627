import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';

/** The capsule mark: a two-tone capsule on a diagonal, drawn for Dawa. */
export function CapsuleMark() {
  return (
    <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
      <g transform="rotate(-45 16 16)">
        <rect x="3" y="10" width="26" height="12" rx="6" fill="var(--brand)" />
        <path d="M16 10h7a6 6 0 0 1 0 12h-7z" fill="#63b7cc" />
        <rect x="6.5" y="12.5" width="6" height="2.2" rx="1.1" fill="#fff" opacity="0.55" />
      </g>
    </svg>
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
