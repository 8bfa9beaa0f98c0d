/**
 * The site's forms as AI agents see them: WebMCP tool names and descriptions, and one description
 * per field (WebMCP declarative API: `toolname`/`tooldescription` on the <form>,
 * `toolparamdescription` on each field; the browser turns the form into a tool whose input schema
 * lists the named, enabled, visible-to-agents fields, with `required` fields as required
 * parameters).
 *
 * Written once here and read by the form components (the HTML annotations), by /llms.txt, the AI
 * catalog (/.well-known/ai-catalog.json) and the agent skill documents, so the three never
 * disagree. `required` must match the form's zod schema (app/forms/schemas.ts); tools.test.ts
 * checks that. Free of zod and of page copy: the form chunks import it.
 */

export type ToolParam = { description: string; required: boolean };

export type AgentTool = {
  /** WebMCP tool name (the form's `toolname`). */
  name: string;
  description: string;
  /** Field name -> description, in the order the form shows the fields. */
  params: Readonly<Record<string, ToolParam>>;
};

const person = {
  name: { required: true, description: "Full name of the person sending the enquiry." },
  email: { required: true, description: "Email address the reply should go to." },
  phone: {
    required: true,
    description: "Phone number the agency can call back on, preferably with country code (e.g. +45 12 34 56 78). Digits, spaces and + ( ) - only.",
  },
} as const satisfies Record<string, ToolParam>;

export const contactTool = {
  name: "send_contact_enquiry",
  description:
    "Send a message to the agency (Danish B2B telemarketing, meeting booking and lead generation, plus web and AI development). Use it for questions, partnership proposals or when it is unclear which service fits; staff reply by email or phone.",
  params: {
    name: person.name,
    company: { required: false, description: "Company name, when the enquiry is on behalf of a business." },
    email: person.email,
    phone: person.phone,
    interest: {
      required: true,
      description:
        "What the enquiry is about: 'business' for a company interested in outsourced sales, meeting booking or a partnership; 'freelancer' for a person who wants to work as a freelance caller; 'other' for general information.",
    },
    message: { required: true, description: "The message itself: what the sender needs, for which market or product, and any deadline." },
  },
} as const satisfies AgentTool;

export const priceQuoteTool = {
  name: "request_price_quote",
  description:
    "Request a price quote for outsourced telemarketing or B2B meeting booking (monthly packages Starter, Vækst, Enterprise, or pay per booked meeting). The agency replies with a recommended package and a price.",
  params: {
    name: person.name,
    company: { required: true, description: "Name of the company the quote is for." },
    email: person.email,
    phone: person.phone,
    package: {
      required: false,
      description: "The package the company is interested in: 'starter', 'growth' (Vækst), 'enterprise', 'pay-per-meeting' (No Cure No Pay) or 'unsure' for advice.",
    },
    message: { required: false, description: "The company's sales goals: target group, markets, products and the current sales setup." },
  },
} as const satisfies AgentTool;

export const digitalQuoteTool = {
  name: "request_digital_project_quote",
  description:
    "Request a fixed-price quote for a digital project (web application, API & SaaS, company website or AI integration) from the agency's development team.",
  params: {
    name: person.name,
    email: person.email,
    phone: person.phone,
    company: { required: false, description: "Company name, if the project is for a business." },
    projectType: {
      required: false,
      description: "Kind of project: 'web-development', 'api-saas', 'websites' (company website) or 'ai-integration'.",
    },
    budget: { required: false, description: "Budget range in Danish kroner (DKK), one of the listed ranges." },
    timeline: { required: false, description: "When the project should be delivered: 'asap', '1-3-months', '3-6-months' or '6-plus-months'." },
    message: {
      required: true,
      description: "Project description: goals, users, existing systems to integrate with, and deadline.",
    },
  },
} as const satisfies AgentTool;

export const jobApplicationTool = {
  name: "apply_for_freelance_job",
  description:
    "Apply for a freelance work-from-home position in telemarketing or meeting booking (Denmark). The agency calls the applicant back.",
  params: {
    name: { required: true, description: "Full name of the applicant." },
    phone: { required: true, description: "Phone number the recruiter can call the applicant on, preferably with country code (e.g. +45 12 34 56 78)." },
    email: { required: true, description: "The applicant's email address." },
    hours: { required: true, description: "How many hours a week the applicant can work: '20-25', '25-30' or '30-37'." },
    message: {
      required: true,
      description: "A short introduction: experience with sales or customer service, when the applicant can start, and what motivates them.",
    },
    consent: {
      required: true,
      description:
        "The applicant's own consent to storing their details for recruitment, as described in the privacy policy (/privatlivspolitik). Set it only when the applicant has agreed.",
    },
  },
} as const satisfies AgentTool;

/** The job form's description names the position it sits on. */
export function jobApplicationDescription(jobTitle: string): string {
  return `${jobApplicationTool.description} This form applies for the position "${jobTitle}".`;
}

export const newsletterTool = {
  name: "subscribe_newsletter",
  description: "Subscribe an email address to the agency's Danish newsletter about B2B sales, meeting booking and outsourcing.",
  params: {
    email: { required: true, description: "The subscriber's email address." },
    consent: {
      required: true,
      description: "The subscriber's own consent to receiving the newsletter (they can unsubscribe at any time). Set it only when the subscriber has agreed.",
    },
  },
} as const satisfies AgentTool;

export const blogSearchTool = {
  name: "search_blog_articles",
  description:
    "Search the agency's Danish blog articles about telemarketing, meeting booking, B2B sales, outsourcing and freelance work. Shows the matching articles on the blog page.",
  params: {
    q: { required: false, description: "Search words, preferably in Danish (e.g. 'indvendinger', 'mødebooking')." },
  },
} as const satisfies AgentTool;

/** Every tool, in the order /llms.txt and the AI catalog list them. */
export const agentTools: readonly AgentTool[] = [priceQuoteTool, digitalQuoteTool, contactTool, jobApplicationTool, newsletterTool, blogSearchTool];
