import { createHash, randomBytes } from 'node:crypto';
import type { EPrescription, PrescriptionDraftBody } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { prescribingListOf, prescribingRefusal, slugWithId, type ListA, type PrescribingList } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { PrescribingFacts } from '../catalogue/prescribing-facts.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import type { Access } from './access.ts';
import { prescriptionPdf, type PrescriptionSnapshot } from './pdf.ts';
import type { ConsultationRoom } from './room.ts';

export const prescriptionErrors = {
  missing: () => fail('PRESCRIPTION_NOT_FOUND', 'There is no prescription for this consultation yet.', 404),
  signed: () => fail('PRESCRIPTION_SIGNED', 'This prescription is signed and can no longer be changed.', 409),
  notInProgress: () => fail('CONSULTATION_CLOSED', 'A prescription is written and signed while the consultation is in progress.', 409),
  product: () => fail('NOT_PRESCRIBABLE', 'Choose a medicine from the catalogue.', 404),
  refused: (message: string) => fail('NOT_PRESCRIBABLE', message, 409),
  incomplete: () => fail('PRESCRIPTION_INCOMPLETE', 'Write the diagnosis before signing the prescription.', 422),
};

const LIST_A_TTL_MS = 60_000;
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

export interface EPrescriptionDeps {
  db: Db;
  catalogue: Pick<CatalogueService, 'prescribingFacts'>;
  /** Catalogue medicine ids for a name as typed (the store's search index). */
  findMedicines(q: string): number[];
  storage: FileStorage;
  room: Pick<ConsultationRoom, 'note'>;
  notifications: NotificationService;
  /** The medicine order a consultation was booked for gets its prescription (the orders domain answers). */
  orders: Pick<OrderLifecycle, 'attachPrescriptions'>;
  now: () => Date;
}

/**
 * E-prescriptions (decision 068): written by the consulting doctor during the consultation from catalogue medicines,
 * each allowed or refused by the guidelines' lists for this consultation (its call mode, first or follow-up), signed
 * once — then final — and turned into the shopper's digital prescription with its PDF.
 */
export function ePrescriptions(deps: EPrescriptionDeps) {
  const { db, now } = deps;
  let listA: { value: ListA; until: number } | null = null;

  async function currentListA(): Promise<ListA> {
    if (listA && listA.until > Date.now()) return listA.value;
    const rows = await db.selectFrom('consult_list_a').select(['molecule', 'grp']).execute();
    listA = {
      value: new Map(rows.map((r) => [r.molecule, r.grp.endsWith('-topical') ? ('topical' as const) : ('any' as const)])),
      until: Date.now() + LIST_A_TTL_MS,
    };
    return listA.value;
  }

  async function context(orderId: number) {
    const c = await db
      .selectFrom('consultations')
      .where('order_id', '=', orderId)
      .select([
        'call_mode',
        'follow_up_of',
        'for_order_id',
        'status',
        'user_id',
        'doctor_id',
        'patient_name',
        'patient_age',
        'patient_gender',
        'accompanying_adult',
        'starts_at',
      ])
      .executeTakeFirstOrThrow();
    return { ...c, ctx: { callMode: c.call_mode, followUp: c.follow_up_of !== null } };
  }

  const judged = async (facts: PrescribingFacts[], ctx: { callMode: 1 | 2; followUp: boolean }) => {
    const a = await currentListA();
    return facts.map((f) => {
      const list = prescribingListOf(f, a);
      return { facts: f, list, refusal: prescribingRefusal(f, list, ctx) };
    });
  };

  async function view(orderId: number): Promise<EPrescription | null> {
    const row = await db.selectFrom('e_prescriptions').where('order_id', '=', orderId).selectAll().executeTakeFirst();
    if (!row) return null;
    const c = await context(orderId);
    const doctor = await db
      .selectFrom('doctors')
      .where('id', '=', c.doctor_id)
      .select(['name', 'qualification', 'registration_number', 'council', 'demo'])
      .executeTakeFirstOrThrow();
    const signed = row.status === 'SIGNED' ? (row.signed_snapshot as PrescriptionSnapshot) : null;
    const lines = signed
      ? signed.lines
      : (await db.selectFrom('e_prescription_items').where('order_id', '=', orderId).selectAll().orderBy('position').execute()).map(
          (l) => ({
            position: l.position,
            productId: l.product_id,
            name: l.name,
            list: l.prescribing_list,
            dose: l.dose,
            frequency: l.frequency,
            durationDays: l.duration_days,
            instructions: l.instructions,
          }),
        );
    return {
      orderId,
      status: row.status,
      prescriptionId: row.prescription_id,
      doctor: signed?.doctor ?? {
        name: doctor.name,
        qualification: doctor.qualification,
        registrationNumber: doctor.registration_number,
        council: doctor.council,
        demo: doctor.demo,
      },
      patient: signed?.patient ?? {
        name: c.patient_name,
        age: c.patient_age,
        gender: c.patient_gender,
        accompanyingAdult: c.accompanying_adult,
      },
      diagnosis: row.diagnosis,
      advice: row.advice,
      lines: lines.map((l) => ({ ...l, url: `/online-medicine-order/${slugWithId(l.name, l.productId)}` })),
      signedAt: row.signed_at ? new Date(row.signed_at).toISOString() : null,
      signature: row.signed_sha256,
      pdfUrl: row.status === 'SIGNED' ? `/api/consultations/${orderId}/prescription.pdf` : null,
    };
  }

  return {
    view,

    /** Catalogue medicines for a name, each with its list and, when this consultation may not prescribe it, why. */
    async prescribable(access: Access, q: string) {
      const { ctx } = await context(access.orderId);
      const facts = await deps.catalogue.prescribingFacts(deps.findMedicines(q).slice(0, 15));
      const items = (await judged(facts, ctx)).map(({ facts: f, list, refusal }) => ({
        productId: f.id,
        name: f.name,
        manufacturer: f.manufacturer,
        packLabel: f.packLabel,
        list,
        refusal,
      }));
      return ok({ items });
    },

    /** Saves the doctor's draft: every line a catalogue medicine this consultation may prescribe. */
    async saveDraft(access: Access, body: PrescriptionDraftBody): Promise<Result<EPrescription>> {
      if (access.state !== 'IN_PROGRESS') return prescriptionErrors.notInProgress();
      const existing = await db.selectFrom('e_prescriptions').where('order_id', '=', access.orderId).select('status').executeTakeFirst();
      if (existing?.status === 'SIGNED') return prescriptionErrors.signed();
      const { ctx } = await context(access.orderId);
      const facts = await deps.catalogue.prescribingFacts(body.lines.map((l) => l.productId));
      if (facts.length !== new Set(body.lines.map((l) => l.productId)).size) return prescriptionErrors.product();
      const verdicts = new Map((await judged(facts, ctx)).map((v) => [v.facts.id, v]));
      for (const line of body.lines) {
        const refusal = verdicts.get(line.productId)!.refusal;
        if (refusal) return prescriptionErrors.refused(refusal);
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('e_prescriptions')
          .values({ order_id: access.orderId, status: 'DRAFT', diagnosis: body.diagnosis, advice: body.advice, updated_at: now() })
          .onConflict((oc) => oc.column('order_id').doUpdateSet({ diagnosis: body.diagnosis, advice: body.advice, updated_at: now() }))
          .execute();
        await trx.deleteFrom('e_prescription_items').where('order_id', '=', access.orderId).execute();
        if (body.lines.length) {
          await trx
            .insertInto('e_prescription_items')
            .values(
              body.lines.map((l, i) => {
                const v = verdicts.get(l.productId)!;
                return {
                  order_id: access.orderId,
                  position: i + 1,
                  product_id: l.productId,
                  name: v.facts.name,
                  prescribing_list: v.list as Exclude<PrescribingList, 'PROHIBITED'>,
                  dose: l.dose,
                  frequency: l.frequency,
                  duration_days: l.durationDays,
                  instructions: l.instructions ?? '',
                };
              }),
            )
            .execute();
        }
      });
      return ok((await view(access.orderId))!);
    },

    /**
     * Signs the draft: what it shows is frozen with its SHA-256, its PDF is stored, and it becomes the patient's digital
     * prescription. After this nothing changes it (the database refuses too).
     */
    async sign(access: Access): Promise<Result<EPrescription>> {
      if (access.state !== 'IN_PROGRESS') return prescriptionErrors.notInProgress();
      const draft = await db.selectFrom('e_prescriptions').where('order_id', '=', access.orderId).selectAll().executeTakeFirst();
      if (!draft) return prescriptionErrors.missing();
      if (draft.status === 'SIGNED') return prescriptionErrors.signed();
      if (draft.diagnosis.trim().length < 2) return prescriptionErrors.incomplete();
      const current = (await view(access.orderId))!;
      // The lists are read again at signing: a medicine reclassified since the draft is refused now.
      const c = await context(access.orderId);
      const facts = await deps.catalogue.prescribingFacts(current.lines.map((l) => l.productId));
      for (const v of await judged(facts, c.ctx)) if (v.refusal) return prescriptionErrors.refused(v.refusal);

      const at = now();
      const snapshot: PrescriptionSnapshot = {
        orderId: access.orderId,
        doctor: current.doctor,
        patient: { name: c.patient_name, age: c.patient_age, gender: c.patient_gender, accompanyingAdult: c.accompanying_adult },
        consultedAt: new Date(c.starts_at).toISOString(),
        callMode: c.call_mode,
        diagnosis: draft.diagnosis,
        advice: draft.advice,
        lines: current.lines.map(({ url: _url, ...line }) => line),
        signedAt: at.toISOString(),
      };
      const sha = createHash('sha256').update(canonical(snapshot)).digest('hex');
      const pdf = await prescriptionPdf(snapshot, sha);
      const prescriptionId = `rx_${randomBytes(16).toString('hex')}`;
      await deps.storage.put(prescriptionId, pdf);
      const signed = await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('e_prescriptions')
          .where('order_id', '=', access.orderId)
          .select('status')
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.status === 'SIGNED') return false;
        await trx
          .insertInto('prescriptions')
          .values({
            id: prescriptionId,
            user_id: c.user_id,
            kind: 'digital',
            status: 'UPLOADED',
            content_type: 'application/pdf',
            size_bytes: pdf.length,
            upload_expires_at: at,
            created_at: at,
            uploaded_at: at,
          })
          .execute();
        await trx
          .updateTable('e_prescriptions')
          .set({
            status: 'SIGNED',
            prescription_id: prescriptionId,
            signed_snapshot: JSON.stringify(snapshot),
            signed_sha256: sha,
            signed_at: at,
            updated_at: at,
          })
          .where('order_id', '=', access.orderId)
          .execute();
        // Checkout's free consultation: the medicine order that waited for it has its prescription now.
        if (c.for_order_id !== null) await deps.orders.attachPrescriptions(trx, c.for_order_id, [prescriptionId]);
        await deps.notifications.notify(trx, c.user_id, {
          kind: 'order_update',
          title: `Your prescription from ${current.doctor.name}`,
          body: 'It is ready. Add its medicines to your cart in one tap.',
          link: `/doctor-consultation/view-prescription/${access.orderId}`,
          orderId: access.orderId,
        });
        return true;
      });
      if (!signed) {
        await deps.storage.delete(prescriptionId);
        return prescriptionErrors.signed();
      }
      await deps.room.note(access.orderId, `${current.doctor.name} signed the prescription.`);
      return ok((await view(access.orderId))!);
    },

    /** The signed prescription's PDF, for the patient or the consulting doctor. */
    async pdf(orderId: number): Promise<Buffer | null> {
      const row = await db
        .selectFrom('e_prescriptions')
        .where('order_id', '=', orderId)
        .where('status', '=', 'SIGNED')
        .select('prescription_id')
        .executeTakeFirst();
      return row?.prescription_id ? ((await deps.storage.get(row.prescription_id)) ?? null) : null;
    },

    /** The medicines a signed digital prescription names (the cart's prescription rule reads these). */
    async productsOf(prescriptionIds: readonly string[]): Promise<Map<string, number[]>> {
      if (!prescriptionIds.length) return new Map();
      const rows = await db
        .selectFrom('e_prescriptions as p')
        .leftJoin('e_prescription_items as i', 'i.order_id', 'p.order_id')
        .where('p.prescription_id', 'in', [...prescriptionIds])
        .where('p.status', '=', 'SIGNED')
        .select(['p.prescription_id', 'i.product_id'])
        .execute();
      // Every signed one is listed, one that names no medicine with none.
      const out = new Map<string, number[]>(rows.map((r) => [r.prescription_id!, []]));
      for (const r of rows) if (r.product_id !== null) out.get(r.prescription_id!)!.push(r.product_id);
      return out;
    },
  };
}
export type EPrescriptions = ReturnType<typeof ePrescriptions>;
