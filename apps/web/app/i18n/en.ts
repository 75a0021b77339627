import { shellEn } from './shell.en.ts';
import { searchEn } from './search.en.ts';
import { catalogueEn } from './catalogue.en.ts';
import { pdpEn } from './pdp.en.ts';

/** English texts, one file per area (shell, search, catalogue, pdp); the spec's texts word for word. */
export const en = {
  'brand.name': 'Dawa',
  'brand.tagline': 'Genuine medicines, delivered',
  ...shellEn,
  ...searchEn,
  ...catalogueEn,
  ...pdpEn,
} as const;
