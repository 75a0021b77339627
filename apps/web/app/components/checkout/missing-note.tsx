/** Why the shopper was sent to this step (`?missing=` from a later step's guard), said at the top of it. */
import { useT, type MessageKey } from '../../i18n/index.ts';
import type { MissingReason } from './checkout-guard.ts';
import { AlertIcon } from './checkout-icons.tsx';
import './missing-note.css';

const TEXT: Record<MissingReason, MessageKey> = {
  prescription: 'ck.missing.prescription',
  address: 'ck.missing.address',
  delivery: 'ck.missing.delivery',
};

export function MissingNote({ reason }: { reason: MissingReason }) {
  const t = useT();
  return (
    <div className="ck-missing" role="alert">
      <AlertIcon size="sm" />
      <div>
        <strong>{t('ck.missing.label')}</strong>
        <p>{t(TEXT[reason])}</p>
      </div>
    </div>
  );
}
