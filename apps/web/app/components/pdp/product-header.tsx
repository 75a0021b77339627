/** Name, manufacturer, pack, composition and the Rx, refrigerated and returnable tags. */
import { isSoldOnline } from '@dawa/domain';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { CONTENT_PATHS, localisedPath } from '../legal/content-pages.ts';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { InfoIcon, ReturnIcon } from '../ui/icons.tsx';
import { ColdIcon } from './icons.tsx';
import type { PdpView } from './pdp-types.ts';
import { ShareButton } from './share-button.tsx';

const RxInfoDrawer = lazy(() => import('./rx-info.tsx'));

export function ProductHeader({ view }: { view: PdpView }) {
  const t = useT();
  const p = view.product;
  const [rxOpen, setRxOpen] = useState(false);
  const english = view.locale === 'hi' ? 'en' : undefined;
  return (
    <div className="pdp-head">
      <div className="pdp-head__top">
        <h1 className="pdp-head__name" lang={english}>
          {p.name}
        </h1>
        <ShareButton view={view} />
      </div>
      <p className="pdp-head__maker">
        {t('pdp.by')} <span lang={english}>{p.fullManufacturerName || p.manufacturer}</span>
      </p>
      <p className="pdp-head__pack" lang={english}>
        {p.packLabel}
      </p>
      {p.composition ? (
        <p className="pdp-head__composition">
          <span className="pdp-muted">{t('pdp.contains')}</span> <span lang={english}>{p.composition}</span>
        </p>
      ) : null}
      <ul className="pdp-tags">
        {isSoldOnline(p.drugSchedule) ? null : <li className="pdp-tag pdp-tag--legal">{t('pdp.schedule.tag')}</li>}
        {p.drugSchedule === 'H1' ? <li className="pdp-tag pdp-tag--legal">{t('pdp.schedule.h1Tag')}</li> : null}
        {p.isRxRequired ? (
          <li>
            {/* Before hydration or without JavaScript the tag leads to the help page's prescriptions section, which
                says the same (decision 041); once hydrated it opens the drawer in place. */}
            <EnhancedLink
              href={`${localisedPath(CONTENT_PATHS.help, view.locale)}#prescriptions`}
              className="pdp-tag pdp-tag--rx"
              onOpen={() => setRxOpen(true)}
              aria-haspopup="dialog"
            >
              <span className="pdp-tag__rx" aria-hidden="true">
                {t('catalogue.rx')}
              </span>
              {t('catalogue.rxLabel')}
              <InfoIcon size="sm" />
            </EnhancedLink>
          </li>
        ) : null}
        {p.isRefrigerated ? (
          <li className="pdp-tag pdp-tag--cold">
            <ColdIcon size="sm" />
            {t('pdp.tag.refrigerated')}
          </li>
        ) : null}
        <li className="pdp-tag">
          <ReturnIcon size="sm" />
          {view.facts.returnDays === null ? t('pdp.tag.nonReturnable') : t('pdp.tag.returnable', { days: view.facts.returnDays })}
        </li>
      </ul>
      {rxOpen ? (
        <Suspense fallback={null}>
          <RxInfoDrawer onClose={() => setRxOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
