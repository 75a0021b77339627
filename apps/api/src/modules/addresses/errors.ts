import { fail } from '../../http/result.ts';

/** The address domain's expected failures. */
export const addressErrors = {
  invalid: (message: string) => fail('ADDRESS_INVALID', message, 400),
  /** Someone else's address answers exactly like a missing one. */
  notFound: () => fail('ADDRESS_NOT_FOUND', 'This address was not found.', 404),
};
