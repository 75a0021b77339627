import type { shellEn } from './shell.en.ts';
import type { searchEn } from './search.en.ts';
import type { catalogueEn } from './catalogue.en.ts';
import type { pdpEn } from './pdp.en.ts';
import type { accountEn } from './account.en.ts';
import type { locationEn } from './location.en.ts';
import type { prescriptionsEn } from './prescriptions.en.ts';
import type { cartEn } from './cart.en.ts';

export type ShellKey = keyof typeof shellEn;
export type SearchKey = keyof typeof searchEn;
export type CatalogueKey = keyof typeof catalogueEn;
export type PdpKey = keyof typeof pdpEn;
export type AccountKey = keyof typeof accountEn;
export type LocationKey = keyof typeof locationEn;
export type PrescriptionsKey = keyof typeof prescriptionsEn;
export type CartKey = keyof typeof cartEn;
