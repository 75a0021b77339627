/**
 * /offers/:slug: one offer's page (storefront §2): what it gives, its code to copy and where to apply it, until
 * when, then its eligibility, how to get it, cancellation policy and terms. An offer that has ended says so, with
 * the date, and lists the vertical's offers of today instead of its code. An unknown offer is a 404 with the spec's
 * 'Error: Unable to fetch offer details...'.
 */
import { idFromSlug } from '@dawa/domain';
import type { Offer } from '@dawa/contracts';
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router';
import { CodeBox } from '../components/offers/copy-code.tsx';
import { DemoLabel } from '../components/offers/demo-label.tsx';
import { OfferCard, OfferKindIcon } from '../components/offers/offer-card.tsx';
import {
  OFFER_TAG_OF,
  benefitText,
  cartHrefOf,
  paymentText,
  summaryOf,
  validityText,
  type OfferSummary,
} from '../components/offers/offer-format.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { StatusPage } from '../components/shell/status-page.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { CompassIcon } from '../components/ui/icons.tsx';
import { translate, useT, type MessageKey } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { offersApi } from '../lib/api-offers.ts';
import { loadedPageHeaders } from '../lib/page-headers.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/offer-details';
import '../components/offers/offer-badges.css';
import '../components/offers/offer-parts.css';
import '../components/offers/offers-page.css';

const notFound = () => data(null, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFromSlug(params.slug);
  if (id === null) throw notFound();
  let offer: Offer;
  try {
    offer = await offersApi.details(id, request);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
  // One address per offer: an old or mistyped slug moves to the offer's own (the slug, not the path: a client
  // navigation asks for the path with '.data' added).
  if (`/offers/${params.slug}` !== offer.deeplinks.web) throw redirect(offer.deeplinks.web, 301);
  // An ended offer's page shows what is on offer today in its vertical instead; when that call fails, it says there are none.
  let current: OfferSummary[] = [];
  if (offer.isExpired) {
    const vertical = offer.metaData.verticals[0] ?? 'medicine';
    current = await offersApi.active(OFFER_TAG_OF[vertical], request).then(
      ({ active }) => active.map(summaryOf),
      () => [],
    );
  }
  return data(
    { offer: summaryOf(offer), detail: offer.detail, current, origin: publicOrigin(context) },
    { headers: { 'Cache-Control': PUBLIC_CACHE } },
  );
}

export const headers = loadedPageHeaders;

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) {
    const missing = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: missing ? translate('en', 'offers.meta.notFoundTitle') : translate('en', 'shell.error.title') },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { offer, origin } = loaderData;
  const t = (key: MessageKey, vars?: Record<string, string | number>) => translate('en', key, vars);
  return [
    { title: t('offers.meta.detailTitle', { title: offer.title }) },
    { name: 'description', content: `${offer.shortDescription} ${benefitText(offer, t)}. ${validityText(offer, t)}.` },
    { tagName: 'link', rel: 'canonical', href: `${origin}${offer.href}` },
    // An ended offer's page stays for the links to it, but search engines need not list it.
    ...(offer.expired ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

function DetailSection({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="offer-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function Ended({ offer, current }: { offer: OfferSummary; current: OfferSummary[] }) {
  const t = useT();
  return (
    <>
      <div className="offer-ended" role="status">
        <p className="offer-ended__title">{t('offers.ended.title')}</p>
        <p>{validityText(offer, t)}</p>
      </div>
      <section className="offer-page__current" aria-labelledby="offers-current">
        <h2 id="offers-current">{t('offers.ended.current')}</h2>
        {current.length === 0 ? (
          <p>{t('offers.ended.none')}</p>
        ) : (
          <ul className="offers-list">
            {current.map((o) => (
              <li key={o.id}>
                <OfferCard offer={o} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/offers" className={buttonClass('default', 'outlined')}>
          {t('offers.all')}
        </Link>
      </section>
    </>
  );
}

export default function OfferDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { offer, detail, current } = loaderData;
  return (
    <div className="container offer-page">
      <Breadcrumbs
        items={[{ name: t('catalogue.home'), href: '/' }, { name: t('offers.title'), href: '/offers' }, { name: offer.title }]}
      />
      <article className="offer-page__card" aria-labelledby="offer-title">
        <div className="offer-card__top">
          <OfferKindIcon kind={offer.kind} />
          <div className="offer-card__heading">
            <h1 id="offer-title" className="offer-page__title">
              {offer.title}
            </h1>
            <p className={offer.expired ? 'offer-benefit offer-benefit--ended' : 'offer-benefit'}>{benefitText(offer, t)}</p>
          </div>
        </div>
        {offer.demo ? <DemoLabel /> : null}
        <p className="offer-card__text">{offer.shortDescription}</p>
        {offer.expired ? null : (
          <>
            {offer.code ? (
              <div className="offer-page__apply">
                <CodeBox code={offer.code} />
                <Link to={cartHrefOf(offer)} className={buttonClass('default')}>
                  {t('offers.applyInCart')}
                </Link>
              </div>
            ) : (
              <p className="offer-auto">
                <strong>{t('offers.payment.noCode')}</strong> · {paymentText(offer.paymentTypeIds, t)}
              </p>
            )}
            <p className="offer-card__valid">{validityText(offer, t)}</p>
          </>
        )}
      </article>
      {offer.expired ? (
        <Ended offer={offer} current={current} />
      ) : (
        <div className="offer-page__details">
          <DetailSection id="offer-eligibility" title={t('offers.section.eligibility')} lines={detail.eligibilty} />
          <DetailSection id="offer-how" title={t('offers.section.howToGet')} lines={detail.howToGet} />
          <DetailSection id="offer-cancellation" title={t('offers.section.cancellation')} lines={detail.cancellationPolicy} />
          <DetailSection id="offer-terms" title={t('offers.section.terms')} lines={detail.termsAndConditions} />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <RouteError error={error} />;
  return (
    <StatusPage
      art={<CompassIcon />}
      code="404"
      title={t('offers.notFound.title')}
      actions={
        <Link to="/offers" className={buttonClass()}>
          {t('offers.all')}
        </Link>
      }
    >
      <p>{t('offers.notFound.text')}</p>
    </StatusPage>
  );
}
