import { Fragment } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/index.ts';
import type { Block } from './content-types.ts';
import { localisedPath } from './content-pages.ts';

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Text with `[label](/path)` links; a link goes to the reader's language where the page has a Hindi twin. */
export function RichText({ text }: { text: string }) {
  const locale = useLocale();
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, path] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={match.index} to={localisedPath(path!, locale)}>
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? <Fragment key={`t${i}`}>{part}</Fragment> : part))}</>;
}

/** Paragraphs and lists of a written page. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <p key={i}>
            <RichText text={block} />
          </p>
        ) : (
          <ul key={i}>
            {block.list.map((item, j) => (
              <li key={j}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** Plain text of blocks (links reduced to their labels), for structured data. */
export function plainText(blocks: readonly Block[]): string {
  const strip = (text: string) => text.replace(LINK, '$1');
  return blocks.map((b) => (typeof b === 'string' ? strip(b) : b.list.map(strip).join(' '))).join(' ');
}
