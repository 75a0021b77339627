/** The Lab Tests menu: 10 popular tests, and 10 cities with their packages and A–Z list. */
import { labApi } from '../../lib/api-diagnostics.ts';
import { menuOnce } from '../shell/menu-once.ts';

export const useLabMenu = menuOnce(() => labApi.megamenu());
