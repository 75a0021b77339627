/**
 * Quantity limits and the quantity picker (spec §5 and §9).
 */
import { LIMITS, PRODUCT_TYPE } from '@dawa/contracts';

/** Most a cart may hold of one item: medicine 20, OTC 5, custom medicine 20. */
export function maxQuantityFor(p: { productType: number; isCustomMedicine: boolean }): number {
  if (p.isCustomMedicine) return LIMITS.customMedicineMaxQuantity;
  if (p.productType === PRODUCT_TYPE.otc) return LIMITS.maxQuantityOtc;
  return LIMITS.maxQuantityMedicine;
}

export interface QuantityOption {
  value: number;
  label: string;
  note?: 'Min Quantity' | 'Max Quantity';
}

/**
 * Options for the quantity picker: 'Remove Item' (value 0) first when
 * allowed, then min..max labelled with the number; the first carries the note
 * 'Min Quantity' and the last 'Max Quantity' (when min equals max the single
 * option is marked 'Max Quantity', the limit a shopper runs into).
 * min is raised to at least 1 and both ends are rounded inwards to whole numbers.
 */
export function quantityOptions(p: { min: number; max: number; allowRemove: boolean }): QuantityOption[] {
  const options: QuantityOption[] = [];
  if (p.allowRemove) options.push({ value: 0, label: 'Remove Item' });
  const lo = Math.max(1, Math.ceil(p.min));
  const hi = Math.floor(p.max);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return options;
  for (let n = lo; n <= hi; n++) {
    const option: QuantityOption = { value: n, label: String(n) };
    if (n === hi) option.note = 'Max Quantity';
    else if (n === lo) option.note = 'Min Quantity';
    options.push(option);
  }
  return options;
}
