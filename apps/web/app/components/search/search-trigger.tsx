import { useRef } from 'react';
import { SearchIcon } from '../ui/icons.tsx';
import { useSearch } from './search-context.tsx';

/**
 * A real search box that opens the search modal. It is an ordinary GET form to the results page, so before
 * the page hydrates (or without JavaScript) typing and Enter already search. Once hydrated, a click or the
 * first character opens the modal; whatever is typed while the modal's code loads stays in this box, and the
 * modal takes the box's text when it mounts, so no keystroke is lost.
 */
export function SearchTrigger({ placeholder, query = '', className }: { placeholder: string; query?: string; className?: string }) {
  const search = useSearch();
  const field = useRef<HTMLInputElement>(null);
  const open = () => search.open(() => field.current?.value ?? query);
  return (
    <form
      role="search"
      action="/search/all"
      method="get"
      className={`search-trigger${className ? ` ${className}` : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        open();
      }}
      onPointerEnter={search.preload}
    >
      <SearchIcon />
      <input
        ref={field}
        type="search"
        name="q"
        className="search-trigger__text"
        defaultValue={query}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-haspopup="dialog"
        autoComplete="off"
        enterKeyHint="search"
        onFocus={search.preload}
        onClick={open}
        onInput={open}
      />
    </form>
  );
}
