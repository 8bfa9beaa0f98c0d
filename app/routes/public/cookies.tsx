import type { Route } from "./+types/cookies";
import { LegalPage } from "../../components/sections/legal-page.tsx";
import { cookieMeta, cookieSections, storedItems } from "../../content/legal.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(cookieMeta, [breadcrumbLd([{ name: "Cookies", path: cookieMeta.canonicalPath }])], matches);

export default function Cookies() {
  return (
    <LegalPage title="Cookies og lokal lagring" lead={cookieMeta.description} sections={cookieSections}>
      <section className="mt-10">
        <h2 className="text-2xl font-bold text-navy-900">Det gemmer siden</h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-navy-900">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Navn
                </th>
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Formål
                </th>
                <th scope="col" className="py-2 pr-4">
                  Levetid
                </th>
                <th scope="col" className="py-2">
                  Hvem
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {storedItems.map((item) => (
                <tr key={item.name} className="align-top">
                  <th scope="row" className="py-3 pr-4 font-mono font-medium">
                    {item.name}
                  </th>
                  <td className="py-3 pr-4">{item.type}</td>
                  <td className="py-3 pr-4">{item.purpose}</td>
                  <td className="py-3 pr-4">{item.lifetime}</td>
                  <td className="py-3">{item.who}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </LegalPage>
  );
}
