import type { Transaction } from 'kysely';
import { LAB_CART_MAX_ITEMS, LAB_MAX_PATIENTS, type LabCart, type LabItemRef, type LabPlace } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { labCollectionFee, labOverlaps } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { PatientService } from '../prescriptions/patients.ts';
import type { PromoService } from '../promos/service.ts';
import { cardOf, type LabCatalogue } from './catalogue.ts';
import type { LabCatalogueService } from './catalogue-service.ts';

type Executor = Db | Transaction<Database>;

export const labCartErrors = {
  itemNotFound: () => fail('LAB_ITEM_NOT_FOUND', 'We could not find this test or package.', 404),
  patientNotFound: () => fail('PATIENT_NOT_FOUND', 'Choose one of your family members.', 404),
  full: () => fail('LAB_CART_FULL', `Your lab cart can hold ${LAB_CART_MAX_ITEMS} tests and packages. Book these first.`, 422),
  tooManyPatients: () => fail('PATIENT_LIMIT', `A booking can cover at most ${LAB_MAX_PATIENTS} people.`, 422),
  notInCart: () => fail('CART_ITEM_NOT_FOUND', 'This test is not in your lab cart.', 404),
};

export interface LabCartRow {
  item: LabItemRef;
  patientId: number;
  patientName: string;
}

/** The customer's lab cart rows in the order items were first added, with each patient's name. */
export async function labCartRows(executor: Executor, userId: number): Promise<LabCartRow[]> {
  const rows = await executor
    .selectFrom('lab_cart_items as i')
    .innerJoin('patients as p', 'p.id', 'i.patient_id')
    .where('i.user_id', '=', userId)
    .select(['i.item_type', 'i.item_id', 'i.patient_id', 'p.name', 'i.id'])
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({ item: { type: r.item_type, id: r.item_id }, patientId: r.patient_id, patientName: r.name }));
}

const sameItem = (a: LabItemRef, b: LabItemRef) => a.type === b.type && a.id === b.id;

/** The cart priced at a place's tier: lines by item, overlaps, and the summary with coupon and collection fee. */
export async function priceLabCart(
  deps: { promos: PromoService; orderCount: (userId: number) => Promise<number> },
  catalogue: LabCatalogue,
  place: LabPlace,
  userId: number,
  rows: LabCartRow[],
  couponCode: string | null,
): Promise<LabCart> {
  const lines: LabCart['lines'] = [];
  for (const row of rows) {
    const card = cardOf(catalogue, row.item, place.tier);
    if (!card) continue;
    const line = lines.find((l) => sameItem(l.item, row.item));
    if (line) {
      line.patients.push({ id: row.patientId, name: row.patientName });
      line.amountPaise += card.price.pricePaise;
    } else {
      lines.push({ item: card, patients: [{ id: row.patientId, name: row.patientName }], amountPaise: card.price.pricePaise });
    }
  }
  const nameOf = new Map(rows.map((r) => [r.patientId, r.patientName]));
  const overlaps = labOverlaps(
    rows.map((r) => ({ type: r.item.type, id: r.item.id, patientId: r.patientId })),
    (slug) => catalogue.packages.get(slug)?.codes ?? [],
  ).map((o) => {
    const test = catalogue.tests.get(o.testCode)!;
    const pack = catalogue.packages.get(o.packageSlug)!;
    const patientName = nameOf.get(o.patientId) ?? '';
    return {
      patientId: o.patientId,
      patientName,
      test: { id: test.code, name: test.name },
      package: { id: pack.slug, name: pack.name },
      message: `${test.name} is already in ${pack.name} for ${patientName}. Remove the single test?`,
    };
  });
  const listTotalPaise = lines.reduce((sum, l) => sum + l.item.price.listPricePaise * l.patients.length, 0);
  const subTotalPaise = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  let couponDiscountPaise = 0;
  let couponMessage: string | null = null;
  if (couponCode && subTotalPaise > 0) {
    const check = await deps.promos.check(userId, couponCode, {
      subtotalFor: (scope) => (scope === 'diagnostic' ? subTotalPaise : 0),
      orderCount: await deps.orderCount(userId),
    });
    couponMessage = check.message;
    if (check.valid) couponDiscountPaise = Math.min(check.discountPaise, subTotalPaise);
  }
  const afterCoupon = subTotalPaise - couponDiscountPaise;
  const collectionFeePaise = lines.length ? labCollectionFee(afterCoupon) : 0;
  return {
    place,
    lines,
    overlaps,
    summary: {
      listTotalPaise,
      discountPaise: listTotalPaise - subTotalPaise,
      subTotalPaise,
      couponCode,
      couponDiscountPaise,
      couponMessage,
      collectionFeePaise,
      totalPaise: afterCoupon + collectionFeePaise,
    },
    fastingHours: Math.max(0, ...lines.map((l) => l.item.fastingHours ?? 0)),
    itemCount: lines.length,
  };
}

/** The lab cart: tests and packages, each for one or more of the customer's patients. */
export function labCartService(deps: {
  db: Db;
  catalogue: LabCatalogueService;
  patients: PatientService;
  promos: PromoService;
  orderCount: (userId: number) => Promise<number>;
}) {
  const { db } = deps;

  const couponOf = async (executor: Executor, userId: number) =>
    (await executor.selectFrom('lab_carts').select('coupon_code').where('user_id', '=', userId).executeTakeFirst())?.coupon_code ?? null;

  async function view(userId: number, pincode?: number): Promise<Result<LabCart>> {
    const [catalogue, place, rows, coupon] = await Promise.all([
      deps.catalogue.catalogue(),
      deps.catalogue.place(pincode),
      labCartRows(db, userId),
      couponOf(db, userId),
    ]);
    return ok(await priceLabCart(deps, catalogue, place, userId, rows, coupon));
  }

  async function selfPatient(userId: number): Promise<number> {
    const list = await deps.patients.list(userId, 1);
    return list.ok ? list.data.patients.find((p) => p.isSelf)!.id : 0;
  }

  async function checkPatients(userId: number, ids: number[]): Promise<boolean> {
    for (const id of new Set(ids)) if (!(await deps.patients.owns(userId, id))) return false;
    return true;
  }

  async function known(item: LabItemRef) {
    const catalogue = await deps.catalogue.catalogue();
    return item.type === 'test' ? catalogue.tests.has(item.id) : catalogue.packages.has(item.id);
  }

  /** Replaces who `item` is for, in one transaction with the customer's cart rows locked. */
  async function setPatients(userId: number, item: LabItemRef, patientIds: number[], adding: boolean) {
    return db.transaction().execute(async (trx) => {
      await trx
        .insertInto('lab_carts')
        .values({ user_id: userId, coupon_code: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      await trx.selectFrom('lab_carts').select('user_id').where('user_id', '=', userId).forUpdate().execute();
      const rows = await labCartRows(trx, userId);
      const present = rows.filter((r) => sameItem(r.item, item)).map((r) => r.patientId);
      const distinct = new Set(rows.filter((r) => !sameItem(r.item, item)).map((r) => `${r.item.type}:${r.item.id}`));
      if (present.length === 0 && distinct.size >= LAB_CART_MAX_ITEMS) return labCartErrors.full();
      const wanted = adding ? [...new Set([...present, ...patientIds])] : [...new Set(patientIds)];
      if (wanted.length > LAB_MAX_PATIENTS) return labCartErrors.tooManyPatients();
      await trx
        .deleteFrom('lab_cart_items')
        .where('user_id', '=', userId)
        .where('item_type', '=', item.type)
        .where('item_id', '=', item.id)
        .where('patient_id', 'not in', wanted)
        .execute();
      await trx
        .insertInto('lab_cart_items')
        .values(wanted.map((patient_id) => ({ user_id: userId, item_type: item.type, item_id: item.id, patient_id })))
        .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id', 'patient_id']).doNothing())
        .execute();
      return ok(true);
    });
  }

  return {
    view,

    async add(userId: number, item: LabItemRef, patientIds: number[] | undefined, pincode?: number): Promise<Result<LabCart>> {
      if (!(await known(item))) return labCartErrors.itemNotFound();
      const ids = patientIds ?? [await selfPatient(userId)];
      if (!(await checkPatients(userId, ids))) return labCartErrors.patientNotFound();
      const done = await setPatients(userId, item, ids, true);
      return done.ok ? view(userId, pincode) : done;
    },

    async setItemPatients(userId: number, item: LabItemRef, patientIds: number[], pincode?: number): Promise<Result<LabCart>> {
      if (!(await known(item))) return labCartErrors.itemNotFound();
      if (!(await checkPatients(userId, patientIds))) return labCartErrors.patientNotFound();
      const done = await setPatients(userId, item, patientIds, false);
      return done.ok ? view(userId, pincode) : done;
    },

    async remove(userId: number, item: LabItemRef, patientId: number | undefined, pincode?: number): Promise<Result<LabCart>> {
      let removing = db
        .deleteFrom('lab_cart_items')
        .where('user_id', '=', userId)
        .where('item_type', '=', item.type)
        .where('item_id', '=', item.id);
      if (patientId !== undefined) removing = removing.where('patient_id', '=', patientId);
      const removed = await removing.executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return labCartErrors.notInCart();
      return view(userId, pincode);
    },

    async applyCoupon(userId: number, input: string, pincode?: number): Promise<Result<LabCart>> {
      const cart = await view(userId, pincode);
      if (!cart.ok) return cart;
      const check = await deps.promos.check(userId, input, {
        subtotalFor: (scope) => (scope === 'diagnostic' ? cart.data.summary.subTotalPaise : 0),
        orderCount: await deps.orderCount(userId),
      });
      if (!check.valid) {
        const code = check.reason === 'NOT_FOUND' || check.reason === 'INVALID' ? 'PROMO_INVALID' : 'PROMO_NOT_APPLIED';
        return { ...fail(code, check.message, 422), field: 'couponCodeDiag' };
      }
      await db
        .insertInto('lab_carts')
        .values({ user_id: userId, coupon_code: check.code })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ coupon_code: check.code }))
        .execute();
      return view(userId, pincode);
    },

    async removeCoupon(userId: number, pincode?: number): Promise<Result<LabCart>> {
      await db.updateTable('lab_carts').set({ coupon_code: null }).where('user_id', '=', userId).execute();
      return view(userId, pincode);
    },

    couponOf,
  };
}
export type LabCartService = ReturnType<typeof labCartService>;
