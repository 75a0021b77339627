import type { ErasureResult, MyDataExport } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { fail, ok, type Result } from '../../http/result.ts';
import { forgetIdempotencyKeys } from '../../http/idempotency.ts';
import type { AccountDataRights } from '../auth/data-rights.ts';
import type { addressDataRights } from '../addresses/data-rights.ts';
import type { cartDataRights } from '../cart/data-rights.ts';
import type { consultationDataRights } from '../consultations/data-rights.ts';
import type { labDataRights } from '../diagnostics/data-rights.ts';
import type { PlusService } from '../plus/service.ts';
import type { referralDataRights } from '../referrals/data-rights.ts';
import type { WalletService } from '../wallet/service.ts';
import type { notificationDataRights } from '../notifications/data-rights.ts';
import type { orderDataRights } from '../orders/data-rights.ts';
import type { paymentDataRights } from '../payments/data-rights.ts';
import type { PrescriptionDataRights } from '../prescriptions/data-rights.ts';
import type { savedDataRights } from '../saved/data-rights.ts';
import type { ConsentService } from './consents.ts';

/** Each domain's part of the data rights: the privacy domain composes them and reads no table of theirs. */
export interface DataRightsParts {
  accounts: AccountDataRights;
  addresses: ReturnType<typeof addressDataRights>;
  cart: ReturnType<typeof cartDataRights>;
  saved: ReturnType<typeof savedDataRights>;
  notifications: ReturnType<typeof notificationDataRights>;
  orders: ReturnType<typeof orderDataRights>;
  payments: ReturnType<typeof paymentDataRights>;
  prescriptions: PrescriptionDataRights;
  labs: ReturnType<typeof labDataRights>;
  consultations: ReturnType<typeof consultationDataRights>;
  wallet: Pick<WalletService, 'details'>;
  referrals: ReturnType<typeof referralDataRights>;
  plus: Pick<PlusService, 'exportFor'>;
  consents: ConsentService;
}

const ABOUT =
  'Everything Dawa holds about you, as of generatedAt. Amounts are in paise (100 paise = ₹1). A prescription’s fileUrl opens the file ' +
  'only while you are signed in to this account: download the files you want before erasing the account. Signing in keeps no history ' +
  'beyond the sign-ins listed under signIns.';

const errors = {
  gone: () => fail('UNAUTHENTICATED', 'Please log in to continue.', 401),
  mismatch: () => ({
    ...fail('ERASE_CONFIRMATION_MISMATCH', 'Type the mobile number of this account to confirm.', 400),
    field: 'confirmMobileNumber',
  }),
  inProgress: (ids: number[]) =>
    fail(
      'ACCOUNT_HAS_ORDERS_IN_PROGRESS',
      `Your account cannot be erased while an order is in progress (order ${ids.map((id) => `#${id}`).join(', ')}). ` +
        'Erase it once the order is delivered or cancelled.',
      409,
      true,
    ),
};

/** The last 10 digits of what was typed: '+91 98765 43210', '098765-43210' and '9876543210' are one number. */
const typedNumber = (typed: string) => typed.replace(/\D/g, '').slice(-10);

const walletOf = async (parts: DataRightsParts, userId: number) => {
  const wallet = await parts.wallet.details(userId);
  if (!wallet.ok) throw new Error('the wallet could not be read');
  return wallet.data;
};

/** The shopper's download and erasure (DPDP Act s.11 and s.12), composed from every domain's part. */
export function privacyService(db: Db, parts: DataRightsParts, now: () => Date = () => new Date()) {
  return {
    async exportFor(userId: number): Promise<Result<MyDataExport>> {
      const own = await parts.accounts.exportFor(userId);
      if (!own) return errors.gone();
      const payments = await parts.payments.exportFor(userId);
      const prescriptions = await parts.prescriptions.exportFor(userId);
      return ok({
        format: 'dawa-personal-data/1',
        generatedAt: now().toISOString(),
        about: ABOUT,
        ...own,
        addresses: await parts.addresses.exportFor(userId),
        orders: await parts.orders.exportFor(userId),
        payments: payments.payments,
        wallets: payments.wallets,
        prescriptions: prescriptions.prescriptions,
        patients: prescriptions.patients,
        labBookings: await parts.labs.exportFor(userId),
        consultations: await parts.consultations.exportFor(userId),
        wallet: await walletOf(parts, userId),
        referrals: await parts.referrals.exportFor(userId),
        plusMemberships: await parts.plus.exportFor(userId),
        consents: await parts.consents.list(userId),
        savedItems: await parts.saved.exportFor(userId),
        cart: await parts.cart.exportFor(userId),
        notifications: await parts.notifications.exportFor(userId),
      });
    },

    /** The erasure the shopper asked for, once the typed number is the account's own. */
    async erase(userId: number, confirmMobileNumber: string): Promise<Result<ErasureResult>> {
      const own = await parts.accounts.exportFor(userId);
      if (!own) return errors.gone();
      if (typedNumber(confirmMobileNumber) !== own.account.mobileNumber) return errors.mismatch();
      return this.eraseAccount(userId);
    },

    /**
     * One transaction: refused while an order is in progress; else everything the law does not require is
     * deleted or anonymised and every session ends. Files leave storage after the commit (a refusal there
     * stays queued and is retried). Running it again on an erased account changes nothing more.
     */
    async eraseAccount(userId: number): Promise<Result<ErasureResult>> {
      const at = now();
      const outcome = await db.transaction().execute(async (trx): Promise<Result<ErasureResult>> => {
        // The cart first, as order placement locks it: a placement in flight has committed or will find no cart.
        await parts.cart.holdFor(trx, userId);
        if (!(await parts.accounts.lockFor(trx, userId))) return errors.gone();
        const inProgress = [
          ...(await parts.orders.inProgressIds(trx, userId)),
          ...(await parts.labs.inProgressIds(trx, userId)),
          ...(await parts.consultations.inProgressIds(trx, userId)),
        ];
        if (inProgress.length > 0) return errors.inProgress(inProgress);
        const reportsRemoved = await parts.labs.eraseFor(trx, userId);
        await parts.consultations.eraseFor(trx, userId);
        const filesRemoved =
          reportsRemoved +
          (await parts.prescriptions.eraseFor(
            trx,
            userId,
            [...(await parts.orders.prescriptionIdsOf(trx, userId)), ...(await parts.consultations.prescriptionIdsOf(trx, userId))],
            at,
          ));
        await parts.addresses.eraseFor(trx, userId);
        await parts.cart.eraseFor(trx, userId);
        await parts.saved.eraseFor(trx, userId);
        await parts.notifications.eraseFor(trx, userId);
        await parts.payments.eraseFor(trx, userId);
        await parts.referrals.eraseFor(trx, userId);
        await forgetIdempotencyKeys(trx, userId);
        const ordersKept = await parts.orders.eraseFor(trx, userId);
        await parts.consents.eraseFor(trx, userId, at);
        await parts.accounts.eraseFor(trx, userId, at);
        return ok({ erased: true as const, ordersKept, filesRemoved });
      });
      if (outcome.ok) await parts.prescriptions.removeQueuedFiles();
      return outcome;
    },
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
