import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indiaInstant, indiaTime } from '../diagnostics.ts';
import {
  BOOKING_LEAD_MINUTES,
  CONSULT_SLOT_MINUTES,
  doctorSlotDays,
  instantSlot,
  isBookableSlot,
  readWeeklyWindows,
  type WeeklyWindow,
} from './slots.ts';

// Weekdays 09:00–13:00, Wednesday evenings 17:00–18:00, Saturday nights 22:00 to midnight (India time).
const windows: WeeklyWindow[] = [
  { weekdays: [1, 2, 3, 4, 5], start: '09:00', end: '13:00' },
  { weekdays: [3], start: '17:00', end: '18:00' },
  { weekdays: [6], start: '22:00', end: '24:00' },
];
// Wednesday 2 December 2026, 09:00 India time.
const now = new Date('2026-12-02T03:30:00Z');
const wednesday = (clock: string) => indiaInstant('2026-12-02', Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)));
const hours = { windows, leave: [], booked: [], now };

describe('doctor slots', () => {
  it('lists the 7 India dates from today, with the 15-minute slots of each day from 30 minutes ahead', () => {
    const days = doctorSlotDays(hours);
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
    ]);
    const today = days[0]!.slots;
    expect(today[0]).toEqual({ startsAt: '2026-12-02T04:00:00.000Z', time: '09:30', available: true });
    expect(today.map((s) => s.time).slice(-5)).toEqual(['12:45', '17:00', '17:15', '17:30', '17:45']);
    expect(today).toHaveLength(14 + 4);
    expect(days[1]!.slots).toHaveLength(16);
    expect(days[4]!.slots).toEqual([]);
    expect(doctorSlotDays({ ...hours, days: 2 })).toHaveLength(2);
  });

  it('runs a window ending at 24:00 up to midnight', () => {
    const saturday = doctorSlotDays(hours)[3]!.slots;
    expect(saturday.map((s) => s.time)).toEqual(['22:00', '22:15', '22:30', '22:45', '23:00', '23:15', '23:30', '23:45']);
    expect(saturday.at(-1)!.startsAt).toBe('2026-12-05T18:15:00.000Z');
  });

  it('counts days by India time around midnight', () => {
    const lateHours = [
      { weekdays: [3], start: '23:00', end: '24:00' },
      { weekdays: [4], start: '00:00', end: '01:00' },
    ];
    // 22:30 on Wednesday in India: the lead leaves Wednesday's last hour, and Thursday starts at 18:30 UTC.
    const days = doctorSlotDays({ windows: lateHours, leave: [], booked: [], now: new Date('2026-12-02T17:00:00Z'), days: 2 });
    expect(days.map((d) => d.date)).toEqual(['2026-12-02', '2026-12-03']);
    expect(days[0]!.slots.map((s) => s.time)).toEqual(['23:00', '23:15', '23:30', '23:45']);
    expect(days[1]!.slots[0]).toEqual({ startsAt: '2026-12-02T18:30:00.000Z', time: '00:00', available: true });
    expect(doctorSlotDays({ ...hours, now: new Date('2026-12-02T18:29:59.999Z') })[0]!.date).toBe('2026-12-02');
    expect(doctorSlotDays({ ...hours, now: new Date('2026-12-02T18:30:00Z') })[0]!.date).toBe('2026-12-03');
  });

  it('leaves out slots that overlap leave, and lists booked slots as taken', () => {
    const leave = [{ from: wednesday('10:10'), until: wednesday('11:00') }];
    const booked = [wednesday('09:30')];
    const today = doctorSlotDays({ ...hours, leave, booked })[0]!.slots;
    expect(today.slice(0, 4)).toEqual([
      { startsAt: wednesday('09:30').toISOString(), time: '09:30', available: false },
      { startsAt: wednesday('09:45').toISOString(), time: '09:45', available: true },
      { startsAt: wednesday('11:00').toISOString(), time: '11:00', available: true },
      { startsAt: wednesday('11:15').toISOString(), time: '11:15', available: true },
    ]);
  });

  it('books only a listed, free slot', () => {
    const input = { ...hours, leave: [{ from: wednesday('11:00'), until: wednesday('12:00') }], booked: [wednesday('09:30')] };
    expect(isBookableSlot({ ...input, startsAt: wednesday('09:45') })).toBe(true);
    expect(isBookableSlot({ ...input, startsAt: wednesday('09:30') })).toBe(false);
    expect(isBookableSlot({ ...input, startsAt: new Date(wednesday('09:30').getTime() - 1) })).toBe(false);
    expect(isBookableSlot({ ...input, startsAt: wednesday('09:15') })).toBe(false);
    expect(isBookableSlot({ ...input, startsAt: wednesday('09:50') })).toBe(false);
    expect(isBookableSlot({ ...input, startsAt: wednesday('11:30') })).toBe(false);
    expect(isBookableSlot({ ...input, startsAt: wednesday('13:00') })).toBe(false);
    expect(isBookableSlot({ ...input, startsAt: indiaInstant('2026-12-08', 9 * 60) })).toBe(true);
    expect(isBookableSlot({ ...input, startsAt: indiaInstant('2026-12-09', 9 * 60) })).toBe(false);
    expect(isBookableSlot({ ...input, startsAt: new Date(Number.NaN) })).toBe(false);
  });

  it('keeps every listed slot inside a window, on the grid, and at least 30 minutes ahead', () => {
    const window = fc
      .record({
        weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        first: fc.integer({ min: 0, max: 95 }),
        length: fc.integer({ min: 1, max: 96 }),
      })
      .map(({ weekdays, first, length }) => {
        const clock = (slot: number) => `${String(Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
        return { weekdays, start: clock(first), end: clock(Math.min(96, first + length)) };
      });
    const instant = fc
      .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') })
      .map((t) => new Date(t));
    fc.assert(
      fc.property(fc.array(window, { maxLength: 4 }), instant, (ws, at) => {
        const days = doctorSlotDays({ windows: ws, leave: [], booked: [], now: at });
        if (days.length !== 7) return false;
        return days.every((day) =>
          day.slots.every((slot, k) => {
            const startsAt = new Date(slot.startsAt);
            const { date, minute } = indiaTime(startsAt);
            const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
            const toMinute = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
            const inWindow = ws.some((w) => w.weekdays.includes(weekday) && toMinute(w.start) <= minute && minute + 15 <= toMinute(w.end));
            return (
              date === day.date &&
              inWindow &&
              minute % CONSULT_SLOT_MINUTES === 0 &&
              startsAt.getTime() % 60_000 === 0 &&
              startsAt.getTime() >= at.getTime() + BOOKING_LEAD_MINUTES * 60_000 &&
              (k === 0 || day.slots[k - 1]!.startsAt < slot.startsAt)
            );
          }),
        );
      }),
    );
  });
});

describe('instant consultations', () => {
  it('take the slot under way now, with no lead time', () => {
    expect(instantSlot({ ...hours, now: wednesday('09:05') })).toEqual(wednesday('09:00'));
    expect(instantSlot({ ...hours, now: new Date(wednesday('13:00').getTime() - 1) })).toEqual(wednesday('12:45'));
    expect(instantSlot({ ...hours, now: new Date('2026-12-05T18:29:59Z') })).toEqual(indiaInstant('2026-12-05', 23 * 60 + 45));
  });

  it('are not offered outside the doctor’s hours, on leave, or in a booked slot', () => {
    expect(instantSlot({ ...hours, now: wednesday('13:00') })).toBeNull();
    expect(instantSlot({ ...hours, now: wednesday('08:59') })).toBeNull();
    expect(instantSlot({ ...hours, now: indiaInstant('2026-12-06', 10 * 60) })).toBeNull();
    expect(instantSlot({ ...hours, now: wednesday('09:05'), booked: [wednesday('09:00')] })).toBeNull();
    expect(instantSlot({ ...hours, now: wednesday('09:05'), leave: [{ from: wednesday('09:10'), until: wednesday('10:00') }] })).toBeNull();
    expect(instantSlot({ ...hours, now: wednesday('09:20'), leave: [{ from: wednesday('09:10'), until: wednesday('09:15') }] })).toEqual(
      wednesday('09:15'),
    );
  });
});

describe('reading weekly hours', () => {
  it('reads valid hours, windows meeting end to start, and a day running to 24:00', () => {
    const read = readWeeklyWindows([
      { weekdays: [5, 1, 1], start: '09:00', end: '12:00' },
      { weekdays: [1], start: '12:00', end: '24:00' },
    ]);
    expect(read).toEqual([
      { weekdays: [1, 5], start: '09:00', end: '12:00' },
      { weekdays: [1], start: '12:00', end: '24:00' },
    ]);
    expect(readWeeklyWindows([])).toEqual([]);
  });

  it('refuses bad input with a message saying what is wrong', () => {
    const ok = { weekdays: [1], start: '09:00', end: '12:00' };
    expect(() => readWeeklyWindows({})).toThrow("Doctor's weekly hours: expected a list of windows.");
    expect(() => readWeeklyWindows([null])).toThrow(/window 1: expected \{ weekdays, start, end \}/);
    expect(() => readWeeklyWindows([{ ...ok, weekdays: [] }])).toThrow(/window 1: no weekdays/);
    expect(() => readWeeklyWindows([ok, { ...ok, weekdays: [7] }])).toThrow(/window 2: weekday 7 is not 0 \(Sunday\) to 6/);
    expect(() => readWeeklyWindows([{ ...ok, weekdays: [1.5] }])).toThrow(/weekday 1.5/);
    expect(() => readWeeklyWindows([{ ...ok, start: '09:10' }])).toThrow(/start: 09:10 is not on the 15-minute grid/);
    expect(() => readWeeklyWindows([{ ...ok, end: '9:00' }])).toThrow(/end: "9:00" is not a time written HH:MM/);
    expect(() => readWeeklyWindows([{ ...ok, end: '24:15' }])).toThrow(/24:15 is past 24:00/);
    expect(() => readWeeklyWindows([{ ...ok, start: '24:00', end: '24:00' }])).toThrow(/start 24:00 is not a time of the day/);
    expect(() => readWeeklyWindows([{ ...ok, end: '09:00' }])).toThrow(/end 09:00 is not after start 09:00/);
    expect(() => readWeeklyWindows([ok, { weekdays: [2, 1], start: '11:45', end: '13:00' }])).toThrow(
      "Doctor's weekly hours: 09:00–12:00 and 11:45–13:00 overlap on weekday 1.",
    );
  });
});
