import type { OrderAttributes, Profile, UpdateProfileBody } from '@dawa/contracts';
import { validateProfileEmail, validateProfileName } from '@dawa/domain';
import type { Db } from '@dawa/db';
import { fail, ok, type Result } from '../../http/result.ts';
import { findUser, toProfile, updateUser } from '../auth/users.ts';

const accountGone = () => fail('UNAUTHENTICATED', 'Please log in to continue.', 401);

export function profileService(db: Db) {
  return {
    async profile(userId: number): Promise<Result<Profile>> {
      const user = await findUser(db, userId);
      return user ? ok(toProfile(user)) : accountGone();
    },

    /** Changes the name or (when no name is sent) the email, sanitised and validated. */
    async update(userId: number, body: UpdateProfileBody): Promise<Result<Profile>> {
      const checked = body.name !== undefined ? validateProfileName(body.name) : validateProfileEmail(body.newEmail ?? '');
      if (!checked.ok) return fail('INVALID_INPUT', checked.message, 400);
      const user = await updateUser(db, userId, body.name !== undefined ? { name: checked.value } : { email: checked.value });
      return user ? ok(toProfile(user)) : accountGone();
    },

    /** Orders do not exist yet: nothing has been placed, delivered or fulfilled. */
    orderAttributes(): Result<OrderAttributes> {
      return ok({ isFirstChronicFulfilled: false, hasDeliveredOrder: false, hasPlacedOrder: false });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
