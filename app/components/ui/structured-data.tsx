/**
 * JSON-LD rendered by a page component instead of its `meta()`: for pages whose copy reaches the
 * browser as a chunk rather than as loader data (app/lib/content-chunks.ts), so the structured
 * data is built from that copy and is in the document once. Search engines read JSON-LD anywhere
 * in the document.
 */
import type { MetaDescriptor } from "react-router";

/** `<` escaped so no string in the data can close the script element. */
const serialise = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

export function StructuredData({ blocks }: { blocks: readonly MetaDescriptor[] }) {
  return blocks.map((block, index) =>
    "script:ld+json" in block ? (
      <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(block["script:ld+json"]) }} />
    ) : null,
  );
}
