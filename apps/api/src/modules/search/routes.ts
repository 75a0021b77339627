import { searchPageQuery, searchPageResponse, typeaheadQuery, typeaheadResponse } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok, fail } from '../../http/result.ts';
import type { SearchService } from './service.ts';

const BLANK = 'Type a medicine, brand or composition to search.';

export const searchRoutes = (search: SearchService) => [
  defineRoute({
    method: 'GET',
    url: '/search/searchTypeAhead',
    summary: 'Typeahead over products, molecules, brands and categories',
    tags: ['search'],
    query: typeaheadQuery,
    response: typeaheadResponse,
    cache: 'public, max-age=300',
    handler: ({ query }) => {
      const result = search.typeahead(query.q);
      return result ? ok(result) : fail('BLANK_QUERY', BLANK, 400);
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
