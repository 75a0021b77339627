import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('online-medicine-order', 'routes/medicine-landing.tsx'),
  route('online-medicine-order/browse', 'routes/browse.tsx'),
  // Not built yet, but these would otherwise match the medicine page's `:slugWithId/:medicineType`.
  route('online-medicine-order/browse/:kind', 'routes/coming-soon.tsx', { id: 'browse-places' }),
  route('online-medicine-order/location/:slugWithPincode', 'routes/coming-soon.tsx', { id: 'local-landing' }),
  route('online-medicine-order/:slugWithId', 'routes/medicine.tsx'),
  route('online-medicine-order/:slugWithId/:medicineType', 'routes/medicine.tsx', { id: 'medicine-type' }),
  route('hi/online-medicine-order/:slugWithId', 'routes/medicine.tsx', { id: 'medicine-hi' }),
  route('molecules', 'routes/molecules.tsx'),
  route('molecules/:slugWithId', 'routes/molecule.tsx'),
  route('search/all', 'routes/search.tsx'),
  route('variants/:brandSlug', 'routes/brand.tsx'),
  route('*', 'routes/coming-soon.tsx'),
] satisfies RouteConfig;
