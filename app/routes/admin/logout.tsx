import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logout, requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  await requireStaff(
    request,
    runtime,
    await request
      .clone()
      .formData()
      .catch(() => undefined),
  );
  throw redirect("/admin/login", { headers: { "Set-Cookie": await logout(request, runtime) } });
}

export function loader() {
  throw redirect("/admin/contact-submissions");
}
