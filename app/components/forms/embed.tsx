/**
 * docs/requirements.md §5 keeps both readings: a form slot shows our own form, or - when its embed URL is
 * configured at build time - the external hosted form in a lazily loaded 400 px iframe. Each form
 * module wraps its own export, so a page's JavaScript carries only the forms it renders.
 */
import type { ComponentType, ReactNode } from "react";
import { buildConfig } from "../../config/build-config.ts";

export function withEmbed<P extends object>(slot: keyof typeof buildConfig.formEmbeds, title: string, Form: ComponentType<P>): (props: P) => ReactNode {
  const url = buildConfig.formEmbeds[slot];
  if (!url) return Form as (props: P) => ReactNode;
  return function EmbeddedForm() {
    return <iframe src={url} title={title} loading="lazy" height={400} className="h-[400px] w-full rounded-xl border-0 bg-white" />;
  };
}
