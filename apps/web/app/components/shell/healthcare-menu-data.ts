/** The Healthcare menu's three levels (category → sub-category → type); the API keeps it for a week. */
import { api } from '../../lib/api.ts';
import { menuOnce } from './menu-once.ts';

export const useHealthcareMenu = menuOnce(() => api.otcMegamenu());
