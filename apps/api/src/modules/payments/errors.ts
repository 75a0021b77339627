import { fail } from '../../http/result.ts';

/** The payment domain's expected failures. Someone else's order or payment answers exactly like a missing one. */
export const paymentErrors = {
  orderNotFound: () => fail('ORDER_NOT_FOUND', 'Order not found.', 404),
  paymentNotFound: () => fail('PAYMENT_NOT_FOUND', 'No such payment.', 404),
  codNotInvoked: () => fail('COD_NOT_INVOKED', 'Cash on delivery needs no online payment.', 400),
  unknownMethod: () => fail('PAYMENT_METHOD_UNKNOWN', 'Choose a payment method.', 400),
  alreadyPaid: () => fail('ORDER_ALREADY_PAID', 'This order is already paid.', 409),
  cashOnDelivery: () => fail('ORDER_IS_COD', 'This order is cash on delivery: there is nothing to pay online.', 409),
  notPayable: () => fail('ORDER_NOT_PAYABLE', 'This order can no longer be paid. Place it again from your cart.', 409),
  windowPassed: () => fail('PAYMENT_WINDOW_PASSED', 'The 30 minutes to pay this order have passed. Check out again to place it anew.', 409),
  noOpenPayment: () => fail('NO_OPEN_PAYMENT', 'Start the payment again to continue.', 409),
  unavailable: () => fail('PAYMENTS_UNAVAILABLE', 'Online payment is not available right now. Please choose cash on delivery.', 409, true),
  gatewayRefused: () => fail('GATEWAY_REFUSED', 'The payment could not be started. Please try again.', 409, true),
  idempotencyInProgress: () =>
    fail('IDEMPOTENCY_KEY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed. Try again shortly.', 409),
  webhookUnauthorized: () => fail('WEBHOOK_UNAUTHORIZED', 'Authentication required.', 401),
  webhookInvalid: () => fail('WEBHOOK_INVALID', 'The notification could not be read.', 400),
  invalidBin: () => fail('INVALID_BIN', 'Enter the first 6 to 8 digits of the card.', 400),
  unknownWallet: () => fail('WALLET_UNKNOWN', 'Choose a wallet.', 400),
  walletNotStarted: () => fail('WALLET_NOT_STARTED', 'Request an OTP for this wallet first.', 409),
  invalidOtp: () => fail('WALLET_INVALID_OTP', 'Invalid OTP', 400, true),
  walletRefused: (message: string) => fail('WALLET_REFUSED', message, 409, true),
};
