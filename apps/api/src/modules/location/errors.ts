import { fail } from '../../http/result.ts';

/** The location domain's expected failures. */
export const notServiceable = (pincode: number) => fail('PINCODE_NOT_SERVICEABLE', `We do not deliver to ${pincode} yet.`, 404);
export const unknownCity = () => fail('CITY_NOT_FOUND', 'We do not know this city.', 404);
export const unknownProduct = () => fail('PRODUCT_NOT_FOUND', 'This medicine is not in our catalogue.', 404);
