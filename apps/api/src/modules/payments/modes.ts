import { orderSummaryLines } from '../orders/summary.ts';
import type { Db } from '@dawa/db';
import type { CartData, PaymentBifurcation, PaymentModes, PaymentOption, PaymentSegment } from '@dawa/contracts';
import {
  COD_MAX_ORDER_PAISE,
  PAYMENT_TYPE_ID,
  formatRupees,
  instantDiscountFor,
  paymentOfferBenefit,
  type PaymentOffer,
} from '@dawa/domain';
import { ok, type Result } from '../../http/result.ts';
import type { CartService } from '../cart/service.ts';
import { paymentErrors } from './errors.ts';
import type { GatewayClient } from './gateway-client.ts';
import { NET_BANKS, PAY_LATER_TYPE_ID, POPULAR_BANKS, VPA_HANDLES, VPA_PATTERN, WALLETS, walletBySubType } from './methods.ts';
import * as repo from './repo.ts';
import type { WalletService as StoreWalletService } from '../wallet/service.ts';
import type { WalletService } from './wallets.ts';
import { walletMeta } from './wallets.ts';

const STATE = { active: 1, disabled: 2, inactive: 3 } as const;
export const NO_CARD_OFFER = 'No offer on this card right now.';
export const PAY_LATER_MESSAGE = 'Pay later is not available yet.';

type Delivery = 'standard' | 'express';
export const deliveryOf = (prefs: { optionId: string }[] | undefined): Delivery =>
  prefs?.some((p) => p.optionId === 'express') ? 'express' : 'standard';

const option = (o: Partial<PaymentOption> & Pick<PaymentOption, 'displayName' | 'type' | 'paymentTypeId'>): PaymentOption => ({
  image: null,
  elementType: 'payment_option',
  paymentSubTypeId: null,
  linked: false,
  meta: {},
  offerDetails: null,
  offerText: null,
  popular: false,
  state: STATE.active,
  stateMessage: null,
  isLastUsed: false,
  subTypes: null,
  ...o,
});
const segment = (s: Omit<PaymentSegment, 'text' | 'headerTag' | 'configurationDetails'> & Partial<PaymentSegment>): PaymentSegment => ({
  text: null,
  headerTag: null,
  configurationDetails: { canExpand: false },
  ...s,
});

/** The offer text a payment type earns, for the option's badge. */
function offerFor(live: readonly PaymentOffer[], paymentTypeId: number): Pick<PaymentOption, 'offerDetails' | 'offerText'> {
  // An offer for every bank of the type first: a bank's own offer names its bank in its title.
  const of = live.filter((o) => o.paymentTypeIds.includes(paymentTypeId));
  const offer = of.find((o) => !o.paymentSubTypeIds?.length) ?? of[0];
  return offer
    ? { offerText: offer.title, offerDetails: { offerKey: offer.offerId, offerText: offer.description } }
    : { offerText: null, offerDetails: null };
}

/** The order value an instant discount is measured on: the sub total after the promo code and the member discount. */
function orderValueOf(cart: CartData): number {
  const of = (id: string) => cart.summary.find((l) => l.identifier === id)?.valuePaise ?? 0;
  return of('total_mrp') + of('discount_on_mrp') + of('promotional_discount') + of('plus_discount');
}

/** The payment page: segments, cash on delivery, wallets; bifurcation and offers from the one cart pricing. */
export function paymentModesService(deps: {
  db: Db;
  cart: CartService;
  wallets: WalletService;
  gateway: GatewayClient | null;
  /** The live payment offers (the offers domain answers). */
  paymentOffers(): Promise<PaymentOffer[]>;
  /** The store wallet's spendable balance (the wallet domain answers). */
  storeWallet: Pick<StoreWalletService, 'spendable'>;
}) {
  const { db, cart, wallets } = deps;
  const online = deps.gateway !== null;

  function otherOptions(walletStates: Awaited<ReturnType<WalletService['all']>>, live: readonly PaymentOffer[]): PaymentOption[] {
    const unavailable = online ? {} : { state: STATE.disabled as 2, stateMessage: 'Online payment is not available right now.' };
    const bank = (b: (typeof NET_BANKS)[number]) => ({
      paymentSubTypeId: b.paymentSubTypeId,
      code: b.code,
      displayName: b.displayName,
      image: null,
      linked: false,
    });
    return [
      option({
        displayName: 'UPI',
        type: 'UPI',
        paymentTypeId: PAYMENT_TYPE_ID.upi,
        popular: true,
        meta: { vpaHandles: VPA_HANDLES },
        ...offerFor(live, PAYMENT_TYPE_ID.upi),
        ...unavailable,
      }),
      option({
        displayName: 'Credit / Debit card',
        type: 'CARD',
        paymentTypeId: PAYMENT_TYPE_ID.card,
        ...offerFor(live, PAYMENT_TYPE_ID.card),
        ...unavailable,
      }),
      option({
        displayName: 'Net banking',
        type: 'NB',
        paymentTypeId: PAYMENT_TYPE_ID.netBanking,
        ...offerFor(live, PAYMENT_TYPE_ID.netBanking),
        subTypes: { popular: NET_BANKS.slice(0, POPULAR_BANKS).map(bank), others: NET_BANKS.slice(POPULAR_BANKS).map(bank) },
        ...unavailable,
      }),
      option({
        displayName: 'Wallets',
        type: 'WALLET',
        paymentTypeId: PAYMENT_TYPE_ID.wallet,
        subTypes: {
          popular: walletStates.map(({ wallet, link }) => ({
            paymentSubTypeId: wallet.paymentSubTypeId,
            code: wallet.code,
            displayName: wallet.displayName,
            image: null,
            linked: link?.linked === true,
          })),
          others: [],
        },
        ...offerFor(live, PAYMENT_TYPE_ID.wallet),
        ...unavailable,
      }),
    ];
  }

  async function preferred(userId: number, others: PaymentOption[]): Promise<PaymentOption[]> {
    const last = await repo.lastCharged(db, userId);
    if (!last || last.payment_type_id === null) return [];
    const typeId = last.payment_type_id;
    const base = others.find(
      (o) => o.paymentTypeId === typeId || (typeId === PAYMENT_TYPE_ID.upiIntent && o.paymentTypeId === PAYMENT_TYPE_ID.upi),
    );
    if (!base) return [];
    const sub = walletBySubType(last.payment_sub_type_id ?? undefined);
    const bank = NET_BANKS.find((b) => b.paymentSubTypeId === last.payment_sub_type_id);
    const name =
      typeId === PAYMENT_TYPE_ID.wallet && sub
        ? sub.displayName
        : typeId === PAYMENT_TYPE_ID.netBanking && bank
          ? bank.displayName
          : base.displayName;
    const vpa = last.instrument_label && VPA_PATTERN.test(last.instrument_label) ? last.instrument_label : undefined;
    return [
      {
        ...base,
        displayName: name,
        paymentSubTypeId: last.payment_sub_type_id,
        subTypes: null,
        isLastUsed: true,
        meta: vpa ? { vpa } : {},
        stateMessage: base.stateMessage ?? (last.instrument_label ? `Last paid with ${last.instrument_label}` : null),
      },
    ];
  }

  async function savedUpiIds(userId: number) {
    const seen = new Map<string, string>();
    for (const row of await repo.chargedLabels(db, userId)) {
      const label = row.instrument_label ?? '';
      if (VPA_PATTERN.test(label) && !seen.has(label)) seen.set(label, new Date(row.updated_at).toISOString());
    }
    return [...seen].slice(0, 5).map(([vpa, lastUsedAt]) => ({ vpa, lastUsedAt }));
  }

  return {
    async modes(userId: number, delivery: Delivery, plusVariantId?: string): Promise<Result<PaymentModes>> {
      const [cartView, walletStates, upiIds, live] = await Promise.all([
        cart.view(userId, { delivery, plusVariantId }),
        wallets.all(userId),
        savedUpiIds(userId),
        deps.paymentOffers(),
      ]);
      const amountPaise = cartView.amountToBePaidPaise;
      const others = otherOptions(walletStates, live);
      const linked = walletStates.filter((w) => w.link?.linked);
      const saved: PaymentOption[] = [
        ...linked.map(({ wallet, link }) =>
          option({
            displayName: wallet.displayName,
            type: 'WALLET',
            paymentTypeId: PAYMENT_TYPE_ID.wallet,
            paymentSubTypeId: wallet.paymentSubTypeId,
            linked: true,
            meta: { wallet: walletMeta(link) },
          }),
        ),
        ...upiIds.map(({ vpa }) =>
          option({
            displayName: vpa,
            type: 'UPI',
            paymentTypeId: PAYMENT_TYPE_ID.upi,
            meta: { vpa },
            ...offerFor(live, PAYMENT_TYPE_ID.upi),
          }),
        ),
      ];
      const offers = live.map((offer) => {
        const short = offer.minOrderPaise - orderValueOf(cartView);
        return option({
          displayName: offer.title,
          type: 'OFFER',
          paymentTypeId: offer.paymentTypeIds[0]!,
          paymentSubTypeId: offer.paymentSubTypeIds?.length === 1 ? offer.paymentSubTypeIds[0]! : null,
          offerText: offer.title,
          offerDetails: { offerKey: offer.offerId, offerText: offer.description },
          stateMessage: short > 0 ? `Add items worth ${formatRupees(short)} more to get this offer.` : null,
        });
      });
      const segments: PaymentSegment[] = [
        segment({ segmentType: 'preferred', headerText: 'Preferred payment', options: await preferred(userId, others) }),
        segment({ segmentType: 'offers_for_you', headerText: 'Offers for you', options: offers }),
        segment({ segmentType: 'saved_options', headerText: 'Saved payment options', options: saved }),
        segment({
          segmentType: 'pay_later',
          headerText: 'Pay later',
          options: [
            option({
              displayName: 'Pay later',
              type: 'PAY_LATER',
              paymentTypeId: PAY_LATER_TYPE_ID,
              state: STATE.inactive,
              stateMessage: PAY_LATER_MESSAGE,
            }),
          ],
        }),
        segment({
          segmentType: 'other_options',
          headerText: 'All payment options',
          options: others,
          configurationDetails: { canExpand: true },
        }),
      ].filter((s) => s.options.length > 0);
      const codEnabled = amountPaise <= COD_MAX_ORDER_PAISE;
      return ok({
        ufpEligible: true,
        ufpActive: online,
        amountPaise,
        segments,
        paymentModeText: {
          cod: { header: 'Pay on delivery', text: 'Pay in cash when your order arrives.' },
          online: { header: 'Pay online', text: 'UPI, cards, net banking and wallets. 100% secure payments.' },
        },
        cod: {
          options: [
            {
              isEnabled: codEnabled,
              subText: codEnabled
                ? 'Pay in cash when your order arrives. A small cash handling charge applies.'
                : `Cash on delivery is available for orders up to ${formatRupees(COD_MAX_ORDER_PAISE)}. Please pay online.`,
              displayName: 'Cash on delivery',
              image: null,
              paymentTypeId: -1,
              state: codEnabled ? STATE.active : STATE.disabled,
            },
          ],
        },
        vpaHandles: VPA_HANDLES,
        linkedWallets: await wallets.linked(userId),
      });
    },

    async bifurcation(
      userId: number,
      input: {
        delivery: Delivery;
        paymentTypeId?: number;
        paymentSubTypeId?: number;
        promoCode?: string;
        walletOptedIn?: boolean;
        plusVariantId?: string;
      },
    ): Promise<Result<PaymentBifurcation>> {
      const [view, spendable] = await Promise.all([
        cart.view(userId, {
          delivery: input.delivery,
          paymentTypeId: input.paymentTypeId,
          paymentSubTypeId: input.paymentSubTypeId,
          promoCode: input.promoCode || undefined,
          walletOptedIn: input.walletOptedIn,
          plusVariantId: input.plusVariantId,
        }),
        deps.storeWallet.spendable(userId),
      ]);
      const live = await deps.paymentOffers();
      const instant = instantDiscountFor(live, input.paymentTypeId, orderValueOf(view), input.paymentSubTypeId);
      const applied = view.summary.some((l) => l.identifier === 'instant_discount') ? instant : null;
      const offer = applied && live.find((o) => o.offerId === applied.offerId);
      return ok({
        lines: view.summary.map((l) => ({ identifier: l.identifier, id: l.id, value: l.value, valuePaise: l.valuePaise, label: l.label })),
        appliedOffer: applied && offer ? { offerId: offer.offerId, title: offer.title, discountPaise: applied.discountPaise } : null,
        amountPaise: view.amountToBePaidPaise,
        wallet: {
          balancePaise: spendable.expirablePaise + spendable.nonExpirablePaise,
          usedPaise: -(view.summary.find((l) => l.identifier === 'pe_wallet')?.valuePaise ?? 0),
        },
      });
    },

    async offers(userId: number, input: { delivery: Delivery; promoCode?: string }) {
      const view = await cart.view(userId, { delivery: input.delivery, promoCode: input.promoCode || undefined });
      const value = orderValueOf(view);
      return ok({
        amountPaise: view.amountToBePaidPaise,
        offers: (await deps.paymentOffers()).map((offer) => {
          const isEligible = value >= offer.minOrderPaise;
          const discountPaise = paymentOfferBenefit(offer, Math.max(value, offer.minOrderPaise));
          return {
            offerId: offer.offerId,
            title: offer.title,
            description: offer.description,
            paymentTypeIds: [...offer.paymentTypeIds],
            minOrderPaise: offer.minOrderPaise,
            discountPaise,
            isEligible,
            message: isEligible
              ? `You save ${formatRupees(discountPaise)} with this offer.`
              : `Add items worth ${formatRupees(offer.minOrderPaise - value)} more to get this offer.`,
          };
        }),
      });
    },

    async saved(userId: number) {
      return ok({ linkedWallets: await wallets.linked(userId), upiIds: await savedUpiIds(userId) });
    },

    /** The card's network and bank from the gateway's BIN table; there are no card offers, and it says so. */
    async binOffer(bin: string) {
      if (!deps.gateway) return paymentErrors.unavailable();
      const found = await deps.gateway.cardBin(bin);
      if (!found.ok) return found.httpStatus === 404 || found.httpStatus === 400 ? paymentErrors.invalidBin() : paymentErrors.unavailable();
      return ok({
        bin: found.data.bin,
        cardBrand: found.data.brand,
        bank: found.data.bank,
        cardType: found.data.type,
        cardIssuer: found.data.issuerBankCode || found.data.bank,
        isEligible: false,
        offerKey: null,
        message: NO_CARD_OFFER,
      });
    },

    /** The amount lines of a placed order as they were stored at placement. */
    async postOrder(userId: number, orderId: number) {
      const order = await repo.orderAmounts(db, orderId);
      if (!order || order.user_id !== userId) return paymentErrors.orderNotFound();
      const lines = orderSummaryLines(order);
      // The order keeps the discount it was placed with; the offer's title is read while the offer is live.
      const offer =
        order.instant_discount_paise > 0
          ? (await deps.paymentOffers()).find((o) => o.paymentTypeIds.includes(order.payment_type_id))
          : undefined;
      return ok({
        orderId: order.id,
        status: order.status,
        lines,
        appliedOffer: offer ? { offerId: offer.offerId, title: offer.title, discountPaise: order.instant_discount_paise } : null,
        amountPaise: order.amount_paise,
      });
    },

    /** Pay later is not offered by our gateway: the detail says so. */
    instrumentDetail() {
      return ok({ paymentTypeId: PAY_LATER_TYPE_ID, displayName: 'Pay later', state: STATE.inactive, stateMessage: PAY_LATER_MESSAGE });
    },

    walletTypes: WALLETS,
  };
}
export type PaymentModesService = ReturnType<typeof paymentModesService>;
