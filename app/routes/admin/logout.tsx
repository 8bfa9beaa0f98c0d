import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logout, requireStaff } from "../../server/auth.server.ts";

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, await request.clone().formData().catch(() => undefined));
  throw redirect("/admin/login", { headers: { "Set-Cookie": await logout(request) } });
}

export function loader() {
  throw redirect("/admin/contact-submissions");
}
