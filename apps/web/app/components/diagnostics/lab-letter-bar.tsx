/**
 * The A–Z list's letters: All, A to Z and '#' (tests starting with a digit or sign). Plain links the bar
 * navigates for once hydrated (`useDelegatedLinks`, as the store's other letter rows); before that, links.
 */
import { useT } from '../../i18n/index.ts';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';
import { LETTERS } from '../ui/letter-tabs.tsx';
import { allTestsHref } from './lab-facts.ts';
import '../ui/letter-tabs.css';

const BAR = [null, ...LETTERS.map((l) => l.toUpperCase()), '#'] as const;

export function LabLetterBar({ current, city }: { current: string | null; city: string | null }) {
  const t = useT();
  const links = useDelegatedLinks();
  return (
    <nav aria-label={t('diagnostics.all.letters')} {...links.handlers}>
      <div className="letter-tabs lab-letters">
        {BAR.map((letter) => {
          const spoken = letter === null ? t('diagnostics.all.anyLabel') : letter === '#' ? t('diagnostics.all.otherLabel') : null;
          return (
            <a
              key={letter ?? 'all'}
              aria-current={letter === current ? 'page' : undefined}
              href={allTestsHref({ letter, city })}
              data-discover="true"
            >
              {spoken ? (
                <>
                  <span aria-hidden="true">{letter ?? t('diagnostics.all.any')}</span>
                  <span className="visually-hidden">{spoken}</span>
                </>
              ) : (
                letter
              )}
            </a>
          );
        })}
      </div>
      {links.prefetch}
    </nav>
  );
}
