import type { KeyboardEvent } from 'react';
import { SearchIcon } from '../ui/icons.tsx';
import { useSearch } from './search-context.tsx';

/**
 * Looks like a search box, opens the search modal (optionally with `query` typed). Typing a character while
 * it has focus opens the modal with that character already typed.
 */
export function SearchTrigger({ placeholder, query = '', className }: { placeholder: string; query?: string; className?: string }) {
  const search = useSearch();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      search.open(query + event.key);
    }
  };
  return (
    <button
      type="button"
      className={`search-trigger${className ? ` ${className}` : ''}`}
      aria-haspopup="dialog"
      onClick={() => search.open(query)}
      onKeyDown={onKeyDown}
      onPointerEnter={search.preload}
      onFocus={search.preload}
    >
      <SearchIcon />
      <span className="search-trigger__text">{placeholder}</span>
    </button>
  );
}
