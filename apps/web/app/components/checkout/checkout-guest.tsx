import { useState } from 'react';
import { LoginDrawer } from '../shell/lazy-login-drawer.tsx';
import { StatusPage } from '../shell/status-page.tsx';
import { buttonClass } from '../ui/button.tsx';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { LockIcon } from './checkout-icons.tsx';

type Props = { title?: MessageKey; text?: MessageKey };

/**
 * A guest on a checkout or orders page: asked to log in (login drawer). On success the drawer reloads the
 * page data, so the page finds the shopper signed in and carries on.
 */
export function GuestPrompt({ title = 'ck.guest.title', text = 'ck.guest.text' }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const loginHere = useLoginHrefHere();
  // The login page, back here once signed in, until the page is interactive (decision 041).
  const login = (
    <EnhancedLink href={loginHere} className={buttonClass()} onOpen={() => setOpen(true)}>
      {t('ck.guest.login')}
    </EnhancedLink>
  );
  return (
    <>
      <StatusPage art={<LockIcon />} title={t(title)} actions={login}>
        <p>{t(text)}</p>
      </StatusPage>
      <LoginDrawer open={open} onClose={() => setOpen(false)} onSuccess={() => setOpen(false)} />
    </>
  );
}
