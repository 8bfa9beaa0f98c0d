import { isRouteErrorResponse, Link } from "react-router";
import { Icon } from "../ui/icon.tsx";

/**
 * The admin pages' error boundary: a refusal (403 for a staff member on an owner page, 404, 401)
 * is said in Danish inside the admin, not as the public error page.
 */
export function AdminError({ error }: { error: unknown }) {
  const response = isRouteErrorResponse(error) ? error : null;
  const text =
    response && typeof response.data === "object" && response.data && "error" in response.data
      ? String((response.data as { error: unknown }).error)
      : response && typeof response.data === "string"
        ? response.data
        : "Siden kunne ikke vises. Prøv igen om et øjeblik.";
  const heading = response?.status === 403 ? "Ingen adgang" : response?.status === 404 ? "Findes ikke" : "Noget gik galt";
  return (
    <>
      <Link to="/admin/contact-submissions" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon name="arrow-left" className="h-4 w-4" /> Tilbage til indbakken
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{heading}</h1>
      <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
        {text}
      </p>
    </>
  );
}

export function Alert({ children, tone = "error" }: { children: React.ReactNode; tone?: "error" | "ok" }) {
  return tone === "error" ? (
    <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200">
      {children}
    </p>
  );
}
