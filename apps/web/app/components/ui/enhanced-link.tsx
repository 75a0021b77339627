import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from 'react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The real page the control leads to while the page is not interactive (or without JavaScript). */
  href: string;
  /** What the interactive page does instead (opens the drawer or menu that holds the same form). */
  onOpen: () => void;
};

/**
 * A control that opens something in the page (a drawer, a menu) written as a link to the page that holds
 * the same form (decision 041): a tap before hydration, or without JavaScript, follows the link; once the
 * page is interactive a plain click opens it in place, and a click meant for a new tab still follows it.
 */
export function EnhancedLink({ onOpen, onClick, ...props }: Props) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return <a role="button" {...props} onClick={open} />;
}

/** The login page, coming back to `path` once signed in. */
export const loginHref = (path: string) => (path === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(path)}`);

/** The login page, coming back to the page being shown (its path and query) once signed in. */
export function useLoginHrefHere(): string {
  const { pathname, search } = useLocation();
  return loginHref(`${pathname}${search}`);
}
