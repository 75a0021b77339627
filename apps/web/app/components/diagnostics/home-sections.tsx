/** The lab home's fixed sections: how home collection works, why book with us, and the service cities. */
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { CheckIcon } from '../ui/icons.tsx';
import type { LabCity } from './lab-facts.ts';
import { cityHref } from './place-note.tsx';

const STEPS: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ['diagnostics.home.step1', 'diagnostics.home.step1Text'],
  ['diagnostics.home.step2', 'diagnostics.home.step2Text'],
  ['diagnostics.home.step3', 'diagnostics.home.step3Text'],
];

export function LabHowItWorks() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="lab-how">
      <h2 id="lab-how">{t('diagnostics.home.how')}</h2>
      <ol className="lab-steps">
        {STEPS.map(([title, text]) => (
          <li key={title}>
            <strong>{t(title)}</strong>
            <span>{t(text)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LabWhy({ fee, free }: { fee: string; free: string }) {
  const t = useT();
  const points = [
    [t('diagnostics.home.whyRates'), t('diagnostics.home.whyRatesText')],
    [t('diagnostics.home.whyLabs'), t('diagnostics.home.whyLabsText')],
    [t('diagnostics.home.whyFee'), t('diagnostics.home.whyFeeText', { fee, free })],
  ] as const;
  return (
    <section className="section" aria-labelledby="lab-why">
      <h2 id="lab-why">{t('diagnostics.home.why')}</h2>
      <ul className="lab-why">
        {points.map(([title, text]) => (
          <li key={title}>
            <CheckIcon size="sm" />
            <span>
              <strong>{title}</strong> {text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LabCities({ cities, current }: { cities: readonly LabCity[]; current: string | null }) {
  const t = useT();
  if (cities.length === 0) return null;
  return (
    <section className="section" id="lab-cities" aria-labelledby="lab-cities-title">
      <h2 id="lab-cities-title">{t('diagnostics.home.cities')}</h2>
      <p className="muted">{t('diagnostics.home.citiesText')}</p>
      <ul className="chips plain-list lab-cities">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link to={cityHref(city.slug)} className="chip" aria-current={city.slug === current ? 'page' : undefined}>
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
