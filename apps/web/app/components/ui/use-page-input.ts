import { startTransition, useEffect, useRef, type RefObject } from 'react';

/**
 * What the shopper chose or typed in the server-rendered page before it hydrated (decision 041). React keeps
 * the DOM's checked radio and typed text through hydration, but its state still holds the server's, so the
 * next render would put the old value back. These hooks read the DOM once, when the component mounts, and
 * hand what differs from React's values to `adopt`, so the choice is applied exactly once (the tap itself ran
 * no handler before hydration). On a client navigation the DOM holds React's own values: nothing happens.
 *
 * They read in a passive effect: React runs the hydration's passive effects before any later render, so the
 * DOM still holds the shopper's value, and the adopted update is a transition, like hydration itself (a
 * synchronous update from a layout effect there may suspend on a text catalogue or lazy part and fail).
 */

/** The value of the checked radio named `name` inside `scope`, or null when none is checked. */
export function checkedValue(scope: ParentNode, name: string): string | null {
  for (const input of scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (input.name === name && input.checked) return input.value;
  }
  return null;
}

/**
 * Adopts the radios checked before hydration: `current` maps each group's name (inside `scope`) to the
 * value React renders checked; `adopt` gets the groups whose checked radio differs, or is not called.
 */
export function useChoicesMadeEarly(
  scope: RefObject<HTMLElement | null>,
  current: Record<string, string | null | undefined>,
  adopt: (changed: Record<string, string>) => void,
) {
  const first = useRef({ current, adopt });
  useEffect(() => {
    const element = scope.current;
    if (!element) return;
    const changed: Record<string, string> = {};
    for (const [name, value] of Object.entries(first.current.current)) {
      const checked = checkedValue(element, name);
      if (checked !== null && checked !== (value ?? null)) changed[name] = checked;
    }
    if (Object.keys(changed).length > 0) startTransition(() => first.current.adopt(changed));
  }, [scope]);
}

/** Adopts the text typed into `input` (or the option picked in a select) before hydration, when it differs from `current`. */
export function useValueEnteredEarly(
  input: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  current: string,
  adopt: (value: string) => void,
) {
  const first = useRef({ current, adopt });
  useEffect(() => {
    const value = input.current?.value;
    if (value !== undefined && value !== first.current.current) startTransition(() => first.current.adopt(value));
  }, [input]);
}

/** Adopts a checkbox ticked or cleared before hydration, when it differs from `current`. */
export function useCheckedEarly(input: RefObject<HTMLInputElement | null>, current: boolean, adopt: (checked: boolean) => void) {
  const first = useRef({ current, adopt });
  useEffect(() => {
    const checked = input.current?.checked;
    if (checked !== undefined && checked !== first.current.current) startTransition(() => first.current.adopt(checked));
  }, [input]);
}
