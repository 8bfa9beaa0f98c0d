/**
 * React Router's default client entry. On public pages it is started by the deferred boot
 * (app/lib/defer-hydration.ts) on the visitor's first interaction, on staff pages at once.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
