/** Names the beacon and the attribution field share with the server (app/server/analytics/, attribution.server.ts). */
export const analyticsClient = {
  /** POST endpoint of the page-view beacon. */
  eventPath: "/api/event",
  /** sessionStorage key of the visit's first page; written only after "Accepter". */
  visitKey: "visit",
  /** Form field with the visit's attribution. */
  visitField: "visit",
} as const;
