import type { OrderAttributes, Profile, UpdateProfileBody } from '@dawa/contracts';
import { validateProfileEmail, validateProfileName } from '@dawa/domain';
import type { Db } from '@dawa/db';
import { fail, ok, type Result } from '../../http/result.ts';
import { findUser, toProfile, updateUser } from '../auth/users.ts';

const accountGone = () => fail('UNAUTHENTICATED', 'Please log in to continue.', 401);

export interface OrderFlags {
  hasPlacedOrder: boolean;
  hasDeliveredOrder: boolean;
}

/** `orderFlags` comes from the orders domain. */
export function profileService(db: Db, orderFlags: (userId: number) => Promise<OrderFlags>) {
  return {
    async profile(userId: number): Promise<Result<Profile>> {
      const user = await findUser(db, userId);
      return user ? ok({ ...toProfile(user), ...(await orderFlags(userId)) }) : accountGone();
    },

    /** Changes the name or (when no name is sent) the email, sanitised and validated. */
    async update(userId: number, body: UpdateProfileBody): Promise<Result<Profile>> {
      const checked = body.name !== undefined ? validateProfileName(body.name) : validateProfileEmail(body.newEmail ?? '');
      if (!checked.ok) return fail('VALIDATION_FAILED', checked.message, 400);
      const user = await updateUser(db, userId, body.name !== undefined ? { name: checked.value } : { email: checked.value });
      return user ? ok({ ...toProfile(user), ...(await orderFlags(userId)) }) : accountGone();
    },

    /** Chronic (repeat) fulfilment is not tracked yet, so isFirstChronicFulfilled is always false. */
    async orderAttributes(userId: number): Promise<Result<OrderAttributes>> {
      return ok({ isFirstChronicFulfilled: false, ...(await orderFlags(userId)) });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
