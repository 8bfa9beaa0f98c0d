/**
 * The site's forms as AI agents see them (WebMCP declarative API: `toolname`/`tooldescription` on
 * the <form>, `toolparamdescription` on each field; the browser turns the form into a tool whose
 * input schema lists the named, enabled, visible-to-agents fields, with `required` fields as
 * required parameters).
 *
 * Each enquiry form's tool is derived from its definition (./definitions.ts), so the form, its
 * schema and its tool cannot disagree. /llms.txt, the AI catalog (/.well-known/ai-catalog.json)
 * and the agent skill documents read these. Pages import their own form's file instead
 * (./<form>.ts), so they do not carry every form's definition.
 */
import { isRequired, type FormDefinition, type Option } from "./define.ts";
import { blogSearchTool } from "./blog-search.ts";
import { bookingForm, contactForm, formDefinitions, jobApplicationForm, newsletterForm, priceQuoteForm, quoteForm } from "./definitions.ts";
import { meetingTimesTool } from "./meeting-times.ts";

export type ToolParam = { description: string; required: boolean; options?: readonly Option[] };

export type AgentTool = {
  /** WebMCP tool name (the form's `toolname`). */
  name: string;
  description: string;
  /** Field name -> description, in the order the form shows the fields. */
  params: Readonly<Record<string, ToolParam>>;
};

/** A form's tool: every field but those the page fills in itself. */
export function toolFor(form: FormDefinition): AgentTool {
  const params: Record<string, ToolParam> = {};
  for (const [name, field] of Object.entries(form.fields)) {
    if (field.type === "hidden") continue;
    params[name] = { description: field.agent, required: isRequired(field), ...(field.type === "select" ? { options: field.options } : {}) };
  }
  return { name: form.tool.name, description: form.tool.description, params };
}

/** One tool per form, in the order of formDefinitions. */
const formTools = formDefinitions.map(toolFor);
const toolOf = (form: FormDefinition) => formTools[formDefinitions.indexOf(form)]!;

export const contactTool = toolOf(contactForm);
export const priceQuoteTool = toolOf(priceQuoteForm);
export const digitalQuoteTool = toolOf(quoteForm);
export const jobApplicationTool = toolOf(jobApplicationForm);
export const newsletterTool = toolOf(newsletterForm);
export const bookingTool = toolOf(bookingForm);

export { jobApplicationDescription } from "./job-application.ts";
export { blogSearchTool } from "./blog-search.ts";
export { meetingTimesTool } from "./meeting-times.ts";

/** Every tool, in the order /llms.txt and the AI catalog list them. */
export const agentTools: readonly AgentTool[] = [...formTools, meetingTimesTool, blogSearchTool];
