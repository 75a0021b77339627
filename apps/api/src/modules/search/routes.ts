import { searchPageQuery, searchPageResponse, typeaheadQuery, typeaheadResponse } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok, fail } from '../../http/result.ts';
import type { SearchService } from './service.ts';

/** The lab tests a query finds (the diagnostics domain's search), for the typeahead's lab rows. */
export type LabMatches = (q: string) => Promise<{ type: 'test' | 'package'; id: string; name: string; url: string; pricePaise: number }[]>;
const LAB_ROWS = 3;

const BLANK = 'Type a medicine, brand or composition to search.';

export const searchRoutes = (search: SearchService, labMatches?: LabMatches) => [
  defineRoute({
    method: 'GET',
    url: '/search/searchTypeAhead',
    summary: 'Typeahead over products, molecules, brands and categories',
    tags: ['search'],
    query: typeaheadQuery,
    response: typeaheadResponse,
    cache: 'public, max-age=300',
    handler: async ({ query }) => {
      const result = search.typeahead(query.q);
      if (!result) return fail('BLANK_QUERY', BLANK, 400);
      const labs = labMatches && query.q.trim().length >= 3 ? (await labMatches(query.q.trim())).slice(0, LAB_ROWS) : [];
      const q = query.q.trim();
      return ok({
        ...result,
        labTests: labs.map((l) => ({ entityType: 6 as const, ...l })),
        labSuggestion: labs.length
          ? { entityType: 14 as const, text: `Search '${q}' in Lab Tests`, url: `/diagnostics/search/all?q=${encodeURIComponent(q)}` }
          : null,
        // Nothing among the medicines, but lab tests match: the search button goes to the lab search.
        redirectTo: result.products.length === 0 && labs.length > 0 ? 'diagnostics' : result.redirectTo,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/search/all',
    summary: 'Search results page',
    tags: ['search'],
    query: searchPageQuery,
    response: searchPageResponse,
    cache: 'public, max-age=300',
    handler: ({ query }) => {
      const result = search.page(query.q, query.page);
      return result ? ok(result) : fail('BLANK_QUERY', BLANK, 400);
    },
  }),
];
