import { lazy, Suspense, type ComponentProps } from 'react';

const Drawer = lazy(() => import('./login-drawer.tsx'));

/**
 * The login drawer, its code fetched the first time it opens. Closed, the drawer renders nothing, and the
 * sign-in works without it on /login.
 */
export function LoginDrawer(props: ComponentProps<typeof Drawer>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
