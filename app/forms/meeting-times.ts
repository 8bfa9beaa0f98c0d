/** The first step of /book-et-moede as a WebMCP tool (a GET form, read-only): it shows the free times. Listed in ./tools.ts. */
import type { AgentTool } from "./tools.ts";
import { meetingTopics } from "./options.ts";

/** The step's query parameters (Danish, as the page's URL shows them). */
export const meetingQuery = { topic: "emne", length: "laengde", week: "uge" } as const;

export const meetingTimesTool = {
  name: "list_meeting_times",
  description:
    "Show the free times for a no-obligation meeting with the agency (next 3 weeks, Danish time, a week per page). Choose the topic (and the length in minutes when more than one is offered); the page then lists the free start times and the book_meeting form.",
  params: {
    [meetingQuery.topic]: { required: true, description: "What the meeting is about.", options: meetingTopics },
    [meetingQuery.length]: { required: false, description: "Meeting length in minutes, one of those offered (20 or 45)." },
  },
} as const satisfies AgentTool;
