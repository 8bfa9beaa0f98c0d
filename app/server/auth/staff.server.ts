/**
 * Staff accounts in the browser (owner only): invite by e-mail with a one-time link that expires
 * in 48 hours, reset (a new link; the old password and every session end), disable (sessions end
 * at once) and enable. Everyone changes their own password. The links carry a random token; the
 * table keeps its SHA-256 only.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import {
  BUSY_SECONDS,
  busyText,
  hashPassword,
  normalizeEmail,
  parseDisplayName,
  PasswordCheckBusy,
  passwordProblem,
  tokenHash,
  verifyPassword,
  waitText,
  type Staff,
} from "./auth.server.ts";
import { clearLoginFailures, forgiveLoginAttempt, registerLoginAttempt } from "../platform/rate-limit.server.ts";
import { isUuid } from "../inbox/inbox.server.ts";
import { staffInvitation } from "../mail/mail-templates.server.ts";
import { roleLabels } from "../../content/enquiry-labels.ts";
import { recordHistory } from "../inbox/history.server.ts";
import { handOverMeetings, planMeetingHandover, upcomingMeetingCount } from "../booking/meetings.server.ts";
import type { Notification } from "../intake/enquiries.server.ts";
import { contactSubmissions } from "../inbox/schema.server.ts";
import { NO_PASSWORD, sessions, staffInvites, staffRoles, staffUsers, type StaffRole } from "./schema.server.ts";
import { outbox } from "../mail/schema.server.ts";

export const INVITE_HOURS = 48;
export { NO_PASSWORD };

export type StaffAccount = { id: string; email: string; name: string; role: StaffRole; disabled: boolean; pending: boolean; createdAt: Date };

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.displayName), asc(staffUsers.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.displayName,
    role: row.role,
    disabled: row.disabledAt !== null,
    pending: row.passwordHash === NO_PASSWORD,
    createdAt: row.createdAt,
  }));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function issueLink(
  tx: Tx,
  userId: string,
  email: string,
  purpose: "invite" | "reset",
  by: Staff,
  siteUrl: string,
): Promise<{ link: string; outboxId: number }> {
  // A new link replaces every earlier one for the account.
  await tx
    .update(staffInvites)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffInvites.userId, userId), isNull(staffInvites.usedAt)));
  // The casing redirect keeps this path's token as sent (caseKeepingRoutes in app/lib/redirects.ts).
  const token = randomBytes(32).toString("hex");
  await tx
    .insert(staffInvites)
    .values({ tokenHash: tokenHash(token), userId, purpose, createdBy: by.userId, expiresAt: new Date(Date.now() + INVITE_HOURS * 3600_000) });
  const link = `${siteUrl}/admin/adgang/${token}`;
  const mail = staffInvitation(link, by.name, purpose, INVITE_HOURS);
  const [queued] = await tx.insert(outbox).values({ recipient: email, subject: mail.subject, body: mail.body, replyTo: by.email }).returning({ id: outbox.id });
  await recordHistory(tx, { actorId: by.userId, action: "staff", detail: { event: purpose, account: email } });
  return { link, outboxId: queued!.id };
}

/**
 * `link` (invitations and resets): the one-time link, shown once to the owner in the answer so a
 * team without mail can still pass it on; `outboxId` is its mail, whose state the page reports.
 */
export type StaffActionResult =
  | { ok: true; message: string; link?: string; outboxId?: number; mailsQueued?: boolean }
  | { ok: false; error: string; status: number; retryAfterSeconds?: number };

/** An invitation names the person (issue 37, item 11): colleagues see the name, not the address. */
export async function inviteStaff(db: Db, email: string, name: string, by: Staff, siteUrl: string): Promise<StaffActionResult> {
  const normalized = normalizeEmail(email);
  if (!normalized) return { ok: false, status: 422, error: "Skriv en gyldig e-mailadresse." };
  const named = parseDisplayName(name);
  if (!named.ok) return { ok: false, status: 422, error: named.error };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, normalized)).for("update");
    if (existing && existing.passwordHash !== NO_PASSWORD)
      return { ok: false as const, status: 409, error: `${normalized} har allerede en konto. Brug "Nulstil adgangskode", hvis personen ikke kan logge ind.` };
    const userId = existing
      ? (
          await tx
            .update(staffUsers)
            .set({ displayName: named.name, updatedAt: sql`now()` })
            .where(eq(staffUsers.id, existing.id))
            .returning({ id: staffUsers.id })
        )[0]!.id
      : (
          await tx
            .insert(staffUsers)
            .values({ email: normalized, displayName: named.name, passwordHash: NO_PASSWORD, role: "staff" })
            .returning({ id: staffUsers.id })
        )[0]!.id;
    const issued = await issueLink(tx, userId, normalized, "invite", by, siteUrl);
    return { ok: true as const, message: `${named.name} (${normalized}) er inviteret. Linket virker én gang i ${INVITE_HOURS} timer.`, ...issued };
  });
}

/**
 * Changes a display name: the person's own (`userId` = `by.userId`, Min konto) or, by an owner,
 * anyone's (Medarbejdere). Recorded in the owner's audit view.
 */
export async function setDisplayName(db: Db, userId: string, name: string, by: Staff): Promise<StaffActionResult> {
  const named = parseDisplayName(name);
  if (!named.ok) return { ok: false, status: 422, error: named.error };
  if (!isUuid(userId) || (userId !== by.userId && by.role !== "owner")) return notFound;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId)).for("update");
    if (!user) return notFound;
    if (user.displayName === named.name) return { ok: true as const, message: `Navnet er uændret: ${named.name}.` };
    await tx
      .update(staffUsers)
      .set({ displayName: named.name, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    await recordHistory(tx, { actorId: by.userId, action: "staff", detail: { event: "name", account: user.email, from: user.displayName, to: named.name } });
    return {
      ok: true as const,
      message: user.id === by.userId ? `Dit navn er nu ${named.name}.` : `${user.email} hedder nu ${named.name}.`,
    };
  });
}

async function otherAccount(tx: Tx, userId: string, by: Staff) {
  if (!isUuid(userId)) return undefined;
  const [user] = await tx
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, userId), ne(staffUsers.id, by.userId)))
    .for("update");
  return user;
}

const notFound = { ok: false as const, status: 404, error: "Kontoen findes ikke, eller det er din egen. Din egen adgangskode skifter du under Min konto." };
const firstOwnerOnly = { ok: false as const, status: 403, error: "Kun den første ejer kan nulstille eller deaktivere en anden ejer." };

/**
 * An owner's account may be reset or disabled only by the first owner (the oldest active one):
 * otherwise any owner, or whoever holds a stolen owner session, could lock the others out.
 */
async function mayChangeOwner(tx: Tx, by: Staff): Promise<boolean> {
  const [first] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.id))
    .limit(1);
  return first?.id === by.userId;
}

/** The old password stops working and every session ends; the person gets a link to choose a new one. */
export async function resetStaff(db: Db, userId: string, by: Staff, siteUrl: string): Promise<StaffActionResult> {
  return db.transaction(async (tx) => {
    const user = await otherAccount(tx, userId, by);
    if (!user) return notFound;
    if (user.role === "owner" && !(await mayChangeOwner(tx, by))) return firstOwnerOnly;
    await tx
      .update(staffUsers)
      .set({ passwordHash: NO_PASSWORD, disabledAt: null, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const issued = await issueLink(tx, user.id, user.email, "reset", by, siteUrl);
    return {
      ok: true as const,
      message: `${user.email} er logget ud. Linket til at vælge en ny adgangskode virker én gang i ${INVITE_HOURS} timer.`,
      ...issued,
    };
  });
}

/** Open enquiries (new or in progress) assigned to the account: what disabling it must hand over. */
export async function openEnquiryCount(db: Pick<Db, "select">, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(contactSubmissions)
    .where(and(eq(contactSubmissions.assignedTo, userId), ne(contactSubmissions.status, "completed")));
  return row?.value ?? 0;
}

/**
 * Disabling asks what happens to the account's open enquiries: `handover` is the colleague who
 * takes them (an active account that has chosen its password) or null for "unassigned"; undefined
 * is refused while there are any. Each handed-over enquiry records the new assignee in its
 * history, and the disable is in the owner's audit view. Upcoming meetings go to the same
 * colleague, who is mailed each one; a customer given another name gets an updated confirmation
 * (handOverMeetings in ./booking.server.ts; `meetings.notify` says where mails link to and come
 * from, `meetings.now` what "upcoming" is).
 */
export async function setStaffDisabled(
  db: Db,
  userId: string,
  disabled: boolean,
  by: Staff,
  handover?: string | null,
  meetings: { notify?: Notification & { from: string }; now?: Date } = {},
): Promise<StaffActionResult> {
  return db.transaction(async (tx) => {
    const user = await otherAccount(tx, userId, by);
    if (!user) return notFound;
    if (user.role === "owner" && !(await mayChangeOwner(tx, by))) return firstOwnerOnly;
    let handedTo: { id: string; email: string; name: string } | null = null;
    let moved = 0;
    let meetingsMoved = 0;
    if (disabled) {
      const open = await openEnquiryCount(tx, user.id);
      const upcoming = await upcomingMeetingCount(tx, user.id, meetings.now ?? new Date());
      if ((open > 0 || upcoming > 0) && handover === undefined) {
        const what = [open > 0 ? `${open} åbne henvendelser` : "", upcoming === 1 ? "1 kommende møde" : upcoming > 1 ? `${upcoming} kommende møder` : ""]
          .filter(Boolean)
          .join(" og ");
        return {
          ok: false as const,
          status: 422,
          error: `${user.displayName} har ${what}. Vælg, hvem der overtager dem${upcoming ? "" : ", eller om de skal være ikke tildelt"}.`,
        };
      }
      if (handover) {
        const [target] =
          isUuid(handover) && handover !== user.id
            ? await tx
                .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.displayName })
                .from(staffUsers)
                .where(and(eq(staffUsers.id, handover), isNull(staffUsers.disabledAt), ne(staffUsers.passwordHash, NO_PASSWORD)))
            : [];
        if (!target)
          return {
            ok: false as const,
            status: 422,
            error: "Den valgte kollega findes ikke, er deaktiveret eller har ikke valgt sin adgangskode endnu. Vælg en anden.",
          };
        handedTo = target;
      }
      // Checked before anything is written: a refusal leaves the account and its work as they were.
      const plan = await planMeetingHandover(tx, user, handedTo, meetings.now ?? new Date());
      if (!plan.ok) return { ok: false as const, status: 422, error: plan.message };
      const rows = await tx
        .update(contactSubmissions)
        .set({ assignedTo: handedTo?.id ?? null })
        .where(and(eq(contactSubmissions.assignedTo, user.id), ne(contactSubmissions.status, "completed")))
        .returning({ id: contactSubmissions.id });
      moved = rows.length;
      for (const row of rows)
        await recordHistory(tx, {
          submissionId: row.id,
          actorId: by.userId,
          action: "assigned",
          detail: { to: handedTo?.email ?? null, from: user.email, reason: "deaktiveret" },
        });
      if (plan.meetings.length) {
        if (!meetings.notify) throw new Error("setStaffDisabled: meetings.notify is needed to hand over meetings");
        meetingsMoved = await handOverMeetings(tx, plan, user, by.userId, meetings.notify);
      }
    }
    await tx
      .update(staffUsers)
      .set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx
        .update(staffInvites)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffInvites.userId, user.id), isNull(staffInvites.usedAt)));
    }
    await recordHistory(tx, {
      actorId: by.userId,
      action: "staff",
      detail: {
        event: disabled ? "disable" : "enable",
        account: user.email,
        ...(disabled ? { handedTo: handedTo?.email ?? null, moved, meetings: meetingsMoved } : {}),
      },
    });
    if (!disabled) return { ok: true as const, message: `${user.displayName} (${user.email}) kan logge ind igen.` };
    const where =
      moved === 0 ? "" : handedTo ? ` ${moved} åbne henvendelser er overdraget til ${handedTo.name}.` : ` ${moved} åbne henvendelser er nu ikke tildelt.`;
    const meetingText =
      meetingsMoved === 0
        ? ""
        : ` ${meetingsMoved === 1 ? "1 kommende møde" : `${meetingsMoved} kommende møder`} er flyttet til ${handedTo!.name}, som har fået en mail om hvert; kunderne har fået en opdateret bekræftelse, hvor navnet er skiftet.`;
    return {
      ok: true as const,
      message: `${user.displayName} (${user.email}) er deaktiveret og logget ud.${where}${meetingText}`,
      ...(meetingsMoved ? { mailsQueued: true } : {}),
    };
  });
}

/** Owner or staff; the owner cannot change their own role (someone must stay owner). */
export async function setStaffRole(db: Db, userId: string, role: StaffRole, by: Staff): Promise<StaffActionResult> {
  if (!staffRoles.includes(role)) return { ok: false, status: 422, error: "Ukendt rolle. Vælg Ejer, Medarbejder eller Redaktør." };
  return db.transaction(async (tx) => {
    const user = await otherAccount(tx, userId, by);
    if (!user) return notFound;
    if (user.role === role) return { ok: true as const, message: `${user.email} er allerede ${roleLabels[role].toLowerCase()}.` };
    await tx
      .update(staffUsers)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    await recordHistory(tx, { actorId: by.userId, action: "staff", detail: { event: "role", account: user.email, from: user.role, to: role } });
    return { ok: true as const, message: `${user.email} er nu ${roleLabels[role].toLowerCase()}.` };
  });
}

export type InviteState = { ok: true; email: string; name: string; purpose: "invite" | "reset" } | { ok: false; error: string; status: number };

const linkRefusals = {
  unknown: "Linket er ugyldigt. Tjek, at du har kopieret hele linket fra mailen, eller bed kontoens ejer om et nyt.",
  used: "Linket er allerede brugt. Log ind med den adgangskode, du valgte, eller bed kontoens ejer om et nyt link.",
  expired: `Linket er udløbet: det virker kun i ${INVITE_HOURS} timer. Bed kontoens ejer om et nyt.`,
  disabled: "Kontoen er deaktiveret. Kontakt kontoens ejer.",
};

async function inviteFor(tx: Pick<Db, "select">, token: string, lock: boolean): Promise<{ state: InviteState; userId?: string; tokenHash?: string }> {
  if (!/^[0-9a-f]{64}$/.test(token)) return { state: { ok: false, status: 404, error: linkRefusals.unknown } };
  const hash = tokenHash(token);
  const query = tx
    .select({
      userId: staffInvites.userId,
      purpose: staffInvites.purpose,
      usedAt: staffInvites.usedAt,
      expired: sql<boolean>`${staffInvites.expiresAt} <= now()`,
      email: staffUsers.email,
      name: staffUsers.displayName,
      disabledAt: staffUsers.disabledAt,
    })
    .from(staffInvites)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvites.userId))
    .where(eq(staffInvites.tokenHash, hash));
  const [invite] = await (lock ? query.for("update", { of: staffInvites }) : query);
  if (!invite) return { state: { ok: false, status: 404, error: linkRefusals.unknown } };
  if (invite.usedAt) return { state: { ok: false, status: 410, error: linkRefusals.used } };
  if (invite.expired) return { state: { ok: false, status: 410, error: linkRefusals.expired } };
  if (invite.disabledAt) return { state: { ok: false, status: 403, error: linkRefusals.disabled } };
  return { state: { ok: true, email: invite.email, name: invite.name, purpose: invite.purpose }, userId: invite.userId, tokenHash: hash };
}

export async function checkInvite(db: Db, token: string): Promise<InviteState> {
  return (await inviteFor(db, token, false)).state;
}

/** Sets the password from a one-time link; the link is spent whatever happens next. */
export async function redeemInvite(db: Db, token: string, password: string): Promise<InviteState> {
  const first = await inviteFor(db, token, false);
  if (!first.state.ok) return first.state;
  // The policy check is slow (dictionaries), so it runs before the transaction.
  const weak = await passwordProblem(password, first.state.email);
  if (weak) return { ok: false, status: 422, error: weak };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const found = await inviteFor(tx, token, true);
    if (!found.state.ok) return found.state;
    await tx
      .update(staffInvites)
      .set({ usedAt: sql`now()` })
      .where(eq(staffInvites.tokenHash, found.tokenHash!));
    await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, found.userId!));
    await tx.delete(sessions).where(eq(sessions.userId, found.userId!));
    return found.state;
  });
}

/**
 * The signed-in person's own password; their other sessions end, this one stays. The check of the
 * current password is throttled like the login (a stolen session must not become a password
 * oracle): after `limit` wrong guesses for the account the next try waits 1 minute, doubling up to
 * 60; the right password clears the count.
 */
export async function changeOwnPassword(db: Db, staff: Staff, current: string, next: string, limit: number): Promise<StaffActionResult> {
  const key = `password-check:${staff.userId}`;
  const attempt = await registerLoginAttempt(db, key, limit);
  if (!attempt.allowed) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: attempt.retryAfterSeconds,
      error: `For mange forsøg med forkert nuværende adgangskode. Vent ${waitText(attempt.retryAfterSeconds)}, og prøv igen.`,
    };
  }
  const [user] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, staff.userId));
  let valid = false;
  try {
    valid = !!user && (await verifyPassword(current, user.passwordHash));
  } catch (error) {
    if (!(error instanceof PasswordCheckBusy)) throw error;
    await forgiveLoginAttempt(db, key);
    return { ok: false, status: 429, retryAfterSeconds: BUSY_SECONDS, error: busyText };
  }
  if (!valid) return { ok: false, status: 422, error: "Din nuværende adgangskode er forkert." };
  await clearLoginFailures(db, key);
  if (current === next) return { ok: false, status: 422, error: "Den nye adgangskode skal være en anden end den nuværende." };
  const weak = await passwordProblem(next, staff.email);
  if (weak) return { ok: false, status: 422, error: weak };
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, staff.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, staff.userId), ne(sessions.id, staff.sessionId)));
  });
  return { ok: true, message: "Din adgangskode er skiftet. Du er logget ud alle andre steder." };
}
