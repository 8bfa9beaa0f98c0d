import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "../../components/layout/not-found.tsx";
import { brand } from "../../content/site.ts";

/** Catch-all: any path no other route claims answers HTTP 404 with the Danish not-found page. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = () => [{ title: `Siden findes ikke | ${brand.name}` }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
