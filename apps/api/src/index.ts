export { apiPlugin, apiRoutes, type ApiDeps } from './app.ts';
export { createSearchService, searchService, type SearchService } from './modules/search/service.ts';
export { loadSearchCorpus } from './modules/search/repo.ts';
export { buildOpenApi } from './http/openapi.ts';
export { projectRoot } from './project-root.ts';
export { msg91SmsProvider, type Msg91Settings } from './modules/auth/sms-msg91.ts';
export { localDiskStorage, defaultUploadDir } from './storage/file-storage.ts';
