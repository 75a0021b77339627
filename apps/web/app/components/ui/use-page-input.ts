import { startTransition, useEffect, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';

/**
 * What the shopper chose or typed in the server-rendered page before it hydrated (decision 041). React keeps
 * the DOM's checked radio and typed text through hydration, but its state still holds the server's, so the
 * next render would put the old value back. These hooks read the DOM once, when the component mounts, and
 * hand what differs from React's values to `adopt`, so the choice is applied exactly once (the tap itself ran
 * no handler before hydration). On a client navigation the DOM holds React's own values: nothing happens.
 *
 * They read in a layout effect, which runs as the hydration commits, before the browser can deliver another
 * tap: a tap between that commit and the passive effects runs its own handler, and adopting it as well would
 * submit the choice twice. They adopt in the passive effect, as a transition like hydration itself (a
 * synchronous update from a layout effect there may suspend on a text catalogue or lazy part and fail).
 */

/** Reads `read()` once as the component commits and hands it to `adopt` in the passive effect, unless null. */
function useAdoptOnce<T>(read: () => T | null, adopt: (found: T) => void) {
  const latest = useRef({ read, adopt });
  const found = useRef<T | null>(null);
  useLayoutEffect(() => {
    found.current = latest.current.read();
  }, []);
  useEffect(() => {
    const value = found.current;
    found.current = null;
    if (value !== null) startTransition(() => latest.current.adopt(value));
  }, []);
}

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
  useAdoptOnce(() => {
    const element = scope.current;
    if (!element) return null;
    const changed: Record<string, string> = {};
    for (const [name, value] of Object.entries(current)) {
      const checked = checkedValue(element, name);
      if (checked !== null && checked !== (value ?? null)) changed[name] = checked;
    }
    return Object.keys(changed).length > 0 ? changed : null;
  }, adopt);
}

/** Adopts the text typed into `input` (or the option picked in a select) before hydration, when it differs from `current`. */
export function useValueEnteredEarly(
  input: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  current: string,
  adopt: (value: string) => void,
) {
  useAdoptOnce(() => {
    const value = input.current?.value;
    return value !== undefined && value !== current ? value : null;
  }, adopt);
}

/** Adopts a checkbox ticked or cleared before hydration, when it differs from `current`. */
export function useCheckedEarly(input: RefObject<HTMLInputElement | null>, current: boolean, adopt: (checked: boolean) => void) {
  useAdoptOnce(() => {
    const checked = input.current?.checked;
    return checked !== undefined && checked !== current ? checked : null;
  }, adopt);
}

/**
 * A controlled select's change handler that runs only when the select shows another option than `rendered`.
 * A pick made as the page hydrates fires `input`, which hydrates the page at once: the pick is adopted above
 * and the select rendered back to `rendered` until the adopted post is under way. The same pick's `change`
 * arrives after that, on a select showing `rendered` again. React drops such a non-change for inputs and
 * radios (it tracks their value); for a select it calls onChange, which would post the old quantity over the
 * pick.
 */
export function onSelectChange(rendered: string | number, handle: (select: HTMLSelectElement) => void) {
  return (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.value !== String(rendered)) handle(event.currentTarget);
  };
}
