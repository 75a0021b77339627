/** What a page shows when rendering it failed: the reason in a sentence and a retry. */
import { useT } from '../../i18n/index.ts';
import { StatusPage } from './status-page.tsx';
import { Button } from '../ui/button.tsx';
import { InfoIcon } from '../ui/icons.tsx';

export function RouteError({ error, message }: { error?: unknown; message?: string }) {
  const t = useT();
  if (error !== undefined && typeof window !== 'undefined') console.error(error);
  return (
    <StatusPage
      art={<InfoIcon />}
      title={t('shell.error.title')}
      actions={<Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>}
    >
      <p>{message ?? t('shell.error.text')}</p>
    </StatusPage>
  );
}
