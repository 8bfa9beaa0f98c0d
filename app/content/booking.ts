/** Copy of "Book et møde" (/book-et-moede) and its confirmation and move/cancel pages. */
import { brand, claims } from "./site.ts";
import type { PageMeta } from "./types.ts";

export const bookingPath = "/book-et-moede";

export const meta: PageMeta = {
  title: "Book et uforpligtende møde",
  description: `Vælg selv en tid til et uforpligtende møde med ${brand.name} om telemarketing, mødebooking, leadgenerering eller digitale løsninger. Ledige tider de næste 3 uger, med kalenderinvitation på e-mail.`,
  canonicalPath: bookingPath,
  keywords: ["book et møde", "uforpligtende møde", "mødebooking", "telemarketing", "leadgenerering"],
};

export const hero = {
  eyebrow: "Book et møde",
  title: "Vælg selv en tid til en uforpligtende snak",
  lead: `Fortæl os, hvad I sælger, så fortæller vi, hvordan vi ville gribe det an – med ${claims.yearsOfExperience.text} i B2B-salg. Vælg emne og tidspunkt, så får I en bekræftelse og en kalenderinvitation på e-mail.`,
};

export const steps = {
  topic: { title: "1. Hvad vil I tale om?", length: "Hvor lang tid?", submit: "Vis ledige tider" },
  time: {
    title: "2. Vælg et tidspunkt",
    lead: "Tiderne er dansk tid. I kan flytte eller aflyse mødet via linket i bekræftelsen.",
    chooseTopicFirst: "Vælg emne først",
    noneThisWeek: "Ingen ledige tider i denne uge",
    noneAtAll: "Der er ingen ledige tider de næste 3 uger i dette emne. Skriv til os via kontaktformularen, så finder vi en tid.",
    previous: "Forrige uge",
    next: "Næste uge",
  },
  details: { title: "3. Hvem kommer?", submit: "Book mødet" },
};

/** "Book et møde": always to /book-et-moede; the second hero button on /kontakt and /samarbejdspartner (issue 38: two buttons at most). */
export const bookingCta = { label: "Book et møde", to: bookingPath } as const;
