import type { ProductCard } from '@dawa/contracts';
import { PRODUCT_TYPE, TIER, TIER_LABEL } from '@dawa/contracts';
import { isSoldOnline, maxQuantityFor, pricePerUnit, slugWithId, tierFromStock, type Pack } from '@dawa/domain';
import type { CardRow, CardWithIngredients } from './repo.ts';

/** A product's page: a medicine's under /online-medicine-order, a healthcare product's under /health-care. */
export const productUrl = (name: string, id: number, productType: number = PRODUCT_TYPE.medicine) =>
  productType === PRODUCT_TYPE.otc ? `/health-care/products/${slugWithId(name, id)}` : `/online-medicine-order/${slugWithId(name, id)}`;

export function packOf(row: Pick<CardRow, 'pack_label' | 'packform' | 'units_per_pack' | 'measurement_unit'>): Pack {
  return {
    label: row.pack_label,
    container: '',
    quantity: null,
    packform: row.packform,
    unitsPerPack: Number(row.units_per_pack),
    measurementUnit: row.measurement_unit,
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The card of a stored card row (`product_cards`, decision 046). */
export function cardOf(row: CardWithIngredients): ProductCard {
  const tier = tierFromStock(row.stock, row.not_for_sale);
  const inStock = tier === TIER.inStock || tier === TIER.shortSupply;
  // Schedule X and NDPS medicines are shown, never offered: no cart button, no "notify me".
  const soldOnline = isSoldOnline(row.drug_schedule);
  const isAvailable = inStock && soldOnline;
  const pack = packOf(row);
  return {
    productId: row.id,
    name: row.name,
    slug: slugWithId(row.name, row.id),
    url: productUrl(row.name, row.id, row.product_type),
    productType: row.product_type,
    packform: row.packform,
    packLabel: row.pack_label,
    measurementUnit: row.measurement_unit,
    unitsPerPack: pack.unitsPerPack,
    manufacturer: row.manufacturer,
    fullManufacturerName: row.manufacturer,
    isRxRequired: row.is_rx_required,
    drugSchedule: row.drug_schedule,
    isRefrigerated: row.is_refrigerated,
    isCustomMedicine: false,
    mrpPaise: row.mrp_paise,
    salePaise: row.sale_price_paise,
    costPrice: row.mrp_paise / 100,
    salePrice: row.sale_price_paise / 100,
    mrpDecimal: rupees(row.mrp_paise),
    salePriceDecimal: rupees(row.sale_price_paise),
    discountPercent: String(Number(row.discount_percent)),
    pricePerUnit: pricePerUnit(row.sale_price_paise, pack),
    maxQuantity: maxQuantityFor({ productType: row.product_type, isCustomMedicine: false }),
    minQuantity: 1,
    compositions: row.ingredients.map((i) => ({ name: i.name, slug: `${i.slug}-${i.molecule_id}`, strength: i.strength })),
    composition: row.composition,
    consumerBrandName: row.brand_name,
    consumerBrandId: row.brand_id,
    substituteGroupId: row.composition_group_id,
    productTierAttributes: { type: tier, text: TIER_LABEL[tier] },
    productAvailabilityFlags: {
      isAvailable,
      notifyMe: soldOnline && !inStock && tier !== TIER.notForSale,
      showVariantsInBottomSheet: false,
    },
    outOfStock: !inStock,
  };
}
