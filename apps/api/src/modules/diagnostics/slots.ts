import { sql, type Transaction } from 'kysely';
import type { LabPlace, LabSlotDays } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import {
  LAB_DEFAULT_SLOT_CAPACITY,
  LAB_MORNING_ENDS_MINUTE,
  LAB_SLOT_HOLDING,
  SLOT_REFUSAL_TEXT,
  indiaTime,
  labSlotGrid,
  labSlotLabel,
  slotRefusal,
} from '@dawa/domain';

type Executor = Db | Transaction<Database>;

const DAY_LABEL = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** Places taken in each slot of an area between two instants (bookings that hold their slot). */
async function takenBetween(executor: Executor, pincode: number, from: Date, to: Date) {
  const rows = await executor
    .selectFrom('lab_bookings')
    .where('pincode', '=', pincode)
    .where('slot_starts_at', '>=', from)
    .where('slot_starts_at', '<=', to)
    .where('status', 'in', LAB_SLOT_HOLDING)
    .groupBy('slot_starts_at')
    .select(['slot_starts_at', (eb) => eb.fn.countAll<string>().as('n')])
    .execute();
  return new Map(rows.map((r) => [new Date(r.slot_starts_at).getTime(), Number(r.n)]));
}

async function capacitiesBetween(executor: Executor, pincode: number, from: Date, to: Date) {
  const rows = await executor
    .selectFrom('lab_slots')
    .where('pincode', '=', pincode)
    .where('starts_at', '>=', from)
    .where('starts_at', '<=', to)
    .select(['starts_at', 'capacity'])
    .execute();
  return new Map(rows.map((r) => [new Date(r.starts_at).getTime(), r.capacity]));
}

/** The next 7 days of collection slots of an area, with places left and why a slot cannot be taken. */
export async function slotDays(db: Db, place: LabPlace, fastingHours: number, now: Date): Promise<LabSlotDays> {
  const grid = labSlotGrid(now);
  const from = grid[0]!.starts[0]!;
  const to = grid.at(-1)!.starts.at(-1)!;
  const [taken, capacities] = await Promise.all([
    takenBetween(db, place.pincode, from, to),
    capacitiesBetween(db, place.pincode, from, to),
  ]);
  return {
    place,
    fastingHours,
    days: grid.map(({ date, starts }) => ({
      date,
      label: DAY_LABEL.format(starts[0]!),
      slots: starts.map((startsAt) => {
        const capacity = capacities.get(startsAt.getTime()) ?? LAB_DEFAULT_SLOT_CAPACITY;
        const left = place.homeCollection ? Math.max(0, capacity - (taken.get(startsAt.getTime()) ?? 0)) : 0;
        const refusal = slotRefusal(startsAt, now, fastingHours);
        const reason = !place.homeCollection
          ? 'Home collection is not offered at this pincode.'
          : refusal
            ? SLOT_REFUSAL_TEXT[refusal]
            : left === 0
              ? 'Full'
              : null;
        return {
          startsAt: startsAt.toISOString(),
          label: labSlotLabel(startsAt),
          morning: indiaTime(startsAt).minute < LAB_MORNING_ENDS_MINUTE,
          left,
          bookable: reason === null,
          reason,
        };
      }),
    })),
  };
}

/**
 * Inside a booking's transaction: takes a place in a slot, or false when it is full. The slot's row is created
 * on first use and locked, so concurrent bookings of one slot are counted one after the other and never
 * exceed its capacity (decision 060).
 */
export async function takeSlotPlace(trx: Transaction<Database>, pincode: number, startsAt: Date): Promise<boolean> {
  await trx
    .insertInto('lab_slots')
    .values({ pincode, starts_at: startsAt, capacity: LAB_DEFAULT_SLOT_CAPACITY })
    .onConflict((oc) => oc.columns(['pincode', 'starts_at']).doNothing())
    .execute();
  const slot = await trx
    .selectFrom('lab_slots')
    .where('pincode', '=', pincode)
    .where('starts_at', '=', startsAt)
    .select('capacity')
    .forUpdate()
    .executeTakeFirstOrThrow();
  const taken = await trx
    .selectFrom('lab_bookings')
    .where('pincode', '=', pincode)
    .where('slot_starts_at', '=', startsAt)
    .where('status', 'in', LAB_SLOT_HOLDING)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(taken.n) < slot.capacity;
}
