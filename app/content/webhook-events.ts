/** The events an outgoing webhook can carry, with the Danish label the owner picks them by (app/server/webhooks/webhooks.server.ts sends them). */
export const webhookEvents = {
  "enquiry.created": "Ny henvendelse",
  "enquiry.status_changed": "Status ændret",
  "enquiry.assigned": "Tildelt",
  "enquiry.outcome": "Vundet eller tabt",
  "enquiry.value_changed": "Forventet værdi ændret",
  "enquiry.note_added": "Note tilføjet",
  "enquiry.reply_sent": "Svar sendt til kunden",
  "enquiry.reply_received": "Svar modtaget fra kunden",
  "enquiry.follow_up_set": "Opfølgning sat eller ændret",
  "enquiry.follow_up_done": "Opfølgning klaret",
  "enquiry.follow_up_removed": "Opfølgning slettet",
  "meeting.booked": "Møde booket",
  "meeting.moved": "Møde flyttet",
  "meeting.cancelled": "Møde aflyst",
  "enquiry.spam": "Markeret som spam eller gendannet",
  "contact.merged": "Kontakter lagt sammen",
  "contact.merge_undone": "Sammenlægning fortrudt",
} as const;

export type WebhookEventName = keyof typeof webhookEvents;
export const webhookEventNames = Object.keys(webhookEvents) as WebhookEventName[];

/** The label of a stored event name ("Test" for the owner's test call). */
export function webhookEventLabel(event: string): string {
  return event in webhookEvents ? webhookEvents[event as WebhookEventName] : "Test";
}
