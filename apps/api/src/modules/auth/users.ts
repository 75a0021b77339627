import { sql } from 'kysely';
import type { Profile } from '@dawa/contracts';
import type { Db } from '@dawa/db';

/** The accounts table: read and written by auth (sign-up at login) and profile (edits). */
type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable'>;

export interface UserRow {
  id: number;
  mobile_number: string;
  name: string | null;
  email: string | null;
}

export function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(['id', 'mobile_number', 'name', 'email']).where('id', '=', id).executeTakeFirst();
}

/** The account of a number, created on its first login; sign-up details fill only empty fields. */
export function upsertUserByMobile(db: Executor, mobileNumber: string, details: { name?: string; email?: string }): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ mobile_number: mobileNumber, name: details.name ?? null, email: details.email ?? null })
    .onConflict((oc) =>
      oc.column('mobile_number').doUpdateSet({
        name: sql<string | null>`coalesce(users.name, excluded.name)`,
        email: sql<string | null>`coalesce(users.email, excluded.email)`,
      }),
    )
    .returning(['id', 'mobile_number', 'name', 'email'])
    .executeTakeFirstOrThrow();
}

export function updateUser(db: Executor, id: number, changes: { name?: string; email?: string }): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returning(['id', 'mobile_number', 'name', 'email'])
    .executeTakeFirst();
}

/**
 * The account's own fields. The order flags are false here: callers that answer a profile (login, profile)
 * overwrite them with the orders domain's answer. Email verification does not exist yet.
 */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    name: user.name,
    profileEmail: user.email,
    mobileNumber: user.mobile_number,
    hasDeliveredOrder: false,
    hasPlacedOrder: false,
    isEmailVerified: false,
    chronic: false,
  };
}
