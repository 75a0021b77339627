import type { Transaction } from 'kysely';
import type { Database, Db, DrugScheduleCode } from '@dawa/db';
import { RX_REJECT_REASONS, type OrderRxReview, type RxCheckOrder, type RxLineDecisionBody, type RxQueue } from '@dawa/contracts';
import { fail, ok, type Result } from '../../http/result.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import type { PrescriptionService } from '../prescriptions/service.ts';
import type { Pharmacist } from './accounts.ts';
import * as repo from './repo.ts';

const QUEUE_LIMIT = 200;
export const pharmacistFileUrl = (id: string) => `/api/pharmacist/prescriptions/${id}/file`;
const orderLink = (orderId: number) => `/account/orders/medicine-healthcare/${orderId}`;

const errors = {
  notFound: () => fail('ORDER_NOT_FOUND', 'This order was not found.', 404),
  notOpen: () => fail('RX_CHECK_NOT_OPEN', 'This order is not waiting for a prescription check.', 409),
  line: () => fail('RX_LINE_NOT_FOUND', 'This order has no prescription medicine on that line.', 404),
  cover: () => ({
    ...fail('RX_COVER_REQUIRED', 'Tick a prescription attached to this order that covers this medicine.', 422),
    field: 'prescriptionIds',
  }),
  h1: (field: string) => ({
    ...fail('H1_DETAILS_REQUIRED', 'A Schedule H1 medicine needs the prescriber, their registration number and the patient.', 422),
    field,
  }),
  notSoldOnline: () =>
    fail('NOT_SOLD_ONLINE', 'A Schedule X or NDPS medicine is never sold online: reject this line (a pharmacy visit is needed).', 422),
  resubmit: () => fail('RX_RESUBMIT_NOT_EXPECTED', 'This order is not waiting for a new prescription.', 409),
};

type LineState = 'pending' | 'approved' | 'rejected';
/** A rejection of an earlier round waits for the pharmacist again; an approval stands (the new files add to it). */
const stateOf = (review: repo.ReviewRow | undefined, round: number): LineState =>
  !review ? 'pending' : review.decision === 'rejected' && review.round < round ? 'pending' : review.decision;

/** A prescription line is at least Schedule H, whatever the catalogue says (an unclassified product reads OTC). */
const scheduleOf = (
  line: { product_id: number | null; is_rx_required: boolean },
  schedules: Map<number, DrugScheduleCode>,
): DrugScheduleCode => {
  const schedule = line.product_id === null ? 'H' : (schedules.get(line.product_id) ?? 'H');
  return schedule === 'OTC' && line.is_rx_required ? 'H' : schedule;
};

/**
 * The pharmacist's check of an order's prescription lines (decision 017): the queue, one order with its files
 * and lines, a decision per line, and what follows when the last line is decided (verified, or the shopper is
 * asked for a new prescription). The shopper's side: what was refused, and sending a new prescription.
 */
export function rxReviewService(
  db: Db,
  deps: {
    lifecycle: OrderLifecycle;
    notifications: NotificationService;
    prescriptions: Pick<PrescriptionService, 'describe' | 'markVerified' | 'attach'>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  return {
    async queue(): Promise<RxQueue> {
      const at = now().getTime();
      const rows = await repo.queue(db, QUEUE_LIMIT);
      return {
        orders: rows.map((r) => {
          const queuedAt = new Date(r.queued_at as Date | string);
          return {
            orderId: r.id,
            queuedAt: queuedAt.toISOString(),
            waitingMinutes: Math.max(0, Math.floor((at - queuedAt.getTime()) / 60_000)),
            round: Number(r.round),
            rxLineCount: Number(r.rx_lines ?? 0),
            hasH1: Number(r.h1_lines ?? 0) > 0,
            prescriptionCount: Number(r.prescriptions ?? 0),
          };
        }),
      };
    },

    async order(orderId: number): Promise<Result<RxCheckOrder>> {
      const found = await db.transaction().execute(async (trx) => {
        const locked = await deps.lifecycle.lockForCheck(trx, orderId);
        if (!locked) return null;
        const check = await repo.checkOf(trx, orderId);
        const reviews = await repo.latestReviews(trx, orderId);
        const schedules = await repo.schedulesOf(
          trx,
          locked.items.map((i) => i.product_id),
        );
        return { ...locked, check, reviews, schedules };
      });
      if (!found || !found.items.some((i) => i.is_rx_required)) return errors.notFound();
      // Outside the transaction: the embedded database has one connection.
      const files = await deps.prescriptions.describe(found.prescriptionIds);
      const { order, items, check, reviews, schedules } = found;
      const round = check?.round ?? 1;
      const checkState =
        order.status === 'PLACED'
          ? (check?.state ?? 'AWAITING_CHECK')
          : ['RX_VERIFIED', 'PACKED', 'SHIPPED', 'DELIVERED'].includes(order.status)
            ? 'VERIFIED'
            : 'CLOSED';
      const address = order.address_snapshot as { contactName?: unknown };
      return ok({
        orderId: order.id,
        status: order.status,
        checkState,
        round,
        placedAt: new Date(order.created_at).toISOString(),
        patientHint: typeof address.contactName === 'string' ? address.contactName : null,
        prescriptions: files.map((f) => ({ ...f, url: pharmacistFileUrl(f.id) })),
        lines: items.map((i) => {
          const review = reviews.get(i.position);
          return {
            position: i.position,
            name: i.name,
            packLabel: i.pack_label,
            manufacturer: i.manufacturer,
            quantity: i.quantity,
            isRxRequired: i.is_rx_required,
            schedule: scheduleOf(i, schedules),
            state: i.is_rx_required ? stateOf(review, round) : 'approved',
            decision:
              i.is_rx_required && review
                ? {
                    decision: review.decision,
                    reason: review.reason_code ? RX_REJECT_REASONS[review.reason_code] : null,
                    reasonText: review.reason_text,
                    prescriptionIds: review.prescription_ids,
                    prescriberName: review.prescriber_name,
                    prescriberRegistration: review.prescriber_registration,
                    patientName: review.patient_name,
                    pharmacist: review.pharmacist_name,
                    at: review.created_at.toISOString(),
                    round: review.round,
                  }
                : null,
          };
        }),
      });
    },

    /**
     * Records the pharmacist's decision on one prescription line. When no line is left pending the check ends:
     * every line approved → the order is RX_VERIFIED with the cover on file; any line refused → the shopper is
     * told why and the order waits for a new prescription.
     */
    async decide(
      pharmacist: Pharmacist,
      orderId: number,
      position: number,
      body: RxLineDecisionBody,
    ): Promise<Result<{ orderId: number; position: number; outcome: 'open' | 'verified' | 'rejected' }>> {
      return db.transaction().execute(async (trx) => {
        const locked = await deps.lifecycle.lockForCheck(trx, orderId);
        if (!locked || !locked.items.some((i) => i.is_rx_required)) return errors.notFound();
        const { order, items, prescriptionIds } = locked;
        const check = await repo.checkOf(trx, orderId);
        if (order.status !== 'PLACED' || check?.state === 'AWAITING_PRESCRIPTION') return errors.notOpen();
        const line = items.find((i) => i.position === position && i.is_rx_required);
        if (!line) return errors.line();
        const schedule = scheduleOf(line, await repo.schedulesOf(trx, [line.product_id]));
        const round = check?.round ?? 1;
        if (body.decision === 'approved') {
          // An order that waited for payment while the schedule list changed may still hold one.
          if (schedule === 'X' || schedule === 'NDPS') return errors.notSoldOnline();
          const attached = new Set(prescriptionIds);
          if (!body.prescriptionIds.every((id) => attached.has(id))) return errors.cover();
          if (schedule === 'H1') {
            if (!body.prescriberName) return errors.h1('prescriberName');
            if (!body.prescriberRegistration) return errors.h1('prescriberRegistration');
            if (!body.patientName) return errors.h1('patientName');
          }
        }
        const approved = body.decision === 'approved';
        await repo.insertReview(trx, {
          orderId,
          position,
          round,
          decision: body.decision,
          reasonCode: approved ? null : body.reason,
          reasonText: approved ? null : body.reasonText || null,
          prescriptionIds: approved ? [...new Set(body.prescriptionIds)] : [],
          schedule,
          prescriberName: approved ? body.prescriberName || null : null,
          prescriberRegistration: approved ? body.prescriberRegistration || null : null,
          patientName: approved ? body.patientName || null : null,
          pharmacistId: pharmacist.id,
        });
        const outcome = await conclude(trx, order, items, round, pharmacist);
        return ok({ orderId, position, outcome });
      });
    },

    /** The shopper's view of the check of their order: where it stands and what was refused. */
    async forShopper(userId: number, orderId: number): Promise<Result<OrderRxReview>> {
      const found = await db.transaction().execute(async (trx) => {
        const locked = await deps.lifecycle.lockForCheck(trx, orderId);
        if (!locked || locked.order.user_id !== userId) return null;
        return { ...locked, check: await repo.checkOf(trx, orderId), reviews: await repo.latestReviews(trx, orderId) };
      });
      if (!found) return errors.notFound();
      const { order, items, check, reviews } = found;
      const rx = items.filter((i) => i.is_rx_required);
      const state = !rx.length
        ? 'none'
        : order.status === 'PLACED'
          ? (check?.state ?? 'AWAITING_CHECK')
          : ['RX_VERIFIED', 'PACKED', 'SHIPPED', 'DELIVERED'].includes(order.status)
            ? 'VERIFIED'
            : 'none';
      const rejected =
        state === 'AWAITING_PRESCRIPTION'
          ? rx.flatMap((i) => {
              const r = reviews.get(i.position);
              return r?.decision === 'rejected' && r.reason_code
                ? [{ position: i.position, name: i.name, reason: RX_REJECT_REASONS[r.reason_code], reasonText: r.reason_text }]
                : [];
            })
          : [];
      return ok({ orderId, state, rejected });
    },

    /** The shopper sends new prescriptions for an order whose check refused a line: it goes back to the queue. */
    async resubmit(userId: number, orderId: number, ids: string[]): Promise<Result<OrderRxReview>> {
      const outcome = await db.transaction().execute(async (trx) => {
        const locked = await deps.lifecycle.lockForCheck(trx, orderId);
        if (!locked || locked.order.user_id !== userId) return errors.notFound();
        const check = await repo.checkOf(trx, orderId);
        if (locked.order.status !== 'PLACED' || check?.state !== 'AWAITING_PRESCRIPTION') return errors.resubmit();
        const attached = await deps.prescriptions.attach(trx, userId, ids);
        if (!attached.ok) return attached;
        await deps.lifecycle.attachPrescriptions(trx, orderId, attached.data);
        await repo.setCheck(trx, orderId, 'AWAITING_CHECK', check.round + 1, now());
        return ok(true);
      });
      return outcome.ok ? this.forShopper(userId, orderId) : outcome;
    },
  };

  async function conclude(
    trx: Transaction<Database>,
    order: Parameters<OrderLifecycle['verifyPrescription']>[1],
    items: { position: number; name: string; is_rx_required: boolean }[],
    round: number,
    pharmacist: Pharmacist,
  ): Promise<'open' | 'verified' | 'rejected'> {
    const reviews = await repo.latestReviews(trx, order.id);
    const rx = items.filter((i) => i.is_rx_required);
    const states = rx.map((i) => stateOf(reviews.get(i.position), round));
    if (states.includes('pending')) return 'open';
    if (states.every((s) => s === 'approved')) {
      const covers = rx.map((i) => ({ position: i.position, prescriptionIds: reviews.get(i.position)!.prescription_ids }));
      const verified = await deps.lifecycle.verifyPrescription(trx, order, { pharmacistId: pharmacist.id, covers, at: now() });
      if (verified !== 'applied' && verified !== 'replay') throw new Error(`Verification of order ${order.id} was refused: ${verified}`);
      await deps.prescriptions.markVerified(trx, [...new Set(covers.flatMap((c) => c.prescriptionIds))]);
      return 'verified';
    }
    await repo.setCheck(trx, order.id, 'AWAITING_PRESCRIPTION', round, now());
    const refused = rx.flatMap((i) => {
      const r = reviews.get(i.position);
      if (r?.decision !== 'rejected' || !r.reason_code) return [];
      return [`${i.name}: ${RX_REJECT_REASONS[r.reason_code]}${r.reason_text ? ` (${r.reason_text})` : ''}.`];
    });
    await deps.notifications.notify(trx, order.user_id, {
      kind: 'order_update',
      title: `Order #${order.id}: we need another prescription`,
      body: `Our pharmacist could not accept the prescription for: ${refused.join(' ')} Upload a new prescription from the order page, or cancel the order.`,
      link: orderLink(order.id),
      orderId: order.id,
    });
    return 'rejected';
  }
}
export type RxReviewService = ReturnType<typeof rxReviewService>;
