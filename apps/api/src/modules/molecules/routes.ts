import { z } from 'zod';
import { idParam, moleculeDetail, moleculeSummary, pageQuery, paged } from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import type { MoleculeService } from './service.ts';

export const moleculeRoutes = (molecules: MoleculeService) => [
  defineRoute({
    method: 'GET',
    url: '/molecules',
    summary: 'Molecules A–Z',
    tags: ['catalogue'],
    query: pageQuery,
    response: paged(moleculeSummary),
    cache: 'public, max-age=3600',
    handler: ({ query }) => molecules.list(query.letter, query.page),
  }),
  defineRoute({
    method: 'GET',
    url: '/molecules/:id',
    summary: 'A molecule with the medicines that contain it',
    tags: ['catalogue'],
    params: z.object({ id: idParam }),
    query: z.object({ page: pageQuery.shape.page }).strict(),
    response: moleculeDetail,
    cache: 'public, max-age=3600',
    handler: ({ params, query }) => molecules.detail(params.id, query.page),
  }),
];
