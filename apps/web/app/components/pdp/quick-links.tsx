/**
 * Quick links bar and sticky section menu in one: it sticks to the top while the sections scroll by,
 * marks the section in view, and scrolls smoothly to a section leaving 150 px above it (spec §9).
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { LIMITS } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';

export interface QuickLink {
  id: string;
  label: string;
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - LIMITS.quickLinkOffsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}

export function QuickLinks({ links }: { links: QuickLink[] }) {
  const t = useT();
  const [active, setActive] = useState<string | null>(null);
  const ids = links.map((l) => l.id).join(' ');

  useEffect(() => {
    const update = () => {
      let current: string | null = null;
      for (const id of ids.split(' ')) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= LIMITS.quickLinkOffsetPx + 8) current = id;
      }
      setActive(current);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ids]);

  if (links.length < 2) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setActive(id);
    scrollToSection(id);
  };
  return (
    <nav className="pdp-quick" aria-label={t('pdp.quick.label')}>
      <ul>
        {links.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(e) => onClick(e, id)} aria-current={active === id ? 'location' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
