/** The events an outgoing webhook can carry, with the Danish label the owner picks them by (app/server/webhooks/webhooks.server.ts sends them). */
export const webhookEvents = {
  "enquiry.created": "Ny henvendelse",
  "enquiry.status_changed": "Status ændret",
  "enquiry.assigned": "Tildelt",
  "enquiry.outcome": "Vundet eller tabt",
} as const;

export type WebhookEventName = keyof typeof webhookEvents;
export const webhookEventNames = Object.keys(webhookEvents) as WebhookEventName[];

/** The label of a stored event name ("Test" for the owner's test call). */
export function webhookEventLabel(event: string): string {
  return event in webhookEvents ? webhookEvents[event as WebhookEventName] : "Test";
}
