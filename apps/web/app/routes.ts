import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The policies and the help centre (one route module, in English and under /hi in Hindi). */
const CONTENT_PAGES = [
  'legal/terms-and-conditions',
  'legal/privacy-policy',
  'legal/editorial-policy',
  'vulnerability-disclosure-policy',
  'customer-support-policy',
  'return-policy',
  'smartbuy-policy',
  'help',
];
const contentRoutes = ['', 'hi/'].flatMap((prefix) =>
  CONTENT_PAGES.map((path) =>
    route(`${prefix}${path}`, 'routes/content-page.tsx', { id: `content-${prefix}${path}`.replaceAll('/', '-') }),
  ),
);

export default [
  index('routes/home.tsx'),
  route('hi', 'routes/home.tsx', { id: 'home-hi' }),
  ...contentRoutes,
  route('legal/editorial-policy/:slugWithId', 'routes/editorial-author.tsx'),
  route('hi/legal/editorial-policy/:slugWithId', 'routes/editorial-author.tsx', { id: 'editorial-author-hi' }),
  route('500', 'routes/server-error.tsx'),
  route('upload-prescription', 'routes/page-alias.tsx'),
  route('saved-for-later', 'routes/page-alias.tsx', { id: 'alias-saved-for-later' }),
  route('online-medicine-order', 'routes/medicine-landing.tsx'),
  route('online-medicine-order/browse', 'routes/browse.tsx'),
  // Listed before the medicine page's `:slugWithId/:medicineType`, which would otherwise match them.
  route('online-medicine-order/browse/cities', 'routes/browse-cities.tsx'),
  route('online-medicine-order/browse/areas', 'routes/browse-areas.tsx'),
  route('online-medicine-order/browse/:kind', 'routes/coming-soon.tsx', { id: 'browse-places' }),
  route('online-medicine-order/location/:slugWithPincode', 'routes/local-landing.tsx'),
  route('online-medicine-order/:slugWithId', 'routes/medicine.tsx'),
  route('online-medicine-order/:slugWithId/:medicineType', 'routes/medicine.tsx', { id: 'medicine-type' }),
  route('hi/online-medicine-order/:slugWithId', 'routes/medicine.tsx', { id: 'medicine-hi' }),
  route('molecules', 'routes/molecules.tsx'),
  route('molecules/:slugWithId', 'routes/molecule.tsx'),
  route('search/all', 'routes/search.tsx'),
  route('location', 'routes/location.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('login', 'routes/login.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/notifications', 'routes/account-notifications.tsx'),
  route('account/saved-items', 'routes/saved-items.tsx'),
  route('account/privacy', 'routes/account-privacy.tsx'),
  route('account/privacy/download', 'routes/account-privacy-download.tsx'),
  route('account/privacy/erase', 'routes/account-privacy-erase.tsx'),
  route('checkout/upload', 'routes/checkout-upload.tsx'),
  route('checkout/delivery-options', 'routes/checkout-delivery.tsx'),
  route('checkout/select-payment-method', 'routes/checkout-payment.tsx'),
  route('payment/order/:secret?', 'routes/payment-order.tsx'),
  route('order-success', 'routes/order-success.tsx'),
  route('account/orders/medicine-healthcare', 'routes/account-orders.tsx'),
  // Medicine orders only for now: other order types (lab tests, consultations) keep their coming-soon page.
  route('account/orders/medicine-healthcare/:orderId', 'routes/account-order.tsx'),
  route('variants/:brandSlug', 'routes/brand.tsx'),
  route('health-care', 'routes/healthcare-home.tsx'),
  // A static segment outranks a dynamic one: /health-care/products/<slug> is a product, never a sub-category.
  route('health-care/products/:slugWithId', 'routes/healthcare-product.tsx'),
  route('hi/health-care/products/:slugWithId', 'routes/healthcare-product.tsx', { id: 'healthcare-product-hi' }),
  route('health-care/:category', 'routes/healthcare-listing.tsx'),
  route('health-care/:category/:subCategory', 'routes/healthcare-listing.tsx', { id: 'healthcare-sub-category' }),
  route('health-wellness/store/:brandWithId', 'routes/healthcare-brand.tsx'),
  route('health-wellness/collections/:slugWithId', 'routes/healthcare-collection.tsx'),
  // The pharmacist console (decision 017): its own sign-in and frame, no shop header.
  route('pharmacist/login', 'routes/pharmacist-login.tsx'),
  route('pharmacist', 'routes/pharmacist-queue.tsx'),
  route('pharmacist/orders/:orderId', 'routes/pharmacist-order.tsx'),
  route('diagnostics', 'routes/diagnostics-home.tsx'),
  route('diagnostics/all-tests', 'routes/diagnostics-all-tests.tsx'),
  route('diagnostics/packages/:slug', 'routes/diagnostics-item.tsx'),
  route('diagnostics/search/all', 'routes/diagnostics-search.tsx'),
  route('diagnostics/certified-labs', 'routes/diagnostics-labs.tsx'),
  // Lab bookings: the lab cart, a booking, and the reports and bookings of the account.
  route('diag-pwa/cart', 'routes/diagnostics-cart.tsx'),
  route('account/orders/diagnostics/:orderId', 'routes/diagnostics-order.tsx'),
  route('account/medical-records', 'routes/medical-records.tsx'),
  route('account/wallet', 'routes/account-wallet.tsx'),
  route('*', 'routes/coming-soon.tsx'),
] satisfies RouteConfig;
