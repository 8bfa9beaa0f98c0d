import { Icon } from "../ui/icon.tsx";
import { Link } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";

const onward = [
  { href: "/ydelser", label: "Vores ydelser", text: "Telemarketing, mødebooking, leadgenerering og digitale løsninger." },
  { href: "/priser", label: "Priser", text: "Pakker, betaling pr. møde og tilvalg." },
  { href: "/freelance-telemarketing", label: "Ledige stillinger", text: "Arbejd hjemmefra som telefonsælger eller mødebooker." },
  { href: "/blog", label: "Bloggen", text: "Artikler om salg, mødebooking og outsourcing." },
];

/** The page behind every HTTP 404: says what happened and offers the likely next steps. */
export function NotFound() {
  return (
    <Container className="pt-32 pb-24">
      <p className="eyebrow text-brand-700">Fejl 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900">Siden findes ikke</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Adressen er måske skrevet forkert, eller siden er flyttet. Her er de steder, de fleste leder efter:</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {onward.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="block h-full rounded-card bg-white p-5 shadow-card ring-1 ring-line hover:ring-brand-700">
              <span className="font-semibold text-navy-900">{link.label}</span>
              <span className="mt-1 block text-muted">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Til forsiden
        </Link>
        <Link to="/kontakt" className={buttonClass("secondary")}>
          <Icon name="messages-square" className="h-4 w-4" /> Spørg os direkte
        </Link>
      </div>
    </Container>
  );
}
