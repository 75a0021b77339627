/**
 * 'Add to cart' on a test or package page. Signed in, a form posting to the page's own action (decision 041: a
 * plain post before hydration, a fetcher's after); once the item is in the lab cart, a link to it. Signed out, a
 * link to the login page that opens the login drawer once hydrated: lab tests are booked for named patients,
 * so the lab cart needs an account.
 */
import type { LabItemCard } from '@dawa/contracts';
import { useState } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSession } from '../account/session.ts';
import { LoginDrawer } from '../shell/lazy-login-drawer.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';
import { CartIcon, CheckIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

export const LAB_CART_PATH = '/diag-pwa/cart';

export type BookResult = { ok: true } | { ok: false; code: string; message: string };

function ScriptField() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}

export function BookControl({ item, inCart }: { item: Pick<LabItemCard, 'type' | 'id'>; inCart: boolean }) {
  const t = useT();
  const { user } = useSession();
  const loginHere = useLoginHrefHere();
  const [login, setLogin] = useState(false);
  const fetcher = useFetcher<BookResult>({ key: `lab-book:${item.type}:${item.id}` });
  const plain = useActionData<BookResult>();
  const answer = fetcher.data ?? plain;

  if (!user) {
    return (
      <div className="lab-book">
        <EnhancedLink
          href={loginHere}
          className={buttonClass('large', 'default', 'btn--block')}
          onOpen={() => setLogin(true)}
          aria-haspopup="dialog"
        >
          {t('diagnostics.book.login')}
        </EnhancedLink>
        <p className="lab-book__note">{t('diagnostics.book.loginNote')}</p>
        <LoginDrawer open={login} onClose={() => setLogin(false)} onSuccess={() => setLogin(false)} />
      </div>
    );
  }
  // The link waits for the page's revalidation to finish: a navigation started while it is still loading can
  // change the address without rendering the lab cart.
  if (inCart || (answer?.ok && fetcher.state === 'idle')) {
    return (
      <div className="lab-book">
        <p className="lab-book__in" role="status">
          <CheckIcon size="sm" />
          {t('diagnostics.book.inCart')}
        </p>
        <Link to={LAB_CART_PATH} className={buttonClass('large', 'outlined', 'btn--block')}>
          <CartIcon size="sm" />
          {t('diagnostics.book.goToCart')}
        </Link>
      </div>
    );
  }
  return (
    <div className="lab-book">
      <fetcher.Form method="post">
        <input type="hidden" name="type" value={item.type} />
        <input type="hidden" name="id" value={item.id} />
        <ScriptField />
        <Button type="submit" size="large" block loading={fetcher.state !== 'idle'} loadingLabel={t('diagnostics.book.adding')}>
          <CartIcon size="sm" />
          {t('diagnostics.book.add')}
        </Button>
      </fetcher.Form>
      {answer && !answer.ok ? (
        <p className="lab-book__error" role="alert">
          {answer.message || t('diagnostics.book.failed')}
        </p>
      ) : null}
    </div>
  );
}
