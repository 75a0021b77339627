/**
 * A doctor's slots: 'Consult now' when the doctor is on duty with the current slot free, then day tabs and each
 * day's slots as radios named `slot`. The tabs are radios too, and the chosen day's panel is shown by the style sheet
 * alone, so the choice works before the page is interactive. A booked slot is shown disabled, said in words.
 */
import type { DoctorSlots } from '@dawa/contracts';
import { useId } from 'react';
import { useLocale, useT } from '../../i18n/index.ts';
import { dayTab } from '../diagnostics-booking/lab-rules.ts';
import { formatDay } from '../orders/order-format.ts';
import { INSTANT } from './consult-rules.ts';

type Props = {
  days: DoctorSlots['days'];
  instant: string | null;
  selected: string;
  doctorName: string;
};

export function ConsultSlotPicker({ days, instant, selected, doctorName }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const chosenDay = days.findIndex((d) => d.slots.some((s) => s.startsAt === selected));
  const firstOpen = days.findIndex((d) => d.slots.some((s) => s.available));
  const open = chosenDay >= 0 ? chosenDay : Math.max(firstOpen, 0);
  const anyFree = days.some((d) => d.slots.some((s) => s.available));
  return (
    <>
      {instant ? (
        <label className="cs-instant">
          <input type="radio" name="slot" value={INSTANT} defaultChecked={selected === INSTANT || (!selected && !!instant)} />
          <span className="cs-instant__text">
            <strong>
              <span className="cs-dot" aria-hidden="true" /> {t('consult.slot.instant')}
            </strong>
            <span>{t('consult.slot.instantText', { doctor: doctorName })}</span>
          </span>
        </label>
      ) : null}
      <h3 className="cs-subtitle">{instant ? t('consult.slot.orSchedule') : t('consult.slot.schedule')}</h3>
      {!anyFree ? <p className="cs-empty">{t('consult.slot.none')}</p> : null}
      <div className="cs-days" role="group" aria-label={t('consult.slot.days')}>
        {days.map((day, i) => {
          const tab = dayTab(day.date, locale);
          const free = day.slots.filter((s) => s.available).length;
          return (
            <div key={day.date} className="cs-day">
              {/* Not posted (its `form` names none): the tab only shows its day's slots. */}
              <input
                type="radio"
                className="cs-day__radio visually-hidden"
                id={`${id}-day-${i}`}
                name={`${id}-day`}
                form={`${id}-days`}
                value={day.date}
                defaultChecked={i === open}
              />
              <label htmlFor={`${id}-day-${i}`} className="cs-day__tab">
                <span className="cs-day__weekday">{tab.weekday}</span>
                <span className="cs-day__date">{tab.day}</span>
                <span className="visually-hidden">{t('consult.slot.free', { n: free })}</span>
              </label>
              <fieldset className="cs-day__panel">
                <legend className="cs-day__legend">{formatDay(day.date)}</legend>
                {free === 0 ? <p className="cs-muted">{t('consult.slot.noneThatDay')}</p> : null}
                <div className="cs-slots">
                  {day.slots.map((slot) => (
                    <label key={slot.startsAt} className={`cs-slot${slot.available ? '' : ' cs-slot--off'}`}>
                      <input
                        type="radio"
                        name="slot"
                        value={slot.startsAt}
                        disabled={!slot.available}
                        defaultChecked={selected === slot.startsAt}
                      />
                      <span>{slot.time}</span>
                      {slot.available ? null : <span className="visually-hidden">{t('consult.slot.booked')}</span>}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          );
        })}
      </div>
    </>
  );
}
