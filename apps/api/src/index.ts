export { apiPlugin, apiRoutes, type ApiDeps } from './app.ts';
export { createSearchService, searchService, type SearchService } from './modules/search/service.ts';
export { loadSearchCorpus } from './modules/search/repo.ts';
export { buildOpenApi } from './http/openapi.ts';
