import { z } from 'zod';
import {
  alternativesPage,
  brandDetail,
  brandSlugParam,
  browsePage,
  browseQuery,
  homeData,
  idParam,
  pageQuery,
  productDetail,
} from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import type { CatalogueService } from './service.ts';
import type { MoleculeService } from '../molecules/service.ts';
import { ok } from '../../http/result.ts';

export const catalogueRoutes = (catalogue: CatalogueService, molecules: MoleculeService) => [
  defineRoute({
    method: 'GET',
    url: '/products/:id',
    summary: 'A medicine with its alternatives, variants and FAQ',
    tags: ['catalogue'],
    params: z.object({ id: idParam }),
    // The language of the FAQ's sentences; the catalogue's own words stay as the data holds them.
    query: z.object({ lang: z.enum(['en', 'hi'], { error: 'The language must be en or hi.' }).default('en') }),
    response: productDetail,
    cache: 'public, max-age=300',
    handler: ({ params, query }) => catalogue.productDetail(params.id, query.lang),
  }),
  defineRoute({
    method: 'GET',
    url: '/products/:id/alternatives',
    summary: 'All alternatives of a medicine (same composition and dosage form), 20 a page',
    tags: ['catalogue'],
    params: z.object({ id: idParam }),
    query: z.object({ page: pageQuery.shape.page }).strict(),
    response: alternativesPage,
    cache: 'public, max-age=300',
    handler: ({ params, query }) => catalogue.alternatives(params.id, query.page),
  }),
  defineRoute({
    method: 'GET',
    url: '/catalogue/browse',
    summary: 'Medicines A–Z, optionally of one dosage-form category',
    tags: ['catalogue'],
    query: browseQuery,
    response: browsePage,
    cache: 'public, max-age=3600',
    handler: ({ query }) => catalogue.browse(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/brands/:slug',
    summary: 'A consumer brand with its medicines',
    tags: ['catalogue'],
    params: brandSlugParam,
    response: brandDetail,
    cache: 'public, max-age=3600',
    handler: ({ params }) => catalogue.brand(params.slug),
  }),
  defineRoute({
    method: 'GET',
    url: '/home',
    summary: 'What the home page shows',
    tags: ['catalogue'],
    response: homeData,
    cache: 'public, max-age=600',
    handler: async () => {
      const [home, popularMolecules] = await Promise.all([catalogue.home(), molecules.popular(12)]);
      return ok({ ...home, molecules: popularMolecules });
    },
  }),
];
