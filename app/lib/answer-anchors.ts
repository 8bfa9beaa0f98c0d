/**
 * The enquiry page's sections whose forms show their answer beside them (the element ids the
 * forms post to as `#anchor`; components/admin/section-answer.tsx). Shared by the actions, which
 * mark an answer with its section, and the page, which shows it there.
 */
export const answerAnchors = { note: "noter", reply: "svar-kunden", thread: "svar", outcome: "udfald", contact: "kontakten", stage: "fase" } as const;
