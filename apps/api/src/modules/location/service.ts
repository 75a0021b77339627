import type { AreaList, CityList, DeliveryEstimate, PincodeDetails, ServiceCoverage } from '@dawa/contracts';
import { slugify } from '@dawa/domain';
import type { Db } from '@dawa/db';
import { ok, type Result } from '../../http/result.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { estimateDelivery, type DeliveryTier, type Estimate, type EstimateLanguage } from './edd.ts';
import { notServiceable, unknownCity, unknownProduct } from './errors.ts';
import { isBotUserAgent, type IpLocator } from './ip-locator.ts';
import * as repo from './repo.ts';

/** The pincode every lookup falls back to (spec §7: 400001). */
export const FALLBACK_PINCODE = 400001;

/** "Rajbhavan S.O (Mumbai)" → "Rajbhavan"; "Jaipur G.P.O." stays: the area name shown beside a pincode. */
export function areaName(officeName: string): string {
  const name = officeName.replace(/\s+(?:S\.?O|H\.?O|B\.?O)\b.*$/i, '').trim();
  return name || officeName;
}

function toDetails(row: repo.PincodeRow): PincodeDetails {
  return {
    pincode: row.pincode,
    cityAttributes: {
      id: row.city_id!,
      name: row.city_name!,
      slug: row.city_slug!,
      isCourierCity: row.is_courier_city!,
      supplierCityName: row.supplier_city_name!,
      stateName: row.city_state!,
    },
    neighbourhoodAttributes: { name: areaName(row.head_office_name), isExpressAvailable: row.is_express_available },
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Page sizes of the A–Z city and neighbourhood lists. */
export const CITY_PAGE_SIZE = 60;
export const AREA_PAGE_SIZE = 60;

/** The canonical slug of a pincode's local landing page: `<neighbourhood>-<city>-<pincode>`. */
export const landingSlug = (neighbourhood: string, city: string, pincode: number) => slugify(`${neighbourhood} ${city} ${pincode}`);

const tierOf = (row: repo.PincodeRow): DeliveryTier => (row.is_express_available ? 'express' : row.has_town_office ? 'town' : 'rural');

/** The pincode data changes only with an import: the coverage figures are counted at most once an hour. */
const COVERAGE_TTL_MS = 60 * 60 * 1000;

export interface LocationOptions {
  defaultPincode: number;
  ipLocator: IpLocator;
  now?: () => Date;
}

export function locationService(db: Db, catalogue: CatalogueService, options: LocationOptions) {
  const now = options.now ?? (() => new Date());

  async function serviceable(pincode: number) {
    const row = await repo.findPincode(db, pincode);
    return row?.is_serviceable && row.city_id !== null ? row : null;
  }

  async function details(pincode: number): Promise<Result<PincodeDetails>> {
    const row = await serviceable(pincode);
    return row ? ok(toDetails(row)) : notServiceable(pincode);
  }

  async function defaultDetails(): Promise<PincodeDetails> {
    const row = (await serviceable(options.defaultPincode)) ?? (await serviceable(FALLBACK_PINCODE));
    if (!row) throw new Error(`Neither the default pincode ${options.defaultPincode} nor ${FALLBACK_PINCODE} is serviceable.`);
    return toDetails(row);
  }

  let coverage: { at: number; value: Promise<ServiceCoverage> } | null = null;

  return {
    details,
    defaultDetails,

    /** How many cities and pincodes we deliver to, from the pincode data (one query, kept for an hour). */
    coverage(): Promise<ServiceCoverage> {
      const at = now().getTime();
      if (!coverage || at - coverage.at > COVERAGE_TTL_MS) {
        const value = repo.serviceCoverage(db);
        coverage = { at, value };
        value.catch(() => (coverage = null)); // a failed count is retried by the next request
      }
      return coverage.value;
    },

    /** Whether an order can be delivered to a pincode; diagnostics (order type 2) follow the same rule for now. */
    async check(pincode: number): Promise<Result<{ cityAreaName: string; cityName: string }>> {
      const row = await serviceable(pincode);
      if (!row) return notServiceable(pincode);
      return ok({ cityAreaName: areaName(row.head_office_name), cityName: row.city_name! });
    },

    async cityPincodes(ref: { id: number } | { slug: string }) {
      const city = await repo.findCity(db, ref);
      if (!city) return unknownCity();
      const rows = await repo.cityPincodes(db, city.id);
      return ok({
        pincodeDetails: rows.map(toDetails).map(({ pincode, cityAttributes, neighbourhoodAttributes }) => ({
          pincode,
          cityAttributes,
          neighbourhoodAttributes,
        })),
      });
    },

    /** Cities A–Z (optionally by first letter), each with its serviceable pincode count and first pincode. */
    async cities(query: { letter?: string; page: number }): Promise<CityList> {
      const { rows, count } = await repo.listCities(db, query.letter, query.page, CITY_PAGE_SIZE);
      const firsts = new Map(
        (
          await repo.findPincodes(
            db,
            rows.map((r) => Number(r.first_pincode)),
          )
        ).map((p) => [p.pincode, p]),
      );
      return {
        items: rows.map((r) => {
          const first = Number(r.first_pincode);
          const row = firsts.get(first);
          return {
            id: r.id,
            name: r.name,
            slug: r.slug,
            stateName: r.state,
            pincodeCount: Number(r.pincode_count),
            firstPincode: first,
            landingSlug: landingSlug(row ? areaName(row.head_office_name) : r.name, r.name, first),
          };
        }),
        total: count,
        page: query.page,
        pageSize: CITY_PAGE_SIZE,
      };
    },

    /** Neighbourhoods (delivering post offices of serviceable pincodes) A–Z, optionally by first letter. */
    async areas(query: { letter?: string; page: number }): Promise<AreaList> {
      const { rows, count } = await repo.listAreas(db, query.letter, query.page, AREA_PAGE_SIZE);
      return {
        items: rows.map((r) => ({
          name: areaName(r.name),
          pincode: r.pincode,
          city: { id: r.city_id, name: r.city_name, slug: r.city_slug },
          landingSlug: landingSlug(areaName(r.head_office_name), r.city_name, r.pincode),
        })),
        total: count,
        page: query.page,
        pageSize: AREA_PAGE_SIZE,
      };
    },

    /** The visitor's pincode from their IP; bots and unknown IPs get the default pincode. */
    async locate(ip: string, userAgent: string | undefined) {
      const located = isBotUserAgent(userAgent) ? null : await options.ipLocator.locate(ip).catch(() => null);
      const row = located === null ? null : await serviceable(located);
      const found = row ? toDetails(row) : await defaultDetails();
      return ok({
        ipLocation: { pincode: found.pincode, cityAttributes: { name: found.cityAttributes.name }, isIPReversed: row !== null },
        requestedIP: ip,
      });
    },

    /**
     * Standard and express estimates for an order to a pincode (null when it is not serviceable). Express
     * exists only where the pincode has it; standard there is the town estimate.
     */
    async deliveryOptions(pincode: number): Promise<{ standard: Estimate; express: Estimate | null } | null> {
      const row = await serviceable(pincode);
      if (!row) return null;
      const tier = tierOf(row);
      return {
        standard: estimateDelivery(tier === 'express' ? 'town' : tier, now()),
        express: tier === 'express' ? estimateDelivery('express', now()) : null,
      };
    },

    /** The delivery estimate of a product to a pincode; none when the product cannot be bought. */
    async estimate(productId: number, pincode: number, language: EstimateLanguage = 'en'): Promise<Result<DeliveryEstimate>> {
      const product = await catalogue.productDetail(productId);
      if (!product.ok) return unknownProduct();
      const row = await serviceable(pincode);
      if (!row) return notServiceable(pincode);
      if (!product.data.product.productAvailabilityFlags.isAvailable)
        return ok({ edd: null, deliveryDate: null, eddsAvailable: { quickDeliveryEnabled: false } });
      const e = estimateDelivery(tierOf(row), now(), language);
      return ok({
        edd: { text: e.text, time: e.time, showPriorityFlashIcon: e.showPriorityFlashIcon },
        deliveryDate: e.deliveryDate,
        eddsAvailable: { quickDeliveryEnabled: e.quickDeliveryEnabled },
      });
    },
  };
}
export type LocationService = ReturnType<typeof locationService>;
