import { useEffect, useRef, useState } from "react";
import type { Editor } from "./markdown-editor-tiptap.ts";

/**
 * An article body: a plain textarea of Markdown (what is posted, and all there is without
 * JavaScript), replaced once the page has hydrated by a TipTap editor with a toolbar that writes
 * its Markdown back into the textarea on every change. The editor's code is a chunk of its own,
 * loaded here with a dynamic import: only this admin page asks for it.
 */
export function MarkdownEditor(props: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  images: readonly string[];
  describedBy?: string;
  invalid?: boolean;
}) {
  const { id, name, label, defaultValue, images, describedBy, invalid } = props;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [showMarkdown, setShowMarkdown] = useState(false);
  const [, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    let made: Editor | undefined;
    void import("./markdown-editor-tiptap.ts").then(({ createEditor }) => {
      if (!live || !host.current || !textarea.current) return;
      const area = textarea.current;
      made = createEditor(host.current, area.value, (markdown) => (area.value = markdown), label);
      // The toolbar shows which marks are active where the cursor is.
      made.on("transaction", () => setTick((tick) => tick + 1));
      setEditor(made);
    });
    return () => {
      live = false;
      made?.destroy();
    };
  }, [label]);

  const toggleMarkdown = () => {
    if (!editor || !textarea.current) return;
    // Back from the Markdown: the editor takes what was typed there.
    if (showMarkdown) editor.commands.setContent(textarea.current.value, { contentType: "markdown" });
    setShowMarkdown(!showMarkdown);
  };

  return (
    <div className="mt-1 rounded-lg border border-line bg-white aria-[invalid=true]:border-red-600" aria-invalid={invalid || undefined}>
      {editor && <Toolbar editor={editor} images={images} showMarkdown={showMarkdown} onToggleMarkdown={toggleMarkdown} />}
      <div ref={host} hidden={!editor || showMarkdown} data-editor={editor ? "tiptap" : undefined} />
      <textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={24}
        maxLength={200_000}
        hidden={!!editor && !showMarkdown}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-lg px-3 py-2 font-mono text-sm"
      />
    </div>
  );
}

const button =
  "min-h-9 rounded-md px-2.5 py-1 text-sm font-semibold text-navy-900 ring-1 ring-line hover:bg-brand-50 aria-pressed:bg-navy-900 aria-pressed:text-white";

function Toolbar({
  editor,
  images,
  showMarkdown,
  onToggleMarkdown,
}: {
  editor: Editor;
  images: readonly string[];
  showMarkdown: boolean;
  onToggleMarkdown: () => void;
}) {
  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  const [href, setHref] = useState("");
  const [src, setSrc] = useState(images[0] ?? "");
  const [alt, setAlt] = useState("");
  const chain = () => editor.chain().focus();
  const tool = (label: string, active: boolean, run: () => void) => (
    <button type="button" className={button} aria-pressed={active} disabled={showMarkdown} onClick={run}>
      {label}
    </button>
  );
  return (
    <div className="sticky top-0 z-10 space-y-2 border-b border-line bg-paper p-2">
      <div role="toolbar" aria-label="Formatering" className="flex flex-wrap gap-1.5">
        {tool("Overskrift", editor.isActive("heading", { level: 2 }), () => chain().toggleHeading({ level: 2 }).run())}
        {tool("Underoverskrift", editor.isActive("heading", { level: 3 }), () => chain().toggleHeading({ level: 3 }).run())}
        {tool("Fed", editor.isActive("bold"), () => chain().toggleBold().run())}
        {tool("Kursiv", editor.isActive("italic"), () => chain().toggleItalic().run())}
        {tool("Punktliste", editor.isActive("bulletList"), () => chain().toggleBulletList().run())}
        {tool("Nummereret liste", editor.isActive("orderedList"), () => chain().toggleOrderedList().run())}
        {tool("Citat", editor.isActive("blockquote"), () => chain().toggleBlockquote().run())}
        {tool("Link", editor.isActive("link"), () => {
          setHref(String(editor.getAttributes("link").href ?? ""));
          setPanel(panel === "link" ? null : "link");
        })}
        {tool("Tabel", editor.isActive("table"), () =>
          editor.isActive("table") ? chain().addRowAfter().run() : chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
        )}
        {editor.isActive("table") && tool("Ny kolonne", false, () => chain().addColumnAfter().run())}
        {editor.isActive("table") && tool("Slet tabel", false, () => chain().deleteTable().run())}
        {tool("Billede", false, () => setPanel(panel === "image" ? null : "image"))}
        <button type="button" className={button} aria-pressed={showMarkdown} onClick={onToggleMarkdown}>
          Markdown
        </button>
      </div>
      {panel === "link" && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-semibold text-navy-900">
            Linkets adresse
            <input
              type="url"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              placeholder="/priser eller https://…"
              className="mt-1 block rounded-md border border-line px-2 py-1 font-normal"
            />
          </label>
          <button
            type="button"
            className={button}
            onClick={() => {
              const target = href.trim();
              // Only site paths and web, mail and phone links: the sanitiser drops anything else anyway.
              if (target && !/^(\/(?!\/)|https?:|mailto:|tel:)/i.test(target)) return;
              (target ? chain().extendMarkRange("link").setLink({ href: target }) : chain().extendMarkRange("link").unsetLink()).run();
              setPanel(null);
            }}
          >
            {href.trim() ? "Indsæt link" : "Fjern link"}
          </button>
        </div>
      )}
      {panel === "image" && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-semibold text-navy-900">
            Billede
            <select value={src} onChange={(event) => setSrc(event.target.value)} className="mt-1 block rounded-md border border-line px-2 py-1 font-normal">
              {images.map((image) => (
                <option key={image} value={image}>
                  {image}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-navy-900">
            Alternativ tekst (påkrævet)
            <input
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              placeholder="Hvad billedet viser"
              className="mt-1 block rounded-md border border-line px-2 py-1 font-normal"
            />
          </label>
          <button
            type="button"
            className={button}
            disabled={alt.trim().length < 5 || !src}
            onClick={() => {
              // The image and an empty paragraph after it, where the cursor goes: writing continues below the image.
              chain()
                .insertContent([{ type: "image", attrs: { src, alt: alt.trim() } }, { type: "paragraph" }])
                .run();
              setAlt("");
              setPanel(null);
            }}
          >
            Indsæt billede
          </button>
        </div>
      )}
    </div>
  );
}
