import type { Address, AddressBody } from '@dawa/contracts';
import { ADDRESS_TYPE_DESCRIPTION, validateAddress, type AddressType } from '@dawa/domain';
import type { Db } from '@dawa/db';
import { ok, type Result } from '../../http/result.ts';
import type { LocationService } from '../location/service.ts';
import { addressErrors } from './errors.ts';
import * as repo from './repo.ts';

export function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    contactName: row.contact_name,
    contactNumber: row.contact_number,
    flatNumber: row.flat_number,
    streetName: row.street_name,
    landmark: row.landmark,
    type: row.type,
    typeDescription: ADDRESS_TYPE_DESCRIPTION[row.type as AddressType],
    pincode: row.pincode,
    cityId: row.city_id,
    cityName: row.city_name,
    isDeliverable: row.is_deliverable,
    longitude: row.longitude,
    latitude: row.latitude,
  };
}

export function addressService(db: Db, location: LocationService) {
  /** The validated, cleaned fields, with the pincode checked for serviceability. */
  async function fieldsOf(body: AddressBody): Promise<Result<repo.AddressFields>> {
    const checked = validateAddress(body);
    if (!checked.ok) return addressErrors.invalid(checked.message);
    const v = checked.value;
    const place = await location.details(v.pincode);
    return ok({
      contact_name: v.contactName,
      contact_number: v.contactNumber,
      flat_number: v.flatNumber,
      street_name: v.streetName,
      landmark: v.landmark,
      type: v.type,
      pincode: v.pincode,
      city_id: place.ok ? place.data.cityAttributes.id : null,
      city_name: place.ok ? place.data.cityAttributes.name : null,
      is_deliverable: place.ok,
      latitude: v.latitude,
      longitude: v.longitude,
    });
  }

  /** The customer's list with `savedId` first (spec §7: the first address is the one just saved). */
  async function listWithFirst(userId: number, savedId?: number): Promise<Address[]> {
    const rows = (await repo.listOf(db, userId)).map(toAddress);
    const saved = rows.find((a) => a.id === savedId);
    return saved ? [saved, ...rows.filter((a) => a !== saved)] : rows;
  }

  return {
    list: async (userId: number): Promise<Result<Address[]>> => ok(await listWithFirst(userId)),

    /** One of the customer's addresses; someone else's is as absent as a missing one. */
    async own(userId: number, id: number): Promise<Address | null> {
      const row = (await repo.listOf(db, userId)).find((a) => a.id === id);
      return row ? toAddress(row) : null;
    },

    async add(userId: number, body: AddressBody): Promise<Result<Address[]>> {
      const fields = await fieldsOf(body);
      if (!fields.ok) return fields;
      const id = await repo.insert(db, userId, fields.data);
      return ok(await listWithFirst(userId, id));
    },

    async update(userId: number, id: number, body: AddressBody): Promise<Result<Address[]>> {
      const fields = await fieldsOf(body);
      if (!fields.ok) return fields;
      if (!(await repo.update(db, userId, id, fields.data))) return addressErrors.notFound();
      return ok(await listWithFirst(userId, id));
    },
  };
}
export type AddressService = ReturnType<typeof addressService>;
