/**
 * React Router's client entry, with hydration started in a task of its own (decision 040): evaluating this
 * module (React DOM with it) and the first slice of the hydration render would otherwise be one long task.
 * The render runs in a transition, so React yields to the browser every few milliseconds while it hydrates.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
