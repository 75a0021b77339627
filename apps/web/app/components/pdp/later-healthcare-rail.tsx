import { lazy, Suspense } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';

const HealthcareRail = lazy(() => import('./healthcare-rail.tsx'));

/** The healthcare rail's place on the medicine page: empty in the server's page, its code fetched once interactive. */
export function LaterHealthcareRail({ productId }: { productId: number }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <HealthcareRail productId={productId} />
    </Suspense>
  ) : null;
}
