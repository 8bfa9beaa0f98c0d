/**
 * The article editor's engine (TipTap 3 with its official Markdown extension): headings, lists,
 * links, tables and images with alt text, read from and written back as Markdown, the format of
 * content/blog/*.md. Loaded only by ./markdown-editor.tsx with a dynamic import after the admin's
 * article page has hydrated, so it is a chunk of its own that no public page loads.
 */
import { Editor } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { Markdown } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";

export type { Editor };

/** An editor in `element` holding `markdown`; `onChange` gets the Markdown after every change. */
export function createEditor(element: HTMLElement, markdown: string, onChange: (markdown: string) => void, label: string): Editor {
  const editor = new Editor({
    element,
    extensions: [
      // The page's title is the only h1 (content/blog's rule): headings start at level 2.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"] }, underline: false }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
      Markdown,
    ],
    content: markdown,
    contentType: "markdown",
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: "prose max-w-none min-h-80 px-4 py-3 focus:outline-none",
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getMarkdown()),
  });
  return editor;
}
