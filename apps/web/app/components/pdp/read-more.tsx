/**
 * Read more / Read less (spec §5: cut-off 80 characters on phones, 200 on desktop). Both cut versions
 * are rendered and CSS picks one by viewport, so server and browser agree and nothing shifts.
 */
import { useState } from 'react';
import { LIMITS } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';

/** The text cut at the last space before `max` characters, with an ellipsis; unchanged when short. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

export function ReadMore({ text, className }: { text: string; className?: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const mobile = LIMITS.readMoreCharsMobile;
  const desktop = LIMITS.readMoreCharsDesktop;
  if (text.length <= mobile) return <p className={className}>{text}</p>;
  const desktopCut = text.length > desktop;
  return (
    <p className={className ? `pdp-readmore ${className}` : 'pdp-readmore'}>
      {expanded ? (
        text
      ) : (
        <>
          <span className="pdp-readmore__m">{cutText(text, mobile)}</span>
          <span className="pdp-readmore__d">{desktopCut ? cutText(text, desktop) : text}</span>
        </>
      )}{' '}
      <button
        type="button"
        className={desktopCut ? 'pdp-link-btn' : 'pdp-link-btn pdp-readmore__m-only'}
        aria-expanded={expanded}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? t('pdp.readLess') : t('pdp.readMore')}
      </button>
    </p>
  );
}
