/**
 * Opens the search modal from anywhere (header box, mobile icon, home hero). The modal's code is loaded on
 * first use (or on hover/focus of a trigger), so it does not weigh on the first page load.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

const loadModal = () => import('./search-modal.tsx');
const SearchModal = lazy(loadModal);

/** The text to start from: a string, or a function read when the modal mounts (the box may have changed by then). */
export type InitialQuery = string | (() => string);
type SearchApi = { open: (initialQuery?: InitialQuery) => void; preload: () => void };

const SearchContext = createContext<SearchApi>({ open: () => undefined, preload: () => undefined });
export const useSearch = () => useContext(SearchContext);

export function SearchProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; initial: InitialQuery; session: number }>({ open: false, initial: '', session: 0 });
  // A second call while the modal is open (more typing in the box before it loaded) keeps the same modal.
  const open = useCallback(
    (initialQuery: InitialQuery = '') =>
      setState((s) => (s.open ? s : { open: true, initial: initialQuery, session: s.session + 1 })),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const preload = useCallback(() => void loadModal(), []);
  const api = useMemo(() => ({ open, preload }), [open, preload]);
  return (
    <SearchContext.Provider value={api}>
      {children}
      {state.open ? (
        <Suspense fallback={null}>
          <SearchModal key={state.session} initialQuery={state.initial} onClose={close} />
        </Suspense>
      ) : null}
    </SearchContext.Provider>
  );
}
