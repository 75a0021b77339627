/** /account/privacy: download the data, change the optional consents, and the way to erase the account. */
import type { ConsentList } from '@dawa/contracts';
import { Link, useFetcher } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { ScriptField } from '../cart/cart-form.tsx';
import { RichText } from '../legal/rich-text.tsx';
import { formatDate } from '../orders/order-format.ts';
import { buttonClass, Button } from '../ui/button.tsx';
import './privacy.css';

export const PRIVACY_ACTION = '/account/privacy';
export const DOWNLOAD_HREF = '/account/privacy/download';

type Consent = ConsentList['consents'][number];
type ConsentAnswer = { ok: boolean; message?: string };

export function PrivacyPage({ consents }: { consents: ConsentList }) {
  const t = useT();
  return (
    <div className="container privacy-page">
      <h1 className="privacy-page__title">{t('privacy.title')}</h1>
      <p className="privacy-page__lead">
        <RichText text={t('privacy.lead')} />
      </p>

      <section className="privacy-card" aria-labelledby="privacy-download">
        <h2 id="privacy-download">{t('privacy.download.title')}</h2>
        <p>{t('privacy.download.text')}</p>
        <a href={DOWNLOAD_HREF} download className={buttonClass('medium')}>
          {t('privacy.download.button')}
        </a>
      </section>

      <section className="privacy-card" aria-labelledby="privacy-choices">
        <h2 id="privacy-choices">{t('privacy.choices.title')}</h2>
        <p>{t('privacy.choices.text')}</p>
        <ul className="consent-list">
          {consents.consents.map((c) => (
            <ConsentRow key={c.purpose} consent={c} />
          ))}
        </ul>
        <p className="privacy-note">{t('privacy.choices.necessary')}</p>
        {consents.history.length > 0 ? (
          <details className="consent-history">
            <summary>{t('privacy.choices.history')}</summary>
            <ol>
              {consents.history.map((h, i) => (
                <li key={i}>
                  <span>{formatDate(h.at)}</span> · {t(h.granted ? 'privacy.choices.historyGiven' : 'privacy.choices.historyWithdrawn')}:{' '}
                  {t(`privacy.purpose.${h.purpose}` as MessageKey)}{' '}
                  <span className="privacy-muted">({t('privacy.choices.historyNotice', { version: h.noticeVersion })})</span>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </section>

      <section className="privacy-card" aria-labelledby="privacy-correct">
        <h2 id="privacy-correct">{t('privacy.correct.title')}</h2>
        <p>
          <RichText text={t('privacy.correct.text')} />
        </p>
      </section>

      <section className="privacy-card privacy-card--danger" aria-labelledby="privacy-erase">
        <h2 id="privacy-erase">{t('privacy.erase.title')}</h2>
        <p>{t('privacy.erase.text')}</p>
        <Link to="/account/privacy/erase" className={buttonClass('medium', 'outlined', 'btn--danger')}>
          {t('privacy.erase.start')}
        </Link>
      </section>
    </div>
  );
}

/** One optional purpose: its state and the one button that flips it (optimistic while the post is on its way). */
function ConsentRow({ consent }: { consent: Consent }) {
  const t = useT();
  const fetcher = useFetcher<ConsentAnswer>();
  const pending = fetcher.formData?.get('granted');
  const granted = pending === undefined || pending === null ? consent.granted : pending === 'true';
  const name = t(`privacy.purpose.${consent.purpose}` as MessageKey);
  const since = consent.changedAt ? formatDate(consent.changedAt) : null;
  const settled = granted
    ? t('privacy.choices.on', { date: since ?? '' })
    : since
      ? t('privacy.choices.offSince', { date: since })
      : t('privacy.choices.off');
  const stateText = pending === undefined || pending === null ? settled : t(granted ? 'privacy.choices.onNow' : 'privacy.choices.off');
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok;
  return (
    <li className="consent-row">
      <div className="consent-row__text">
        <h3>{name}</h3>
        <p>{t(`privacy.purpose.${consent.purpose}.text` as MessageKey)}</p>
        <p className={`consent-row__state consent-row__state--${granted ? 'on' : 'off'}`}>{stateText}</p>
        {failed ? (
          <p className="privacy-error" role="alert">
            {fetcher.data?.message || t('privacy.choices.failed')}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post" action={PRIVACY_ACTION}>
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="purpose" value={consent.purpose} />
        <input type="hidden" name="granted" value={granted ? 'false' : 'true'} />
        <ScriptField />
        <Button
          type="submit"
          size="medium"
          variant={granted ? 'outlined' : 'default'}
          aria-label={t(granted ? 'privacy.choices.turnOffLabel' : 'privacy.choices.turnOnLabel', { purpose: name })}
        >
          {t(granted ? 'privacy.choices.turnOff' : 'privacy.choices.turnOn')}
        </Button>
      </fetcher.Form>
    </li>
  );
}
