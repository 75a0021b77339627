/**
 * A doctor's consultation slots in India time (UTC+05:30, no daylight saving): 15-minute slots inside the doctor's
 * weekly hours, less leave, for the next 7 days; and the current slot for an instant consultation.
 */
import { indiaInstant, indiaTime } from '../diagnostics.ts';

/** Hours a doctor consults on the given weekdays (0 = Sunday … 6), India time; 'HH:MM' on the 15-minute grid. */
export interface WeeklyWindow {
  weekdays: number[];
  start: string;
  /** May be '24:00': until midnight. */
  end: string;
}
export interface Leave {
  from: Date;
  until: Date;
}

export const CONSULT_SLOT_MINUTES = 15;
/** A slot is booked at least 30 minutes ahead, so the doctor knows who is coming. */
export const BOOKING_LEAD_MINUTES = 30;
export const CONSULT_SLOT_DAYS = 7;

export interface SlotDay {
  /** India date, YYYY-MM-DD. */
  date: string;
  slots: {
    /** ISO instant. */
    startsAt: string;
    /** 'HH:MM' India time. */
    time: string;
    available: boolean;
  }[];
}

interface DoctorHours {
  windows: readonly WeeklyWindow[];
  leave: readonly Leave[];
  booked: readonly Date[];
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const SLOT_MS = CONSULT_SLOT_MINUTES * MINUTE_MS;

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');
const clockOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** India has no daylight saving, so every India day is 24 hours long. */
const indiaDateAfter = (date: string, days: number) => indiaTime(indiaInstant(date, days * DAY_MINUTES)).date;

/** The slot starts (minutes past India midnight) inside the windows of that weekday, in time order. */
function slotMinutesOn(weekday: number, windows: readonly WeeklyWindow[]): number[] {
  const minutes = new Set<number>();
  for (const w of windows) {
    if (!w.weekdays.includes(weekday)) continue;
    const end = minuteOf(w.end);
    const first = Math.ceil(minuteOf(w.start) / CONSULT_SLOT_MINUTES) * CONSULT_SLOT_MINUTES;
    for (let m = first; m + CONSULT_SLOT_MINUTES <= end; m += CONSULT_SLOT_MINUTES) minutes.add(m);
  }
  return [...minutes].sort((a, b) => a - b);
}

const onLeave = (slotStart: number, leave: readonly Leave[]) =>
  leave.some((l) => slotStart < l.until.getTime() && slotStart + SLOT_MS > l.from.getTime());

/**
 * The doctor's slots for `days` India dates from today: those starting at least BOOKING_LEAD_MINUTES from now and
 * clear of leave. A booked slot is listed, not available. A day with no slot is listed empty.
 */
export function doctorSlotDays(input: DoctorHours & { now: Date; days?: number }): SlotDay[] {
  const earliest = input.now.getTime() + BOOKING_LEAD_MINUTES * MINUTE_MS;
  const booked = new Set(input.booked.map((b) => b.getTime()));
  const today = indiaTime(input.now).date;
  return Array.from({ length: input.days ?? CONSULT_SLOT_DAYS }, (_, d) => {
    const date = indiaDateAfter(today, d);
    const slots: SlotDay['slots'] = [];
    for (const minute of slotMinutesOn(weekdayOf(date), input.windows)) {
      const start = indiaInstant(date, minute).getTime();
      if (start < earliest || onLeave(start, input.leave)) continue;
      slots.push({ startsAt: new Date(start).toISOString(), time: clockOf(minute), available: !booked.has(start) });
    }
    return { date, slots };
  });
}

/** Whether `startsAt` is one of the doctor's listed slots and still free. */
export function isBookableSlot(input: DoctorHours & { now: Date; days?: number; startsAt: Date }): boolean {
  if (Number.isNaN(input.startsAt.getTime())) return false;
  const wanted = input.startsAt.toISOString();
  return doctorSlotDays(input).some((day) => day.slots.some((s) => s.startsAt === wanted && s.available));
}

/**
 * An instant consultation takes the slot under way at `now`, with no lead time: the start of that slot, when the
 * doctor consults then, is not on leave for it, and nobody has booked it; else null.
 */
export function instantSlot(input: DoctorHours & { now: Date }): Date | null {
  const { date, minute } = indiaTime(input.now);
  const slotMinute = Math.floor(minute / CONSULT_SLOT_MINUTES) * CONSULT_SLOT_MINUTES;
  if (!slotMinutesOn(weekdayOf(date), input.windows).includes(slotMinute)) return null;
  const start = indiaInstant(date, slotMinute).getTime();
  if (onLeave(start, input.leave) || input.booked.some((b) => b.getTime() === start)) return null;
  return new Date(start);
}

// Reading the doctors' data file ---------------------------------------------------------------------------

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

/**
 * Checks a doctor's weekly hours as the data file gives them and returns them typed. Throws on the first fault:
 * hours that do not read must stop the import, never publish wrong slots.
 */
export function readWeeklyWindows(value: unknown): WeeklyWindow[] {
  if (!Array.isArray(value)) throw new Error("Doctor's weekly hours: expected a list of windows.");
  const windows = value.map((raw: unknown, i): WeeklyWindow => {
    const where = `Doctor's weekly hours, window ${i + 1}`;
    if (typeof raw !== 'object' || raw === null) throw new Error(`${where}: expected { weekdays, start, end }.`);
    const { weekdays, start, end } = raw as Record<string, unknown>;
    if (!Array.isArray(weekdays) || weekdays.length === 0) throw new Error(`${where}: no weekdays.`);
    for (const d of weekdays)
      if (!Number.isInteger(d) || d < 0 || d > 6) throw new Error(`${where}: weekday ${String(d)} is not 0 (Sunday) to 6 (Saturday).`);
    const startMinute = clockMinute(start, `${where}, start`);
    const endMinute = clockMinute(end, `${where}, end`);
    if (startMinute >= DAY_MINUTES) throw new Error(`${where}: start ${String(start)} is not a time of the day.`);
    if (endMinute <= startMinute) throw new Error(`${where}: end ${String(end)} is not after start ${String(start)}.`);
    return { weekdays: [...new Set(weekdays as number[])].sort((a, b) => a - b), start: start as string, end: end as string };
  });
  for (let weekday = 0; weekday < 7; weekday++) {
    const sameDay = windows.filter((w) => w.weekdays.includes(weekday)).sort((a, b) => minuteOf(a.start) - minuteOf(b.start));
    for (let k = 1; k < sameDay.length; k++) {
      const before = sameDay[k - 1]!;
      const after = sameDay[k]!;
      if (minuteOf(after.start) < minuteOf(before.end))
        throw new Error(
          `Doctor's weekly hours: ${before.start}–${before.end} and ${after.start}–${after.end} overlap on weekday ${weekday}.`,
        );
    }
  }
  return windows;
}

function clockMinute(value: unknown, where: string): number {
  const m = typeof value === 'string' ? CLOCK.exec(value) : null;
  if (!m) throw new Error(`${where}: ${JSON.stringify(value)} is not a time written HH:MM.`);
  const minute = minuteOf(value as string);
  if (minute > DAY_MINUTES) throw new Error(`${where}: ${String(value)} is past 24:00.`);
  if (minute % CONSULT_SLOT_MINUTES !== 0)
    throw new Error(`${where}: ${String(value)} is not on the ${CONSULT_SLOT_MINUTES}-minute grid (:00, :15, :30, :45).`);
  return minute;
}
