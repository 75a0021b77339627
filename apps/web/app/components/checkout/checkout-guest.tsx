import { useState } from 'react';
import { LoginDrawer } from '../shell/lazy-login-drawer.tsx';
import { StatusPage } from '../shell/status-page.tsx';
import { Button } from '../ui/button.tsx';
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
  return (
    <>
      <StatusPage art={<LockIcon />} title={t(title)} actions={<Button onClick={() => setOpen(true)}>{t('ck.guest.login')}</Button>}>
        <p>{t(text)}</p>
      </StatusPage>
      <LoginDrawer open={open} onClose={() => setOpen(false)} onSuccess={() => setOpen(false)} />
    </>
  );
}
