import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';

export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** A–Z links; the current letter is marked for assistive technology, not by colour alone (it is filled). */
export function LetterTabs({ current, hrefFor }: { current: string; hrefFor: (letter: string) => string }) {
  const t = useT();
  return (
    <nav aria-label={t('catalogue.letters')}>
      <div className="letter-tabs">
        {LETTERS.map((letter) => (
          <Link key={letter} to={hrefFor(letter)} aria-current={letter === current ? 'page' : undefined}>
            {letter.toUpperCase()}
          </Link>
        ))}
      </div>
    </nav>
  );
}

/** The letter query parameter, lowercased, when it is one of a–z. */
export function letterParam(value: string | null, fallback = 'a'): string {
  const letter = (value ?? '').trim().toLowerCase();
  return /^[a-z]$/.test(letter) ? letter : fallback;
}

/** A page query parameter as a positive integer (1 when absent or invalid). */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
