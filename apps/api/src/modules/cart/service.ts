import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import type { CartData, CartMutation, LocalCartLineInput, PromoDetails, SyncResult } from '@dawa/contracts';
import { CART_TOASTS, mergeLocalIntoServer, type DeliverySpeed, type PaymentOffer, type WalletBalances } from '@dawa/domain';
import { ok, type Failure, type Result } from '../../http/result.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { PlusService } from '../plus/service.ts';
import type { PromoService } from '../promos/service.ts';
import { cartErrors, MAX_CART_LINES } from './errors.ts';
import * as repo from './repo.ts';
import { cartView, fromFacts, fromRow, isBuyable, isNotSoldOnline, lineMax, promoDetails, subtotalFor, type CartLine } from './view.ts';

export interface CartDeps {
  db: Db;
  catalogue: CatalogueService;
  promos: PromoService;
  /** Whether the customer has a prescription on file (the prescriptions domain answers). */
  hasPrescription(userId: number): Promise<boolean>;
  /** Orders the customer has placed (the orders domain answers), for first-order codes. */
  orderCount(userId: number): Promise<number>;
  /** The live payment offers (the offers domain answers), for the instant discount of the chosen payment type. */
  paymentOffers(): Promise<PaymentOffer[]>;
  /** What the shopper's store wallet may spend (the wallet domain answers), when they choose to use it. */
  walletSpendable(userId: number): Promise<WalletBalances>;
  /** Member prices, the plan bought with the cart and the pitch (PLUS answers). */
  plus: Pick<PlusService, 'forCart'>;
}

export interface CartQuery {
  promoCode?: string;
  dontAutoApply?: boolean;
  delivery?: DeliverySpeed;
  paymentTypeId?: number;
  /** The bank chosen for net banking (a bank's payment offer asks). */
  paymentSubTypeId?: number;
  /** Pay what the store wallet can towards the amount (decision 063). */
  walletOptedIn?: boolean;
  /** A PLUS plan to buy with the cart (the order params' variantId, decision 067). */
  plusVariantId?: string;
}

type Trx = Transaction<Database>;

/** Thrown inside a cart transaction to roll it back with the failure the shopper gets. */
class Refused extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.message);
    this.failure = failure;
  }
}

/** The server cart of a signed-in customer, and the guest's local cart priced the same way. */
export function cartService(deps: CartDeps) {
  const { db, catalogue } = deps;

  const cardsOf = async (lines: CartLine[]) => {
    const ids = lines.filter((l) => l.product).map((l) => l.productId);
    return new Map((await catalogue.cardsByIds(ids)).map((c) => [c.productId, c]));
  };

  /** The cart view; the stored promo applies unless a code is given or auto-apply is off. */
  async function view(userId: number, query: CartQuery = {}): Promise<CartData> {
    const [rows, cart, hasPrescription] = await Promise.all([
      repo.lines(db, userId),
      repo.cartRow(db, userId),
      deps.hasPrescription(userId),
    ]);
    const lines = rows.map(fromRow);
    const code = query.dontAutoApply ? undefined : (query.promoCode ?? cart?.promo_code ?? undefined);
    const promo =
      code && lines.length > 0
        ? await deps.promos.check(userId, code, { subtotalFor: subtotalFor(lines), orderCount: await deps.orderCount(userId) })
        : null;
    const plus = await deps.plus.forCart(userId, query.plusVariantId);
    return cartView({
      lines,
      cards: await cardsOf(lines),
      promo,
      pricing: {
        delivery: query.delivery ?? 'standard',
        paymentTypeId: query.paymentTypeId,
        paymentSubTypeId: query.paymentSubTypeId,
        // Only a chosen payment type can earn a payment offer.
        paymentOffers: query.paymentTypeId === undefined ? [] : await deps.paymentOffers(),
        wallet: query.walletOptedIn ? await deps.walletSpendable(userId) : undefined,
        plus: plus.member || plus.plan !== null,
        plusPlan: plus.plan ? { title: plus.plan.title, pricePaise: plus.plan.amountPaise } : undefined,
      },
      plus,
      hasPrescription,
      version: cart?.version ?? 0,
    });
  }

  const mutation = async (
    userId: number,
    itemId: number | null,
    productId: number,
    quantity: number,
    message: string,
  ): Promise<CartMutation> => ({
    itemId,
    productId,
    quantity,
    count: (await repo.count(db, userId)).count,
    message,
  });

  /** Checks a wanted quantity of a product: sold online at all, then its maximum and its stock. */
  const checkQuantity = (line: CartLine, quantity: number) => {
    if (isNotSoldOnline(line)) return cartErrors.notSoldOnline(line.product!.name);
    const max = lineMax(line);
    if (quantity > max) return cartErrors.aboveMax(max);
    if (line.product && !isBuyable(line)) return cartErrors.outOfStock(line.product.name);
    if (line.product && quantity > line.product.stock) return cartErrors.notEnoughStock(line.product.name, line.product.stock);
    return null;
  };

  /**
   * Runs a change of the lines with the cart locked. A refused change rolls back whatever it wrote before it
   * was refused (a bulk replacement is all or nothing); an accepted one gives the cart a new version.
   */
  const inTransaction = async <T>(userId: number, work: (trx: Trx, lines: CartLine[]) => Promise<Result<T>>): Promise<Result<T>> => {
    try {
      return await db.transaction().execute(async (trx) => {
        await repo.lockCart(trx, userId);
        const result = await work(trx, (await repo.lines(trx, userId)).map(fromRow));
        if (!result.ok) throw new Refused(result);
        await repo.bumpVersion(trx, userId);
        return result;
      });
    } catch (error) {
      if (error instanceof Refused) return error.failure;
      throw error;
    }
  };

  const customKey = (name: string) => name.trim().toLowerCase();

  return {
    view,
    count: (userId: number) => repo.count(db, userId),

    async add(userId: number, body: { productId?: number; productName?: string; quantity: number }): Promise<Result<CartMutation>> {
      const facts = body.productId ? (await repo.productFacts(db, [body.productId]))[0] : undefined;
      if (body.productId && !facts) return cartErrors.productNotFound();
      const customName = facts ? null : (body.productName ?? '').trim();
      const result = await inTransaction(userId, async (trx, lines) => {
        const existing = facts
          ? lines.find((l) => l.productId === facts.id)
          : lines.find((l) => l.customName !== null && customKey(l.customName) === customKey(customName!));
        if (!existing && lines.length >= MAX_CART_LINES) return cartErrors.cartFull();
        const line = existing ?? (facts ? fromFacts(facts, 0) : { itemId: null, productId: -1, customName, quantity: 0, product: null });
        const quantity = line.quantity + body.quantity;
        const problem = checkQuantity(line, quantity);
        if (problem) return problem;
        if (existing?.itemId) {
          await repo.setQuantity(trx, existing.itemId, quantity);
          return ok({ itemId: existing.itemId, quantity });
        }
        const inserted = await repo.insertLine(trx, userId, { productId: facts?.id ?? null, customName, quantity });
        return ok({ itemId: inserted.id, quantity });
      });
      if (!result.ok) return result;
      return ok(await mutation(userId, result.data.itemId, facts?.id ?? -1, result.data.quantity, CART_TOASTS.added));
    },

    /** Sets a line's quantity; 0 removes it. */
    async updateQuantity(userId: number, itemId: number, quantity: number, withCart = false): Promise<Result<CartMutation>> {
      const result = await inTransaction(userId, async (trx, lines) => {
        const line = lines.find((l) => l.itemId === itemId);
        if (!line) return cartErrors.itemNotFound();
        if (quantity === 0) {
          await repo.deleteLine(trx, itemId);
          return ok({ productId: line.productId, removed: true });
        }
        const problem = quantity > line.quantity || quantity > lineMax(line) ? checkQuantity(line, quantity) : null;
        if (problem) return problem;
        await repo.setQuantity(trx, itemId, quantity);
        return ok({ productId: line.productId, removed: false });
      });
      if (!result.ok) return result;
      const done = await mutation(
        userId,
        result.data.removed ? null : itemId,
        result.data.productId,
        quantity,
        result.data.removed ? CART_TOASTS.removed : CART_TOASTS.updated,
      );
      return ok(withCart ? { ...done, cart: await view(userId) } : done);
    },

    async remove(userId: number, itemId: number): Promise<Result<CartMutation>> {
      const result = await inTransaction(userId, async (trx, lines) => {
        const line = lines.find((l) => l.itemId === itemId);
        if (!line) return cartErrors.itemNotFound();
        await repo.deleteLine(trx, itemId);
        return ok(line.productId);
      });
      return result.ok ? ok(await mutation(userId, null, result.data, 0, CART_TOASTS.removed)) : result;
    },

    /** Swaps the products of lines (a cheaper generic the shopper tapped); all or nothing. */
    async replace(userId: number, replacements: { itemId: number; productId: number; quantity?: number }[]): Promise<Result<CartData>> {
      const facts = new Map(
        (
          await repo.productFacts(
            db,
            replacements.map((r) => r.productId),
          )
        ).map((f) => [f.id, f]),
      );
      const result = await inTransaction(userId, async (trx, lines) => {
        const byProduct = new Map(lines.filter((l) => l.product).map((l) => [l.productId, l]));
        for (const r of replacements) {
          const line = lines.find((l) => l.itemId === r.itemId);
          if (!line) return cartErrors.itemNotFound();
          const product = facts.get(r.productId);
          if (!product) return cartErrors.productNotFound();
          if (line.productId === r.productId) continue;
          const target = fromFacts(product, 0);
          const holder = byProduct.get(r.productId);
          const quantity = Math.min((r.quantity ?? line.quantity) + (holder?.quantity ?? 0), lineMax(target));
          const problem = checkQuantity(target, quantity);
          if (problem) return problem;
          if (holder?.itemId) {
            await repo.setQuantity(trx, holder.itemId, quantity);
            await repo.deleteLine(trx, line.itemId!);
            // A later replacement into the same product adds to what the holder holds now.
            byProduct.set(r.productId, { ...holder, quantity });
          } else {
            await repo.setProduct(trx, line.itemId!, r.productId, quantity);
            byProduct.set(r.productId, { ...target, itemId: line.itemId, quantity });
          }
          byProduct.delete(line.productId);
        }
        return ok(null);
      });
      return result.ok ? ok(await view(userId)) : result;
    },

    /** A guest's local cart priced like a server cart (no promo: codes need an account). */
    async localView(products: LocalCartLineInput[]): Promise<CartData> {
      const facts = new Map(
        (
          await repo.productFacts(
            db,
            products.filter((p) => p.productId > 0).map((p) => p.productId),
          )
        ).map((f) => [f.id, f]),
      );
      const lines: CartLine[] = products.flatMap((p): CartLine[] => {
        const line: CartLine | undefined =
          p.productId === -1
            ? { itemId: null, productId: -1, customName: p.name ?? '', quantity: p.quantity, product: null }
            : facts.has(p.productId)
              ? fromFacts(facts.get(p.productId)!, p.quantity)
              : undefined;
        return line ? [{ ...line, quantity: Math.min(line.quantity, lineMax(line)) }] : [];
      });
      return cartView({
        lines,
        cards: await cardsOf(lines),
        promo: null,
        pricing: { delivery: 'standard', paymentOffers: [] },
        hasPrescription: false,
        version: 0,
      });
    },

    /**
     * After login: the guest's lines merged into the server cart; quantities add up within each item's max.
     * Schedule X and NDPS lines are left out: never sold online (the guest's cart already showed them so).
     */
    async sync(userId: number, products: LocalCartLineInput[]): Promise<SyncResult> {
      const facts = new Map(
        (
          await repo.productFacts(
            db,
            products.filter((p) => p.productId > 0).map((p) => p.productId),
          )
        ).map((f) => [f.id, f]),
      );
      const local: CartLine[] = products.flatMap((p): CartLine[] => {
        if (p.productId === -1)
          return [{ itemId: null, productId: -1, customName: (p.name ?? '').trim(), quantity: p.quantity, product: null }];
        const f = facts.get(p.productId);
        const line = f ? fromFacts(f, p.quantity) : null;
        return line && !isNotSoldOnline(line) ? [line] : [];
      });
      const outcome = await db.transaction().execute(async (trx) => {
        await repo.lockCart(trx, userId);
        const server = (await repo.lines(trx, userId)).map(fromRow);
        const keyOf = (l: CartLine) => (l.product ? `p${l.productId}` : `c${customKey(l.customName ?? '')}`);
        const merged = mergeLocalIntoServer(
          server.map((l) => ({ ...l, key: keyOf(l) })),
          local.map((l) => ({ ...l, key: keyOf(l) })),
          lineMax,
        );
        const describe = (m: CartLine) => ({ productId: m.productId, name: m.product?.name ?? m.customName ?? '', quantity: m.quantity });
        const notAdded: ReturnType<typeof describe>[] = [];
        let lineCount = server.length;
        for (const line of merged) {
          if (line.itemId) {
            const before = server.find((s) => s.itemId === line.itemId);
            if (before && before.quantity !== line.quantity) await repo.setQuantity(trx, line.itemId, line.quantity);
          } else if (lineCount >= MAX_CART_LINES) {
            notAdded.push(describe(line));
          } else {
            await repo.insertLine(trx, userId, {
              productId: line.product ? line.productId : null,
              customName: line.product ? null : line.customName,
              quantity: line.quantity,
            });
            lineCount++;
          }
        }
        await repo.bumpVersion(trx, userId);
        return { capped: merged.filter((m) => m.capped).map(describe), notAdded };
      });
      return { ...(await view(userId)), ...outcome };
    },

    /** Checks a code against the cart; a valid one is kept on the cart, an invalid one changes nothing. */
    async applyPromo(userId: number, input: string): Promise<PromoDetails> {
      const lines = (await repo.lines(db, userId)).map(fromRow);
      const check = await deps.promos.check(userId, input, { subtotalFor: subtotalFor(lines), orderCount: await deps.orderCount(userId) });
      if (check.valid) {
        await db.transaction().execute(async (trx) => {
          await repo.lockCart(trx, userId);
          await repo.setPromo(trx, userId, check.code);
        });
      }
      return promoDetails(check, check.valid);
    },

    async removePromo(userId: number): Promise<void> {
      await repo.setPromo(db, userId, null);
    },

    /**
     * Inside the order's transaction: locks the cart (concurrent placements of one cart queue here) and
     * returns its version, lines and stored promo.
     */
    async claim(trx: Trx, userId: number) {
      const cart = await repo.lockCart(trx, userId);
      return { version: cart.version, promoCode: cart.promo_code, lines: (await repo.lines(trx, userId)).map(fromRow) };
    },

    /**
     * The order that claimed `version` went through: empty the cart and drop its promo. The version stays,
     * so a repeat placement of the same cart finds that order; if the cart changed since, it is left alone.
     */
    lock: (trx: Trx, userId: number) => repo.lockCart(trx, userId),

    async clearAfterOrder(trx: Trx, userId: number, version: number): Promise<void> {
      const cart = await repo.lockCart(trx, userId);
      if (cart.version !== version) return;
      await repo.clearLines(trx, userId);
      await repo.setPromo(trx, userId, null);
    },

    /** Save for later moves a product out of the cart, inside the caller's transaction. */
    async removeProduct(trx: Trx, userId: number, productId: number): Promise<void> {
      const deleted = await repo.deleteProductLine(trx, userId, productId);
      if (Number(deleted.numDeletedRows) > 0) await repo.bumpVersion(trx, userId);
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
