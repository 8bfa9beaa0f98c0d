/** Organization JSON-LD for the layout: both offices, contact points and opening hours. */
import { absoluteUrl } from "../config/build-config.ts";
import { brand, claims, contact, offices, openingHours } from "../content/site.ts";

export function organizationLd(): Record<string, unknown> {
  const hours = openingHours()
    .filter((row) => row.opens && row.closes)
    .map((row) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: row.days, opens: row.opens, closes: row.closes }));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.svg"),
    description: `${brand.tagline}. ${claims.yearsOfExperience.text[0]?.toUpperCase()}${claims.yearsOfExperience.text.slice(1)}.`,
    email: contact.email,
    telephone: contact.phone,
    vatID: `DK${brand.cvr.replace(/\s/g, "")}`,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: contact.phone,
      email: contact.email,
      availableLanguage: ["da"],
      hoursAvailable: hours,
    },
    department: offices().map((office) => ({
      "@type": "LocalBusiness",
      "@id": `${absoluteUrl("/")}#office-${office.id}`,
      name: `${brand.name} - ${office.name}`,
      image: absoluteUrl("/images/logo.svg"),
      telephone: contact.phone,
      email: contact.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: office.street,
        postalCode: office.postalCode,
        addressLocality: office.city,
        addressCountry: office.countryCode,
      },
      openingHoursSpecification: hours,
    })),
  };
}
