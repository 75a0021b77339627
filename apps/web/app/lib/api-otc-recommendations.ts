/**
 * The medicine page's healthcare rail call (spec §7), apart from `api` so that the shell, which every page
 * loads, does not carry it: only the rail's own chunk, fetched after hydration, does.
 */
import type { OtcRecommendations } from '@dawa/contracts';
import { call, qs } from './api.ts';

export const otcRecommendationsForMedicine = (currentProducts: number[]) =>
  call<OtcRecommendations>({
    method: 'GET',
    path: `/otc/recommendations/pdp${qs({ currentProducts: currentProducts.join(','), touchpoint: 'medicinepdp', widget: 'otc_recommendations_medpdp' })}`,
  });
