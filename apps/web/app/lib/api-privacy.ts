/** The data-rights calls (download, consents, erasure), each described once for the loaders and actions. */
import type { ConsentList, ConsentPurpose, ErasureResult, MyDataExport } from '@dawa/contracts';
import type { ApiRequest } from './api-transport.ts';

type Typed<T> = ApiRequest & { readonly __answer?: T };

export const privacyCalls = {
  exportMyData: (): Typed<MyDataExport> => ({ method: 'GET', path: '/privacy/exportMyData' }),
  consents: (): Typed<ConsentList> => ({ method: 'GET', path: '/privacy/consents' }),
  changeConsent: (purpose: ConsentPurpose, granted: boolean): Typed<ConsentList> => ({
    method: 'POST',
    path: '/privacy/consents',
    body: { purpose, granted },
  }),
  eraseAccount: (confirmMobileNumber: string): Typed<ErasureResult> => ({
    method: 'POST',
    path: '/privacy/eraseAccount',
    body: { confirmMobileNumber },
  }),
};
