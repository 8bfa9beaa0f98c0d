/**
 * What the forms offer: option lists (values as the spec names them, labels in Danish) and field
 * length limits. Free of zod, so the form markup can render without loading the schemas.
 */
export const limits = { name: 120, company: 160, email: 254, phone: 40, message: 5000 } as const;

export const projectTypes = [
  { value: "web-development", label: "Webudvikling" },
  { value: "api-saas", label: "API & SaaS Udvikling" },
  { value: "websites", label: "Hjemmeside" },
  { value: "ai-integration", label: "AI Integration" },
] as const;

export const budgets = [
  { value: "10000-25000", label: "10.000–25.000 kr." },
  { value: "25000-50000", label: "25.000–50.000 kr." },
  { value: "50000-100000", label: "50.000–100.000 kr." },
  { value: "100000+", label: "100.000+ kr." },
] as const;

export const timelines = [
  { value: "asap", label: "Hurtigst muligt" },
  { value: "1-3-months", label: "1–3 måneder" },
  { value: "3-6-months", label: "3–6 måneder" },
  { value: "6-plus-months", label: "6+ måneder" },
] as const;

export const interests = [
  { value: "business", label: "Virksomhed – samarbejde" },
  { value: "freelancer", label: "Freelancer – job" },
  { value: "other", label: "Andet – information" },
] as const;

export const packages = [
  { value: "starter", label: "Starter" },
  { value: "growth", label: "Vækst" },
  { value: "enterprise", label: "Enterprise" },
  { value: "pay-per-meeting", label: "Betaling pr. møde (No Cure No Pay)" },
  { value: "unsure", label: "Ved ikke endnu – rådgiv os" },
] as const;

export const weeklyHours = [
  { value: "20-25", label: "20–25 timer" },
  { value: "25-30", label: "25–30 timer" },
  { value: "30-37", label: "30–37 timer" },
] as const;

/** "Book et møde": the four services (app/content/services.ts) and "andet"; app/content/booking.test.ts keeps the labels in step. */
export const meetingTopics = [
  { value: "telemarketing", label: "Telemarketing" },
  { value: "moedebooking", label: "Mødebooking" },
  { value: "leadgenerering", label: "Leadgenerering" },
  { value: "digitale-loesninger", label: "Digitale løsninger" },
  { value: "andet", label: "Andet" },
] as const;

/** The meeting lengths (minutes) the owner may offer on /book-et-moede (/admin/moeder/indstillinger). */
export const meetingLengthChoices = [20, 45] as const;
