/**
 * Behaviour shared by drawers and modals (spec §2, §4): open as a modal <dialog>, lock page scroll, push a
 * history entry so system back closes the overlay, close on Escape and on a backdrop click, and turn link
 * clicks inside the overlay into navigations that replace the overlay's own history entry.
 */
import { useEffect, useEffectEvent, useRef, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

type OverlayState = { dawaOverlay?: string } | null;

let scrollLocks = 0;
function lockScroll() {
  if (scrollLocks++ === 0) document.documentElement.classList.add('scroll-locked');
}
function unlockScroll() {
  if (--scrollLocks === 0) document.documentElement.classList.remove('scroll-locked');
}

/** Open overlays, innermost last, and how many of our own history.back() calls are still to arrive. */
const stack: Array<{ id: string; close: () => void }> = [];
let ownBacks = 0;

/**
 * Registered when this module loads, before the router starts listening, so it runs first and can keep
 * the router from treating an overlay's history entry as a navigation (which would reload the page data).
 */
if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    (event) => {
      if (ownBacks > 0) {
        ownBacks--;
        event.stopImmediatePropagation();
        return;
      }
      const top = stack[stack.length - 1];
      if (!top || (event.state as OverlayState)?.dawaOverlay === top.id) return;
      // System back left the innermost overlay's entry: close it; the page underneath stays as it is.
      event.stopImmediatePropagation();
      stack.pop();
      top.close();
    },
    true,
  );
}

/** Takes an overlay off the stack; true when it was still there. */
function forget(id: string | null): boolean {
  const at = stack.findIndex((entry) => entry.id === id);
  if (at >= 0) stack.splice(at, 1);
  return at >= 0;
}

export function useOverlay(ref: RefObject<HTMLDialogElement | null>, isOpen: boolean, onClose: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const entry = useRef<string | null>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    if (!dialog.open) dialog.showModal();
    lockScroll();
    const id = Math.random().toString(36).slice(2);
    window.history.pushState({ ...((window.history.state as object | null) ?? {}), dawaOverlay: id }, '');
    stack.push({ id, close: () => close() });
    entry.current = id;
    return () => {
      unlockScroll();
      if (dialog.open) dialog.close();
      const stillOpen = forget(id);
      entry.current = null;
      // Closed from inside (button, Escape, backdrop): take its history entry off again.
      if (stillOpen && (window.history.state as OverlayState)?.dawaOverlay === id) {
        ownBacks++;
        window.history.back();
      }
    };
  }, [isOpen, ref]);

  // A navigation (from inside or outside) closes the overlay.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    if (isOpen) close();
  }, [location.key, isOpen]);

  /** For navigations from inside the overlay (with `replace: true`): its history entry becomes the new page. */
  function release() {
    forget(entry.current);
    entry.current = null;
  }

  /** Links inside the overlay replace its history entry, so back returns to the page it was opened on. */
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || link.target || link.hasAttribute('download')) return;
    event.preventDefault();
    release();
    navigate(url.pathname + url.search + url.hash, { replace: true });
  };

  /** Escape: let React state close it, so the history entry is popped too. */
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  /** A click on the backdrop lands on the <dialog> itself, outside its box. */
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return { dialogProps: { onCancel, onClick: onBackdropClick, onClickCapture }, release };
}
