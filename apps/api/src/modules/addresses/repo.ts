import type { Insertable, Selectable } from 'kysely';
import type { AddressesTable, Db } from '@dawa/db';

export type AddressRow = Selectable<AddressesTable>;
export type AddressFields = Omit<Insertable<AddressesTable>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** A customer's addresses, most recently saved first. */
export const listOf = (db: Db, userId: number) =>
  db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();

export async function insert(db: Db, userId: number, fields: AddressFields): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ ...fields, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates an address only when it belongs to `userId`; false when there is no such address of theirs. */
export async function update(db: Db, userId: number, id: number, fields: AddressFields): Promise<boolean> {
  const row = await db
    .updateTable('addresses')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
