import { data } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useDelegatedLinks } from './delegated-links.tsx';
import './letter-tabs.css';

export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/**
 * A–Z links; the current letter is marked for assistive technology, not by colour alone (it is filled).
 * Plain links the list navigates for (`useDelegatedLinks`): 26 router `Link`s were a tenth of a listing's render.
 */
export function LetterTabs({ current, hrefFor }: { current: string; hrefFor: (letter: string) => string }) {
  const t = useT();
  const links = useDelegatedLinks();
  return (
    <nav aria-label={t('catalogue.letters')} {...links.handlers}>
      <div className="letter-tabs">
        {LETTERS.map((letter) => (
          <a key={letter} aria-current={letter === current ? 'page' : undefined} href={hrefFor(letter)} data-discover="true">
            {letter.toUpperCase()}
          </a>
        ))}
      </div>
      {links.prefetch}
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

/** Links of an A–Z listing at `path`: `?letter=x&page=n`, leaving out what is not set (no letter, page 1). */
export const letterPageHref =
  (path: string) =>
  (letter: string, page = 1): string => {
    const query = [letter ? `letter=${letter}` : '', page > 1 ? `page=${page}` : ''].filter(Boolean).join('&');
    return query ? `${path}?${query}` : path;
  };

/** The letter (or `fallback`) and the page an A–Z listing's URL asks for. */
export function letterPageOf(request: Request, fallback = 'a'): { letter: string; page: number } {
  const url = new URL(request.url);
  return { letter: letterParam(url.searchParams.get('letter'), fallback), page: pageParam(url.searchParams.get('page')) };
}

/** A page past the last one of a listing is a 404, not an empty page. */
export function assertPageExists(page: number, items: readonly unknown[]): void {
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
}
