import { describe, expect, it } from "vitest";
import { ConformanceTester } from "lighthouse/third-party/ard/ard.js";
import { formatted } from "../content/cost-comparison.ts";
import * as pricing from "../content/pricing.ts";
import { agentSkill, agentSkillName, aiCatalog, llmsTxt, toolPlacements } from "../lib/agents.server.ts";
import { contactForm, jobApplicationForm, newsletterForm, priceQuoteForm, quoteForm } from "./definitions.ts";
import { schemaFor } from "./schemas.ts";
import { agentTools, contactTool, digitalQuoteTool, jobApplicationTool, newsletterTool, priceQuoteTool, type AgentTool } from "./tools.ts";

type Shape = Record<string, { _zod: { optin?: string } }>;

/** Fields the page fills in itself (hidden inputs): never tool parameters. */
const pageFields = new Set(["job"]);

const pairs: [AgentTool, { shape: Shape }][] = [
  [contactTool, schemaFor(contactForm) as unknown as { shape: Shape }],
  [priceQuoteTool, schemaFor(priceQuoteForm) as unknown as { shape: Shape }],
  [digitalQuoteTool, schemaFor(quoteForm) as unknown as { shape: Shape }],
  [jobApplicationTool, schemaFor(jobApplicationForm) as unknown as { shape: Shape }],
  [newsletterTool, schemaFor(newsletterForm) as unknown as { shape: Shape }],
];

describe("WebMCP tool definitions", () => {
  it.each(pairs.map(([tool, schema]) => [tool.name, tool, schema] as const))(
    "%s has one parameter per visible field of its schema, required exactly where the schema requires a value",
    (_name, tool, schema) => {
      const fields = Object.entries(schema.shape).filter(([name]) => !pageFields.has(name));
      expect(Object.keys(tool.params).sort()).toEqual(fields.map(([name]) => name).sort());
      for (const [name, field] of fields) {
        expect(tool.params[name]!.required, `${tool.name}.${name}`).toBe(field._zod.optin !== "optional");
      }
    },
  );

  it("names tools and describes every parameter", () => {
    const names = agentTools.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of agentTools) {
      expect(tool.name).toMatch(/^[a-z]+(_[a-z]+)+$/);
      expect(tool.description.length).toBeGreaterThan(40);
      for (const [name, param] of Object.entries(tool.params)) expect(param.description.length, `${tool.name}.${name}`).toBeGreaterThan(10);
      expect(toolPlacements[tool.name]?.pages.length).toBeGreaterThan(0);
    }
  });
});

describe("agent documents", () => {
  it("the AI catalog passes the ARD conformance checks Lighthouse runs, without warnings", () => {
    const tester = new ConformanceTester();
    tester.validate_manifest(JSON.stringify(aiCatalog()), "ai-catalog.json");
    expect(tester.errors).toEqual([]);
    expect(tester.warnings).toEqual([]);
  });

  it("llms.txt prints amounts the way the pricing page does (Danish thousands, no spaced ranges)", () => {
    const text = llmsTxt();
    expect(text).toContain(formatted.inHouseMonthly);
    for (const pkg of pricing.packages) expect(text).toContain(pkg.priceText.toLowerCase());
    expect(text).not.toMatch(/\d{4,} kr/);
    expect(text).not.toMatch(/\d - \d[\d.]* kr\./);
  });

  it("llms.txt has the H1, the summary and a link the llms-txt audit requires", () => {
    const text = llmsTxt();
    expect(text).toMatch(/^# \S/);
    expect(text).toMatch(/^> \S/m);
    expect(text).toMatch(/\[.+\]\(.+\)/);
  });

  it.each(agentTools.map((tool) => [agentSkillName(tool), tool] as const))("the skill document %s names its tool and every parameter", (skillName, tool) => {
    const skill = agentSkill(skillName)!;
    expect(skill.startsWith(`---\nname: ${skillName}\ndescription: `)).toBe(true);
    expect(skill).toContain(`\`${tool.name}\``);
    for (const name of Object.keys(tool.params)) expect(skill).toContain(`| \`${name}\` | ${tool.params[name]!.required ? "yes" : "no"} |`);
  });

  it("answers nothing for an unknown skill", () => {
    expect(agentSkill("does-not-exist")).toBeUndefined();
  });
});
