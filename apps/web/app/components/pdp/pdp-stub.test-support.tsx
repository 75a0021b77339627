import type { ReactNode } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { LocaleContext } from '../../i18n/index.ts';
import { ToastProvider } from '../ui/toast.tsx';

/** A part of the medicine page at `/` in English, under the root's data (signed out, empty cart) and its toasts. */
export function PdpStub({ children }: { children: ReactNode }) {
  const root = { user: null, location: null, cart: { count: 0, lines: [] } };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      ),
      children: [{ index: true, Component: () => <LocaleContext value="en">{children}</LocaleContext> }],
    },
  ]);
  return <Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />;
}
