import {
  footerCategories,
  otcFilters,
  otcFiltersQuery,
  otcIdParam,
  otcListings,
  otcMegamenu,
  otcProductDetail,
  otcProductsPage,
  otcProductsQuery,
  otcSorters,
} from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { ok } from '../../http/result.ts';
import type { HealthcareService } from './service.ts';

/** The tree changes only with an import (spec §9: category and mega menu cache 604800 s). */
const TREE_CACHE = 'public, max-age=604800';
const LISTING_CACHE = 'public, max-age=300';

export const healthcareRoutes = (healthcare: HealthcareService) => [
  defineRoute({
    method: 'GET',
    url: '/categoryDetails/fetchHealthcareMegamenu',
    summary: 'The Healthcare mega menu: categories, sub-categories and types',
    tags: ['healthcare'],
    response: otcMegamenu,
    cache: TREE_CACHE,
    handler: async () => ok(await healthcare.megamenu()),
  }),
  defineRoute({
    method: 'GET',
    url: '/home/fetchCategories',
    summary: "The footer's healthcare columns: each category with its sub-categories",
    tags: ['healthcare'],
    response: footerCategories,
    cache: TREE_CACHE,
    handler: async () => ok(await healthcare.footerCategories()),
  }),
  defineRoute({
    method: 'GET',
    url: '/v3/ecommerce/categories/all-listings',
    summary: "The healthcare categories with their sub-categories, product counts and 'Upto N% off' subtitles",
    tags: ['healthcare'],
    response: otcListings,
    cache: TREE_CACHE,
    handler: async () => ok(await healthcare.listings()),
  }),
  defineRoute({
    method: 'GET',
    url: '/otc/getSorters',
    summary: 'The sort orders a healthcare listing offers (the same for every listing)',
    tags: ['healthcare'],
    response: otcSorters,
    cache: TREE_CACHE,
    handler: () => ok(healthcare.sorters()),
  }),
  defineRoute({
    method: 'GET',
    url: '/otc/getFilters',
    summary: 'The filters of a healthcare listing with how many products each option holds',
    tags: ['healthcare'],
    query: otcFiltersQuery,
    response: otcFilters,
    cache: LISTING_CACHE,
    handler: ({ query }) => healthcare.filters(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/otc/getCategoryProducts',
    summary: 'A page of a healthcare category, filtered and sorted, 20 a page',
    tags: ['healthcare'],
    query: otcProductsQuery,
    response: otcProductsPage,
    cache: LISTING_CACHE,
    handler: ({ query }) => healthcare.products(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/otc/products/:id',
    summary: 'A healthcare product with its place, variants and rails',
    tags: ['healthcare'],
    params: otcIdParam,
    response: otcProductDetail,
    cache: LISTING_CACHE,
    handler: ({ params }) => healthcare.product(params.id),
  }),
];
