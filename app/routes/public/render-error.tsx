import { data } from "react-router";
import type { Route } from "./+types/render-error";

/**
 * Exists only when E2E_ERROR_ROUTE=1 (the end-to-end suite sets it) so the render-error screen
 * can be tested against the production build; everywhere else it is a 404.
 */
export function loader() {
  if (process.env.E2E_ERROR_ROUTE !== "1") throw data(null, { status: 404 });
  return null;
}

export default function RenderError(_: Route.ComponentProps): never {
  throw new Error("Testfejl: siden kunne ikke vises");
}
