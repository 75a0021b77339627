import { useEffect, useRef, useState } from 'react';

/** How long a release that makes no click (a finger dragged off the list) keeps the value held. */
const HELD_AFTER_RELEASE_MS = 800;

/**
 * A value that stands still while a finger or button is down on what shows it: a list that changes between
 * the press and the release moves the pressed row away, and the tap lands on something else or on nothing.
 * Spread `onPointerDown` on the element; the value shown is the one at the press until its click has been
 * handled, the press is cancelled (the finger scrolls), or a while after a release that made no click.
 */
export function useHeldWhilePressed<T>(value: T): { shown: T; onPointerDown: () => void } {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = () => {
    stop.current?.();
    setHeld({ value });
    let timer = 0;
    const release = () => {
      stop.current?.();
      setHeld(null);
    };
    // After the click's own handlers: the row it was pressed on must still be there when they run.
    const afterClick = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(release, 0);
    };
    const afterRelease = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(release, HELD_AFTER_RELEASE_MS);
    };
    window.addEventListener('click', afterClick, true);
    window.addEventListener('pointerup', afterRelease, true);
    window.addEventListener('pointercancel', release, true);
    stop.current = () => {
      window.clearTimeout(timer);
      window.removeEventListener('click', afterClick, true);
      window.removeEventListener('pointerup', afterRelease, true);
      window.removeEventListener('pointercancel', release, true);
      stop.current = null;
    };
  };

  return { shown: held ? held.value : value, onPointerDown };
}
