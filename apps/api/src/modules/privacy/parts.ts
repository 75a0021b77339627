import type { Db } from '@dawa/db';
import type { FileStorage } from '../../storage/file-storage.ts';
import { accountDataRights } from '../auth/data-rights.ts';
import { addressDataRights } from '../addresses/data-rights.ts';
import { cartDataRights } from '../cart/data-rights.ts';
import { labDataRights } from '../diagnostics/data-rights.ts';
import { consultationDataRights } from '../consultations/data-rights.ts';
import { plusService } from '../plus/service.ts';
import { referralDataRights } from '../referrals/data-rights.ts';
import { walletService } from '../wallet/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { notificationDataRights } from '../notifications/data-rights.ts';
import { orderDataRights } from '../orders/data-rights.ts';
import { paymentDataRights } from '../payments/data-rights.ts';
import { prescriptionDataRights } from '../prescriptions/data-rights.ts';
import { savedDataRights } from '../saved/data-rights.ts';
import type { ConsentService } from './consents.ts';
import type { DataRightsParts } from './service.ts';

/** Every domain's data-rights part, built over the same database and file storage as the domains themselves. */
export function dataRightsParts(deps: {
  db: Db;
  catalogue: CatalogueService;
  storage: FileStorage;
  consents: ConsentService;
  log?: { error(details: object, message: string): void };
}): DataRightsParts {
  const { db } = deps;
  return {
    accounts: accountDataRights(db),
    addresses: addressDataRights(db),
    cart: cartDataRights(db),
    saved: savedDataRights(db, deps.catalogue),
    notifications: notificationDataRights(db),
    orders: orderDataRights(db),
    payments: paymentDataRights(db),
    prescriptions: prescriptionDataRights(db, deps.storage, deps.log),
    labs: labDataRights(db),
    consultations: consultationDataRights(db),
    // The wallet's movements are the store's financial records: downloaded, and kept on erasure (decision 061).
    wallet: walletService(db, () => new Date()),
    referrals: referralDataRights(db),
    plus: plusService(db, () => new Date()),
    consents: deps.consents,
  };
}
