/**
 * Every cart change is a form posting to /cart with an `intent` (decision 010). Before hydration the same
 * markup is a plain HTML form: the browser posts it, the action redirects back to `redirectTo`, so a tap
 * is not lost. After hydration a fetcher posts it (the `_js` field tells the action to answer with data),
 * the loaders revalidate, and `useCartFetcher` shows the outcome as the spec's toasts.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useFetcher, useLocation, type FetcherWithComponents } from 'react-router';
import { translateWhenLoaded, useLocale, useT, type MessageKey } from '../../i18n/index.ts';
import { useToast } from '../ui/toast.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { CART_ACTION, fallbackErrorKey, OUTCOME_TOAST, type CartActionResult, type CartIntent } from './cart-intents.ts';

/** Marks a form post as sent by the hydrated page (answered with data, not with a redirect). */
export function ScriptField() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}

export type CartFetcher = FetcherWithComponents<CartActionResult>;

/** The text of a failed change: the server's message, else the spec's text for that intent. */
export function useCartFailureText() {
  const t = useT();
  return (result: Extract<CartActionResult, { ok: false }>) => result.message || t(fallbackErrorKey(result.intent));
}

/**
 * A fetcher posting to /cart that toasts each answer once: the outcome's toast, the failure's text
 * (unless `errors: 'inline'`, where the form shows it beside itself), and after a merge the capped and
 * left-out lines.
 */
export function useCartFetcher(options: { key?: string; errors?: 'toast' | 'inline' } = {}): CartFetcher {
  const fetcher = useFetcher<CartActionResult>({ key: options.key });
  const locale = useLocale();
  const toast = useToast();
  const failureText = useCartFailureText();
  const seen = useRef<CartActionResult | undefined>(undefined);
  const inline = options.errors === 'inline';
  useEffect(() => {
    const result = fetcher.data;
    // The answer is in once the post is no longer submitting (the loaders may still be revalidating,
    // after which a removed line's form is gone, so it toasts now).
    if (fetcher.state === 'submitting' || !result || seen.current === result) return;
    seen.current = result;
    if (!result.ok) {
      if (!inline) toast.show(failureText(result), 'error');
      return;
    }
    // Texts are read when loaded: an answer can come while the page is still hydrating (decision 041).
    const say = (key: MessageKey, tone: 'success' | 'info' | 'error', vars?: Record<string, string | number>) =>
      void translateWhenLoaded(locale, key, vars).then((text) => toast.show(text, tone));
    const key = OUTCOME_TOAST[result.outcome];
    if (key) say(key, 'success');
    if (result.outcome === 'switched') {
      if ((result.n ?? 1) > 1) say('cart.toast.switchedAll', 'success', { n: result.n ?? 1 });
      else say('cart.toast.switched', 'success');
    }
    for (const line of result.merged?.capped ?? []) say('cart.toast.capped', 'info', { name: line.name, n: line.quantity });
    const left = result.merged?.notAdded.length ?? 0;
    if (left > 0) say('cart.toast.cartFull', 'error', { n: left });
  });
  return fetcher;
}

type CartFormProps = {
  fetcher: CartFetcher;
  intent: CartIntent;
  className?: string;
  children: ReactNode;
  /** Hidden fields besides intent and redirectTo. */
  fields?: Record<string, string | number | undefined>;
};

/** A form posting one intent to /cart, with the page to come back to. */
export function CartForm({ fetcher, intent, className, children, fields = {} }: CartFormProps) {
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      <ScriptField />
      {children}
    </fetcher.Form>
  );
}

/** The quantity a pending post is setting (null when none is in flight). */
export function pendingQuantity(fetcher: CartFetcher): number | null {
  const form = fetcher.formData;
  if (!form) return null;
  if (form.get('intent') === 'remove') return 0;
  const q = Number(form.get('quantity'));
  return Number.isInteger(q) ? q : null;
}

/**
 * Submits the form a control belongs to (a quantity picker posts on change), as the script's post: also for
 * a pick made before hydration and applied while the page hydrates, when the form has no `_js` field yet.
 * `value` is the pick: by the time a pick made before hydration is applied, React may have put the select
 * back to the quantity it renders.
 */
export function submitOwnForm(fetcher: CartFetcher, control: HTMLSelectElement, value = control.value) {
  if (!control.form) return;
  const body = new FormData(control.form);
  body.set(control.name, value);
  body.set('_js', '1');
  void fetcher.submit(body, { method: 'post', action: CART_ACTION });
}
