/**
 * The collection slot picker: seven day tabs and each day's 30-minute slots as radios. The tabs are radios
 * too, styled as tabs, and the chosen day's panel is shown by the style sheet alone, so a shopper can change
 * the day and pick a slot before the page is interactive. A slot that cannot be booked is disabled; the
 * reasons are said once each under the day's slots, and each closed slot is described by its own.
 */
import type { LabSlotDays } from '@dawa/contracts';
import { useId } from 'react';
import { useLocale, useT } from '../../i18n/index.ts';
import { ChoiceRadio } from '../ui/choice-radio.tsx';
import { dayTab, dayToShow } from './lab-rules.ts';

type Props = {
  days: LabSlotDays['days'];
  selected: string | undefined;
  onSelect: (startsAt: string) => void;
  /** The radios' name in the form that posts the choice. */
  name?: string;
};

type Slot = LabSlotDays['days'][number]['slots'][number];

export function SlotPicker({ days, selected, onSelect, name = 'slot' }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const open = dayToShow(days, selected);
  const reasonOf = (slot: Slot) => slot.reason ?? t('lab-booking.slot.unavailable');
  return (
    <div className="lbk-days" role="group" aria-label={t('lab-booking.slot.days')}>
      {days.map((day, i) => {
        const tab = dayTab(day.date, locale);
        const free = day.slots.filter((s) => s.bookable).length;
        // Slots closed for the same reason share one line saying it, under the slots.
        const reasons = [...new Set(day.slots.filter((s) => !s.bookable).map(reasonOf))];
        return (
          <div key={day.date} className="lbk-day">
            <input
              type="radio"
              className="lbk-day__radio visually-hidden"
              id={`${id}-day-${i}`}
              name={`${name}-day`}
              value={day.date}
              defaultChecked={i === open}
            />
            <label htmlFor={`${id}-day-${i}`} className="lbk-day__tab" title={day.label}>
              <span className="lbk-day__weekday">{tab.weekday}</span>
              <span className="lbk-day__date">{tab.day}</span>
              <span className="visually-hidden">{t('lab-booking.slot.free', { n: free })}</span>
            </label>
            <fieldset className="lbk-day__panel">
              <legend className="lbk-day__legend">{day.label}</legend>
              {free === 0 ? <p className="ck-muted">{t('lab-booking.slot.noneThatDay')}</p> : null}
              <div className="lbk-slots">
                {day.slots.map((slot) => (
                  <label key={slot.startsAt} className={`lbk-slot${slot.bookable ? '' : ' lbk-slot--off'}`}>
                    <ChoiceRadio
                      name={name}
                      value={slot.startsAt}
                      checked={selected === slot.startsAt}
                      disabled={!slot.bookable}
                      onChange={() => onSelect(slot.startsAt)}
                      aria-describedby={slot.bookable ? undefined : `${id}-${i}-why-${reasons.indexOf(reasonOf(slot))}`}
                    />
                    <span className="lbk-slot__time">{slot.label}</span>
                    {slot.bookable && slot.left <= 2 ? (
                      <span className="lbk-slot__note">{t('lab-booking.slot.left', { n: slot.left })}</span>
                    ) : null}
                  </label>
                ))}
              </div>
              {reasons.length > 0 ? (
                <ul className="lbk-slot-reasons">
                  {reasons.map((reason, r) => (
                    <li key={reason} id={`${id}-${i}-why-${r}`}>
                      <span className="lbk-slot-reasons__mark" aria-hidden="true" />
                      {reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>
          </div>
        );
      })}
    </div>
  );
}
