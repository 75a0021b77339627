import type { TypeaheadResponse } from '@dawa/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { searchIntentId } from './search-storage.ts';

export const TYPEAHEAD_DEBOUNCE_MS = 120;

export type TypeaheadState = {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The response for the latest finished query; kept while the next one loads so the list does not flicker. */
  data: TypeaheadResponse | null;
};

/** Debounced typeahead: blank text is ignored, late answers to older text are dropped. */
export function useTypeahead(query: string): TypeaheadState {
  const [state, setState] = useState<TypeaheadState>({ status: 'idle', data: null });
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ status: 'idle', data: null });
      return;
    }
    // The first character starts (or continues) the search intent.
    const intentId = searchIntentId();
    let current = true;
    setState((s) => ({ ...s, status: 'loading' }));
    const timer = window.setTimeout(() => {
      api.typeahead(q, intentId).then(
        (data) => {
          if (current) setState({ status: 'done', data });
        },
        () => {
          if (current) setState({ status: 'error', data: null });
        },
      );
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);
  return state;
}
