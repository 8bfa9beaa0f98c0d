/**
 * React Router's client entry, with one step before hydration: the code of every lazily loaded
 * component the served HTML contains is fetched first (see app/lib/preloaded-lazy.tsx), so React
 * hydrates the whole page in one pass and never re-renders a form a visitor is already typing in.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLazyComponentsIn } from "./lib/preloaded-lazy.tsx";

void loadLazyComponentsIn(document).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
