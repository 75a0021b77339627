/**
 * A header menu's data (the Healthcare and Lab Tests mega menus), shared by the desktop panel and the phone
 * drawer's accordion: fetched when one of them first opens, once per page life; a failure may be tried again on
 * the next opening.
 */
import { useEffect, useState } from 'react';

export function menuOnce<T>(fetchMenu: () => Promise<T>) {
  let menu: Promise<T> | null = null;
  const loadMenu = () =>
    (menu ??= fetchMenu().catch((error: unknown) => {
      menu = null;
      throw error;
    }));

  return function useMenu() {
    const [state, setState] = useState<{ menu: T | null; failed: boolean }>({ menu: null, failed: false });
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
  };
}
