import {
  labBookingDetails,
  labBookingList,
  labCart,
  labCartAddBody,
  labCartPatientsBody,
  labCartRemoveBody,
  labCouponBody,
  labHome,
  labItemDetails,
  labItemParams,
  labMedicalRecords,
  labMegamenu,
  labOpsEventBody,
  labOpsEventResult,
  labOpsQueue,
  labOpsQueueQuery,
  labOrderParams,
  labPlacedOrder,
  labPlaceOrderBody,
  labPriceQuery,
  labProfiles,
  labRescheduleBody,
  labSearchQuery,
  labSearchResult,
  labSlotDays,
  labSlotsQuery,
  labTestList,
  labTestsQuery,
} from '@dawa/contracts';
import { z } from 'zod';
import { authorised } from '../../http/ops-token.ts';
import { fail } from '../../http/result.ts';
import { defineRoute } from '../../http/route.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { LabBookingService } from './booking-service.ts';
import type { LabCartService } from './cart-service.ts';
import type { LabCatalogueService } from './catalogue-service.ts';
import type { LabOps } from './lab-ops.ts';

/** The lab catalogue changes only with a release; prices depend on the pincode in the query. */
const CATALOGUE_CACHE = 'public, max-age=3600';
const pin = (pincode: string | undefined) => (pincode === undefined ? undefined : Number(pincode));
const pincodeQuery = labPriceQuery;
const unauthorised = () => fail('UNAUTHENTICATED', 'Operations token required.', 401);

export const diagnosticsRoutes = (catalogue: LabCatalogueService, cart: LabCartService, bookings: LabBookingService) => [
  defineRoute({
    method: 'GET',
    url: '/diagnostics/home',
    summary: 'Lab tests home: popular tests, packages and service cities, priced for the pincode',
    tags: ['diagnostics'],
    query: labPriceQuery,
    response: labHome,
    cache: CATALOGUE_CACHE,
    handler: ({ query }) => catalogue.home(pin(query.pincode)),
  }),
  defineRoute({
    method: 'GET',
    url: '/diagnostics/megamenu',
    summary: 'The Lab Tests mega menu: 10 popular tests, and packages and all tests per city',
    tags: ['diagnostics'],
    response: labMegamenu,
    cache: 'public, max-age=604800',
    handler: () => catalogue.megamenu(),
  }),
  defineRoute({
    method: 'GET',
    url: '/diagnostics/tests',
    summary: 'All lab tests A–Z, 30 a page, optionally by first letter',
    tags: ['diagnostics'],
    query: labTestsQuery,
    response: labTestList,
    cache: CATALOGUE_CACHE,
    handler: ({ query }) => catalogue.tests({ page: query.page, letter: query.letter, pincode: pin(query.pincode) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/diagnostics/search',
    summary: 'Lab tests and packages matching every word of the query',
    tags: ['diagnostics'],
    query: labSearchQuery,
    response: labSearchResult,
    cache: CATALOGUE_CACHE,
    handler: ({ query }) => catalogue.search(query.q, pin(query.pincode)),
  }),
  defineRoute({
    method: 'GET',
    url: '/diagnostics/item/:slug',
    summary: 'A lab test or package page: price for the pincode, sample, fasting, report time, what it measures',
    tags: ['diagnostics'],
    params: labItemParams,
    query: labPriceQuery,
    response: labItemDetails,
    cache: CATALOGUE_CACHE,
    handler: ({ params, query }) => catalogue.item(params.slug, pin(query.pincode)),
  }),
  defineRoute({
    method: 'GET',
    url: '/diagnostics/labs',
    summary: 'The partner labs (demonstration profiles, marked as such)',
    tags: ['diagnostics'],
    response: labProfiles,
    cache: CATALOGUE_CACHE,
    handler: () => catalogue.labs(),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/diagnostics/cart',
    summary: 'Your lab cart priced for the pincode: items per patient, overlaps, coupon and collection fee',
    tags: ['diagnostics'],
    query: pincodeQuery,
    response: labCart,
    handler: ({ user, query }) => cart.view(user.id, pin(query.pincode)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/diagnostics/cart/add',
    summary: 'Adds a test or package for some of your patients (yourself when none are named)',
    tags: ['diagnostics'],
    query: pincodeQuery,
    body: labCartAddBody,
    response: labCart,
    handler: ({ user, body, query }) => cart.add(user.id, body.item, body.patientIds, pin(query.pincode)),
  }),
  defineCustomerRoute({
    method: 'PUT',
    url: '/diagnostics/cart/patients',
    summary: 'Sets who a test or package in the lab cart is for',
    tags: ['diagnostics'],
    query: pincodeQuery,
    body: labCartPatientsBody,
    response: labCart,
    handler: ({ user, body, query }) => cart.setItemPatients(user.id, body.item, body.patientIds, pin(query.pincode)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/diagnostics/cart/remove',
    summary: 'Removes a test or package from the lab cart, for one patient or for everyone',
    tags: ['diagnostics'],
    query: pincodeQuery,
    body: labCartRemoveBody,
    response: labCart,
    handler: ({ user, body, query }) => cart.remove(user.id, body.item, body.patientId, pin(query.pincode)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/diagnostics/cart/applyCoupon',
    summary: 'Applies a lab tests coupon (couponCodeDiag) to the lab cart',
    tags: ['diagnostics'],
    query: pincodeQuery,
    body: labCouponBody,
    response: labCart,
    handler: ({ user, body, query }) => cart.applyCoupon(user.id, body.couponCodeDiag, pin(query.pincode)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/diagnostics/cart/removeCoupon',
    summary: "Removes the lab cart's coupon",
    tags: ['diagnostics'],
    query: pincodeQuery,
    body: z.object({}).strict(),
    response: labCart,
    handler: ({ user, query }) => cart.removeCoupon(user.id, pin(query.pincode)),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/diagnostics/slots',
    summary: 'Home collection slots of the next 7 days at a pincode, with places left',
    tags: ['diagnostics'],
    query: labSlotsQuery,
    response: labSlotDays,
    handler: ({ user, query }) => bookings.slots(user.id, Number(query.pincode)),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/diagnostics/placeOrder',
    summary: 'Books the lab cart at an address and slot (order type diagnostic 1); online payment follows through ufp',
    tags: ['diagnostics'],
    body: labPlaceOrderBody,
    response: labPlacedOrder,
    handler: ({ user, body, request }) => {
      const key = request.headers['idempotency-key'];
      return bookings.place(user.id, body, typeof key === 'string' ? key : undefined);
    },
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/diagnostics/orders',
    summary: 'Your lab test bookings, newest first',
    tags: ['diagnostics'],
    response: labBookingList,
    handler: ({ user }) => bookings.list(user.id),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/diagnostics/orders/:orderId',
    summary: 'One of your lab test bookings',
    tags: ['diagnostics'],
    params: labOrderParams,
    response: labBookingDetails,
    handler: ({ user, params }) => bookings.details(user.id, params.orderId),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/diagnostics/orders/:orderId/cancel',
    summary: 'Cancels a booking until the sample is collected; an online payment is refunded to its source',
    tags: ['diagnostics'],
    params: labOrderParams,
    body: z.object({}).strict(),
    response: labBookingDetails,
    handler: ({ user, params }) => bookings.cancel(user.id, params.orderId),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/diagnostics/orders/:orderId/reschedule',
    summary: 'Moves a booking to another slot until the sample is collected',
    tags: ['diagnostics'],
    params: labOrderParams,
    body: labRescheduleBody,
    response: labBookingDetails,
    handler: ({ user, params, body }) => bookings.reschedule(user.id, params.orderId, body.slotStartsAt),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/diagnostics/medicalRecords',
    summary: 'Your lab reports',
    tags: ['diagnostics'],
    response: labMedicalRecords,
    handler: ({ user }) => bookings.medicalRecords(user.id),
  }),
];

/** Lab operations, with the operations token (OPS_TOKEN); absent when no token is configured. */
export const diagnosticsOpsRoutes = (ops: LabOps, token: string | undefined) =>
  token
    ? [
        defineRoute({
          method: 'GET',
          url: '/ops/diagnostics/bookings',
          summary: 'Operations: open lab bookings by slot (or those of one status); Bearer OPS_TOKEN',
          tags: ['operations'],
          query: labOpsQueueQuery,
          response: labOpsQueue,
          cache: 'no-store',
          handler: ({ request, query }) => (authorised(request.headers.authorization, token) ? ops.queue(query.status) : unauthorised()),
        }),
        defineRoute({
          method: 'POST',
          url: '/ops/diagnostics/bookings/:orderId/events',
          summary: 'Operations: assign a phlebotomist, mark collected, received at the lab; Bearer OPS_TOKEN',
          tags: ['operations'],
          params: labOrderParams,
          body: labOpsEventBody,
          response: labOpsEventResult,
          cache: 'no-store',
          handler: ({ request, params, body }) =>
            authorised(request.headers.authorization, token)
              ? ops.event(params.orderId, body.event, { phlebotomist: body.phlebotomist, note: body.note })
              : unauthorised(),
        }),
      ]
    : [];
