/**
 * The Healthcare menu's three levels (category → sub-category → type), shared by the desktop mega panel and
 * the phone drawer's accordion: fetched when one of them first opens, once per page life (the API keeps it for
 * a week); a failure may be tried again on the next opening.
 */
import { useEffect, useState } from 'react';
import type { OtcMegamenu } from '@dawa/contracts';
import { api } from '../../lib/api.ts';

let menu: Promise<OtcMegamenu> | null = null;
function loadMenu(): Promise<OtcMegamenu> {
  menu ??= api.otcMegamenu().catch((error: unknown) => {
    menu = null;
    throw error;
  });
  return menu;
}

export function useHealthcareMenu() {
  const [state, setState] = useState<{ menu: OtcMegamenu | null; failed: boolean }>({ menu: null, failed: false });
  useEffect(() => {
    let live = true;
    loadMenu().then(
      (answer) => live && setState({ menu: answer, failed: false }),
      () => live && setState({ menu: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
