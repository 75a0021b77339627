/**
 * /account/privacy/erase: what an erasure deletes and what the law makes us keep, then the confirmation
 * (the account's own number typed, and a box ticked). A plain form post: the answer is a full page, so
 * every part of the page forgets the shopper once the account is gone.
 */
import { Form, Link } from 'react-router';
import { RETENTION } from '@dawa/domain';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { StatusPage } from '../shell/status-page.tsx';
import { buttonClass, Button } from '../ui/button.tsx';
import { CheckIcon, ChevronLeftIcon } from '../ui/icons.tsx';
import { DOWNLOAD_HREF } from './privacy-page.tsx';
import './privacy.css';

export type EraseFailure = { ok: false; code: string; message: string; field?: 'confirmMobileNumber' | 'understood' };

const DELETED = [1, 2, 3, 4, 5, 6].map((n) => `privacy.erasePage.deletedList.${n}` as MessageKey);
const KEPT = [1, 2, 3].map((n) => `privacy.erasePage.keptList.${n}` as MessageKey);
const RETENTION_TEXT = { years: RETENTION.orderRecordYears, months: RETENTION.gstRecordMonths, h1: RETENTION.h1RegisterYears };

export function ErasedPage() {
  const t = useT();
  return (
    <StatusPage
      art={<CheckIcon />}
      title={t('privacy.erasePage.doneTitle')}
      actions={
        <a href="/" className={buttonClass()}>
          {t('privacy.erasePage.home')}
        </a>
      }
    >
      <p>{t('privacy.erasePage.doneText')}</p>
    </StatusPage>
  );
}

export function EraseAccountPage({ numberEnding, failure }: { numberEnding: string; failure?: EraseFailure }) {
  const t = useT();
  const numberWrong = failure?.field === 'confirmMobileNumber';
  const tickMissing = failure?.field === 'understood';
  return (
    <div className="container privacy-page">
      <Link to="/account/privacy" className="privacy-back">
        <ChevronLeftIcon size="sm" />
        {t('privacy.erasePage.back')}
      </Link>
      <h1 className="privacy-page__title">{t('privacy.erase.title')}</h1>

      <section className="privacy-card" aria-labelledby="erase-deleted">
        <h2 id="erase-deleted">{t('privacy.erasePage.deleted')}</h2>
        <ul>
          {DELETED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>

      <section className="privacy-card" aria-labelledby="erase-kept">
        <h2 id="erase-kept">{t('privacy.erasePage.kept')}</h2>
        <ul>
          {KEPT.map((key) => (
            <li key={key}>{t(key, RETENTION_TEXT)}</li>
          ))}
        </ul>
      </section>

      <section className="privacy-card privacy-card--danger" aria-labelledby="erase-confirm">
        <h2 id="erase-confirm">{t('privacy.erasePage.before')}</h2>
        <p>{t('privacy.erasePage.beforeText')}</p>
        <p>
          <a href={DOWNLOAD_HREF} download className={buttonClass('medium', 'outlined')}>
            {t('privacy.download.button')}
          </a>
        </p>
        {failure && !failure.field ? (
          <p className="privacy-error" role="alert">
            {failure.message}
          </p>
        ) : null}
        <Form method="post" reloadDocument className="erase-form">
          <input type="hidden" name="intent" value="erase" />
          <div className="erase-form__field">
            <label htmlFor="erase-number">{t('privacy.erasePage.confirmLabel')}</label>
            <p className="erase-form__hint" id="erase-number-hint">
              {t('privacy.erasePage.confirmHint', { last: numberEnding })}
            </p>
            <input
              id="erase-number"
              name="confirmMobileNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              required
              aria-invalid={numberWrong || undefined}
              aria-describedby={numberWrong ? 'erase-number-hint erase-number-error' : 'erase-number-hint'}
            />
            {numberWrong ? (
              <p className="privacy-error" id="erase-number-error" role="alert">
                {failure.message}
              </p>
            ) : null}
          </div>
          <label className="erase-form__check">
            <input type="checkbox" name="understood" value="yes" required aria-invalid={tickMissing || undefined} />
            {t('privacy.erasePage.understood')}
          </label>
          {tickMissing ? (
            <p className="privacy-error" role="alert">
              {failure.message}
            </p>
          ) : null}
          <div className="erase-form__actions">
            <Button type="submit" size="medium" className="btn--danger">
              {t('privacy.erasePage.submit')}
            </Button>
            <Link to="/account/privacy" className={buttonClass('medium', 'outlined')}>
              {t('privacy.erasePage.cancel')}
            </Link>
          </div>
        </Form>
      </section>
    </div>
  );
}
