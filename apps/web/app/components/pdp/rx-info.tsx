/** Why a prescription is needed and what a valid one shows (the Rx tag's drawer). */
import { useT } from '../../i18n/index.ts';
import { Drawer } from '../ui/drawer.tsx';

export function RxInfoDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Drawer open onClose={onClose} title={t('pdp.rx.title')} sheetOnPhone>
      <div className="pdp-prose">
        <p>{t('pdp.rx.body')}</p>
        <h3>{t('pdp.rx.validTitle')}</h3>
        <ul>
          <li>{t('pdp.rx.valid1')}</li>
          <li>{t('pdp.rx.valid2')}</li>
          <li>{t('pdp.rx.valid3')}</li>
          <li>{t('pdp.rx.valid4')}</li>
        </ul>
        <p className="pdp-muted">{t('pdp.rx.law')}</p>
      </div>
    </Drawer>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default RxInfoDrawer;
