/** What the cart and saved-items pages show when rendering failed: a retry and ways to carry on. */
import { useT } from '../../i18n/index.ts';
import { StatusPage } from '../shell/status-page.tsx';
import { Button } from '../ui/button.tsx';

export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  if (typeof window !== 'undefined') console.error(error);
  return (
    <StatusPage
      title={t('shell.error.title')}
      actions={<Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>}
    >
      <p>{t('shell.error.text')}</p>
    </StatusPage>
  );
}
