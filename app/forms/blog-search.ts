/** The blog's search form as a WebMCP tool (read-only; agents may submit it themselves). Listed in ./tools.ts. */
import type { AgentTool } from "./tools.ts";

export const blogSearchTool = {
  name: "search_blog_articles",
  description:
    "Search the agency's Danish blog articles about telemarketing, meeting booking, B2B sales, outsourcing and freelance work. Shows the matching articles on the blog page.",
  params: {
    q: { required: false, description: "Search words, preferably in Danish (e.g. 'indvendinger', 'mødebooking')." },
  },
} as const satisfies AgentTool;
