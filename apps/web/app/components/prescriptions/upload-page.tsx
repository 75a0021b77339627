import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { RX_MAX_FILES, type PastPrescription } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { MissingNote } from '../checkout/missing-note.tsx';
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

const FORM_ID = 'rx-choose-form';

type Props = {
  past: PastPrescription[];
  /** What this checkout chose so far (the choices cookie, checked against the past list). */
  initial: { uploadedIds: string[]; pastIds: string[]; consult: boolean };
  /** A later step sent the shopper back: the cart needs a prescription. */
  missing: boolean;
  /** The action's answer when the choice could not be kept. */
  error: string | null;
};

/** The files uploaded earlier in this checkout, shown again as uploaded tiles. */
function earlierUploads(past: PastPrescription[], ids: string[]): UploadItem[] {
  const known = new Map(past.map((p) => [p.id, p]));
  return ids
    .map((id) => known.get(id))
    .filter((p): p is PastPrescription => Boolean(p))
    .map((p) => ({ key: p.id, name: '', kind: p.kind, status: 'done', progress: 100, id: p.id, url: p.url }));
}

/**
 * The Upload Prescription page for a signed-in shopper: upload new files, tick past ones, or ask for a free
 * doctor consultation. The files go up from the browser (signed links); 'Continue' posts the choice to the
 * step's action (intent `choose-rx`), which keeps it in the checkout choices and moves on to delivery.
 */
export function UploadPage({ past, initial, missing, error }: Props) {
  const t = useT();
  const toast = useToast();
  const navigation = useNavigation();
  const [failedPopup, setFailedPopup] = useState(false);
  const [pastIds, setPastIds] = useState<string[]>(() => initial.pastIds.filter((id) => !initial.uploadedIds.includes(id)));
  const [consult, setConsult] = useState(initial.consult);
  const { items, add, remove } = useRxUploads(() => setFailedPopup(true), earlierUploads(past, initial.uploadedIds));

  const uploadedIds = useMemo(() => items.flatMap((i) => (i.status === 'done' && i.id ? [i.id] : [])), [items]);

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
      {missing ? <MissingNote reason="prescription" /> : null}
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
            form={FORM_ID}
          />
        </div>

        <aside className="rx-side">
          <ConsultOption checked={consult} onChange={setConsult} form={FORM_ID} />
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
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <Form method="post" id={FORM_ID}>
            <input type="hidden" name="intent" value="choose-rx" />
            {uploadedIds.map((id) => (
              <input key={id} type="hidden" name="uploadedId" value={id} />
            ))}
            <Button type="submit" size="large" block disabled={!canContinue} loading={busy || navigation.state === 'submitting'}>
              {t('rx.continue')}
            </Button>
          </Form>
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
