import type { ApiDeps } from './app.ts';
import { catalogueService } from './modules/catalogue/service.ts';
import { healthcareService } from './modules/healthcare/service.ts';
import { sponsoredService } from './modules/sponsored/service.ts';
import { moleculeService } from './modules/molecules/service.ts';
import { resolveAuthConfig } from './modules/auth/config.ts';
import { authService } from './modules/auth/service.ts';
import { sessionStore } from './modules/auth/session.ts';
import { profileService } from './modules/profile/service.ts';
import { locationService, FALLBACK_PINCODE } from './modules/location/service.ts';
import { unknownIpLocator } from './modules/location/ip-locator.ts';
import { addressService } from './modules/addresses/service.ts';
import { prescriptionServiceFor } from './modules/prescriptions/service.ts';
import { patientService } from './modules/prescriptions/patients.ts';
import { cartService } from './modules/cart/service.ts';
import { cartOffers } from './modules/cart/offers.ts';
import { offerService } from './modules/offers/service.ts';
import { refundChargesToWalletIn } from './modules/payments/wallet-refunds.ts';
import { plusPurchases } from './modules/plus/purchase.ts';
import { plusService } from './modules/plus/service.ts';
import { promoService } from './modules/promos/service.ts';
import { referralService } from './modules/referrals/service.ts';
import { savedService } from './modules/saved/service.ts';
import { placedOrderCount } from './modules/orders/repo.ts';
import { orderLifecycle } from './modules/orders/lifecycle.ts';
import { placeOrderService } from './modules/orders/place-order.ts';
import { orderService } from './modules/orders/service.ts';
import { deliveryService } from './modules/delivery/service.ts';
import { notificationService } from './modules/notifications/service.ts';
import { pharmacistAccounts } from './modules/pharmacy/accounts.ts';
import { pharmacistSessions } from './modules/pharmacy/session.ts';
import { h1Register } from './modules/pharmacy/register.ts';
import { rxReviewService } from './modules/pharmacy/review.ts';
import { defaultUploadDir, localDiskStorage } from './storage/file-storage.ts';
import { dataRightsParts } from './modules/privacy/parts.ts';
import { consentService } from './modules/privacy/consents.ts';
import { privacyService } from './modules/privacy/service.ts';
import { labOrderHooks } from './modules/diagnostics/booking-steps.ts';
import { consultOrderHooks } from './modules/consultations/steps.ts';
import { labBookingService } from './modules/diagnostics/booking-service.ts';
import { labCartService } from './modules/diagnostics/cart-service.ts';
import { labCatalogueService } from './modules/diagnostics/catalogue-service.ts';
import { labOps } from './modules/diagnostics/lab-ops.ts';
import { idempotency } from './modules/payments/idempotency.ts';
import { walletService } from './modules/wallet/service.ts';
import { doctorDirectory } from './modules/consultations/doctors.ts';
import { consultBookings } from './modules/consultations/booking.ts';
import { consultationAccess } from './modules/consultations/access.ts';
import { doctorConsole } from './modules/consultations/console.ts';
import { doctorAccounts, doctorSessionsOf } from './modules/consultations/doctor-accounts.ts';
import { ePrescriptions } from './modules/consultations/e-prescriptions.ts';
import { prescriptionCart } from './modules/consultations/prescription-cart.ts';
import { consultationRoom } from './modules/consultations/room.ts';

/** Every domain service, built once over the dependencies; domains reach each other only through these. */
export function buildServices(deps: ApiDeps) {
  const { db } = deps;
  const catalogue = catalogueService(db);
  const molecules = moleculeService(db, catalogue);
  const location = locationService(db, catalogue, {
    defaultPincode: deps.config.defaultPincode ?? FALLBACK_PINCODE,
    ipLocator: deps.ipLocator ?? unknownIpLocator,
  });
  // Throws in production without a real SMS provider and a session secret: the server refuses to start.
  const authConfig = resolveAuthConfig(db, deps.auth);
  const now = authConfig.now;
  const orders = orderService(db);
  const auth = authService(db, authConfig, sessionStore(db, now), orders.flags);
  const addresses = addressService(db, location);
  // One storage for the prescription files, shared by uploads and by the erasure that removes them.
  const storage = deps.storage ?? localDiskStorage(defaultUploadDir());
  const prescriptions = prescriptionServiceFor({ ...deps, storage }, orders.prescribedProducts);
  const patients = patientService(db);
  const notifications = notificationService(db);
  const wallet = walletService(db, now);
  const referrals = referralService({ db, wallet, notifications, now });
  const promos = promoService(db, now, referrals);
  const offers = offerService(db, promos, now);
  const plus = plusService(db, now);
  const orderCount = (userId: number) => placedOrderCount(db, userId);
  const cart = cartService({
    db,
    catalogue,
    promos,
    orderCount,
    hasPrescription: prescriptions.hasUsable,
    paymentOffers: offers.livePaymentOffers,
    walletSpendable: wallet.spendable,
    plus,
  });
  const register = h1Register(db);
  const lifecycle = orderLifecycle(db, {
    cart,
    promos,
    notifications,
    labOrders: labOrderHooks(notifications, now),
    consultOrders: consultOrderHooks(notifications, now),
    plusOrders: plus.orderHooks,
    recordDispatch: register.recordDispatch,
    wallet,
    refundChargesToWallet: (trx, order) => refundChargesToWalletIn(trx, wallet, order, now()),
    referrals,
  });
  const labCatalogue = labCatalogueService(db, deps.config.defaultPincode ?? FALLBACK_PINCODE);
  const directory = doctorDirectory(db, now);
  const doctors = doctorAccounts(db, now);
  const doctorSessions = doctorSessionsOf(doctors);
  const room = consultationRoom(db, storage, now);
  const prescribing = ePrescriptions({
    db,
    catalogue,
    findMedicines: (q) => deps.search.index.search(q, { limit: 15 }).products.map((hit) => hit.id),
    storage,
    room,
    notifications,
    orders: lifecycle,
    now,
  });
  const pharmacists = pharmacistAccounts(db, now);
  const placing = placeOrderService({
    db,
    digitalPrescriptions: prescribing.productsOf,
    cart,
    promos,
    paymentOffers: offers.livePaymentOffers,
    wallet,
    plus,
    addresses,
    location,
    prescriptions,
    notifications,
    lifecycle,
    orderCount,
  });
  const consents = consentService(db, now);
  const privacy = privacyService(db, dataRightsParts({ db, catalogue, storage, consents, log: deps.auth?.log }), now);
  return {
    now,
    authConfig,
    auth,
    profile: profileService(db, orders.flags),
    catalogue,
    healthcare: healthcareService(db),
    sponsored: sponsoredService(db, now),
    molecules,
    location,
    addresses,
    prescriptions,
    patients,
    promos,
    offers,
    cart,
    cartOffers: cartOffers(db, catalogue, promos, orderCount),
    saved: savedService(db, catalogue, cart),
    notifications,
    lifecycle,
    placing,
    orders,
    delivery: deliveryService(addresses, location, cart),
    pharmacists,
    pharmacistSessions: pharmacistSessions(pharmacists),
    h1Register: register,
    rxReview: rxReviewService(db, { lifecycle, notifications, prescriptions, now }),
    consents,
    privacy,
    labCatalogue,
    labCart: labCartService({ db, catalogue: labCatalogue, patients, promos, orderCount }),
    labBookings: labBookingService({
      db,
      catalogue: labCatalogue,
      promos,
      cart,
      addresses,
      lifecycle,
      notifications,
      idempotency: idempotency(db),
      orderCount,
      now,
    }),
    labOps: labOps({ db, storage, notifications, lifecycle, now }),
    storage,
    wallet,
    referrals,
    plus,
    plusPurchases: plusPurchases({ db, plus, cart, lifecycle, idempotency: idempotency(db), now }),
    doctorDirectory: directory,
    consultBookings: consultBookings({
      db,
      doctors: directory,
      patients,
      cart,
      lifecycle,
      notifications,
      idempotency: idempotency(db),
      now,
    }),
    doctors,
    doctorSessions,
    consultAccess: consultationAccess(db, doctorSessions, now),
    consultRoom: room,
    ePrescriptions: prescribing,
    prescriptionCart: prescriptionCart({ db, prescriptions: prescribing, cart }),
    doctorConsole: doctorConsole({ db, room, lifecycle, notifications, now }),
  };
}
export type Services = ReturnType<typeof buildServices>;
