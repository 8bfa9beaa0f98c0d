/** Internal notes on an enquiry: staff only, never mailed to the sender, deleted with the enquiry. */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "./history.server.ts";
import { isUuid } from "./inbox.server.ts";
import { contactSubmissions, enquiryNotes } from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";

export const MAX_NOTE_LENGTH = 5000;

/** Why a note cannot be saved, in Danish, or null. */
export function noteProblem(body: string): string | null {
  if (!body.trim()) return "Skriv noten, før du gemmer den.";
  if (body.length > MAX_NOTE_LENGTH) return `En note må højst være ${MAX_NOTE_LENGTH} tegn.`;
  if (body.includes("\u0000")) return "Noten indeholder et tegn, vi ikke kan gemme. Skriv den igen.";
  return null;
}

/** Adds the note and its history entry; false when the enquiry no longer exists. */
export async function addNote(db: Db, submissionId: string, authorId: string, body: string): Promise<boolean> {
  if (!isUuid(submissionId)) return false;
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.id, submissionId));
    if (!exists) return false;
    const [note] = await tx.insert(enquiryNotes).values({ submissionId, authorId, body: body.trim() }).returning({ id: enquiryNotes.id });
    // The history says a note was added; the note's text stays in the note (and goes with the enquiry).
    await recordHistory(tx, { submissionId, actorId: authorId, action: "note", detail: { noteId: note!.id } });
    return true;
  });
}

export type NoteRow = { id: string; body: string; createdAt: Date; author: string | null };

export async function notesOf(db: Db, submissionId: string, limit = 200): Promise<NoteRow[]> {
  return db
    .select({ id: enquiryNotes.id, body: enquiryNotes.body, createdAt: enquiryNotes.createdAt, author: staffUsers.displayName })
    .from(enquiryNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, enquiryNotes.authorId))
    .where(eq(enquiryNotes.submissionId, submissionId))
    .orderBy(desc(enquiryNotes.createdAt))
    .limit(limit);
}
