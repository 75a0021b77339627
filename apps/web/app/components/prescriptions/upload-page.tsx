import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RX_MAX_FILES, type PastPrescription } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { readCheckoutState, updateCheckoutState } from '../../lib/checkout-state.ts';
import { Button } from '../ui/button.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import { useToast } from '../ui/toast.tsx';
import { PastList } from './past-list.tsx';
import { ConsultOption, ValidGuide } from './rx-aside.tsx';
import { ShieldIcon } from './rx-icons.tsx';
import { checkFiles } from './rx-rules.ts';
import { UploadTiles } from './upload-tiles.tsx';
import { UploadZone } from './upload-zone.tsx';
import { useRxUploads, type UploadItem } from './use-rx-uploads.ts';

export const NEXT_STEP = '/checkout/delivery-options';

type Props = { past: PastPrescription[] };

/**
 * The Upload Prescription page for a signed-in shopper: upload new files, tick past ones, or ask for a free
 * doctor consultation; the choices are kept in the checkout state (sessionStorage) as they change.
 */
export function UploadPage({ past }: Props) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [failedPopup, setFailedPopup] = useState(false);
  const [restored, setRestored] = useState(false);
  const [pastIds, setPastIds] = useState<string[]>([]);
  const [consult, setConsult] = useState(false);
  const { items, add, remove, restore } = useRxUploads(() => setFailedPopup(true));

  // The choices made earlier in this checkout (after a reload or a step back); nothing is preselected otherwise.
  useEffect(() => {
    const { rx } = readCheckoutState();
    const known = new Map(past.map((p) => [p.id, p]));
    restore(
      rx.uploadedIds
        .map((id) => known.get(id))
        .filter((p): p is PastPrescription => Boolean(p))
        .map((p): UploadItem => ({ key: p.id, name: '', kind: p.kind, status: 'done', progress: 100, id: p.id, url: p.url })),
    );
    setPastIds(rx.pastIds.filter((id) => known.has(id) && !rx.uploadedIds.includes(id)));
    setConsult(rx.consult);
    setRestored(true);
  }, [past, restore]);

  const uploadedIds = useMemo(() => items.flatMap((i) => (i.status === 'done' && i.id ? [i.id] : [])), [items]);
  useEffect(() => {
    if (restored) updateCheckoutState({ rx: { uploadedIds, pastIds, consult } });
  }, [restored, uploadedIds, pastIds, consult]);

  const active = items.filter((i) => i.status !== 'failed').length;
  const onFiles = (files: File[]) => {
    const { accepted, error } = checkFiles(files, active);
    if (error) toast.show(t(error), 'error');
    void add(accepted);
  };
  // Files uploaded here are listed above, not again among the past ones.
  const pastShown = past.filter((p) => !items.some((i) => i.id === p.id));
  const chosen = uploadedIds.length + pastIds.length;
  const canContinue = chosen > 0 || consult;
  const busy = items.some((i) => i.status === 'uploading');

  return (
    <div className="container rx-page">
      <h1 className="rx-page__title">{t('rx.title')}</h1>
      <div className="rx-why" role="note">
        <InfoIcon size="sm" />
        <div>
          <strong>{t('rx.why.title')}</strong>
          <p>{t('rx.why.text')}</p>
        </div>
      </div>

      <div className="rx-layout">
        <div className="rx-main">
          <section className="rx-card" aria-labelledby="rx-upload-title">
            <h2 id="rx-upload-title" className="rx-card__title">
              {t('rx.upload.heading')}
            </h2>
            <UploadZone onFiles={onFiles} full={active >= RX_MAX_FILES} />
            <UploadTiles items={items} onRemove={remove} />
            <p className="rx-private">
              <ShieldIcon size="sm" />
              {t('rx.private')}
            </p>
          </section>
          <PastList
            prescriptions={pastShown}
            selected={pastIds}
            onToggle={(id) => setPastIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))}
          />
        </div>

        <aside className="rx-side">
          <ConsultOption checked={consult} onChange={setConsult} />
          <ValidGuide />
        </aside>
        <div className="rx-continue">
          <p className="rx-continue__summary" aria-live="polite">
            {chosen === 1
              ? t('rx.chosenOne')
              : chosen > 1
                ? t('rx.chosen', { count: chosen })
                : consult
                  ? t('rx.chosenConsult')
                  : t('rx.continueHint')}
          </p>
          <Button size="large" block disabled={!canContinue} loading={busy} onClick={() => navigate(NEXT_STEP)}>
            {t('rx.continue')}
          </Button>
        </div>
      </div>

      <Modal open={failedPopup} onClose={() => setFailedPopup(false)} title={t('rx.error.popupTitle')}>
        <p className="rx-popup__text">{t('rx.error.uploadFailed')}</p>
        <Button block onClick={() => setFailedPopup(false)}>
          {t('rx.error.ok')}
        </Button>
      </Modal>
    </div>
  );
}
