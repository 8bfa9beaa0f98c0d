/**
 * The owner's pipeline stages and each enquiry's place in them (issue 37, item 7): the stages
 * (name, probability, order; add, rename, reorder, remove), moving an enquiry to a stage and
 * setting its expected close date (both in its history), and the board's columns. The spec's
 * status column and badges are untouched; won and lost stay the enquiry's outcome
 * (pipeline.server.ts). The forecast and the reports per salesperson are in forecast.server.ts.
 */
import { and, asc, count, eq, lt, max, ne, sql, sum, type SQL } from "drizzle-orm";
import { buildConfig } from "../../config/build-config.ts";
import type { Db } from "../platform/db.server.ts";
import { queueEventForMany } from "../webhooks/webhooks.server.ts";
import { recordHistory } from "./history.server.ts";
import { isUuid } from "./inbox.server.ts";
import { listedInInbox } from "./visibility.server.ts";
import { contactSubmissions, enquiryHistory, pipelineStages } from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";

export const MAX_STAGES = 12;
export const MAX_STAGE_NAME = 40;
/** Cards shown per column; the column's heading counts them all. */
export const BOARD_CARDS_PER_STAGE = 50;

export type Stage = { id: string; name: string; probability: number; position: number };
export type StageWithCount = Stage & { enquiries: number };
export type StageResult = { ok: true; message: string } | { ok: false; error: string; status: number };

const refuse = (error: string, status = 422): StageResult => ({ ok: false, error, status });
const STAGES_SETTING = "pipelineStages";

/**
 * The enquiries that are deals, on the board, in the forecast and the reports: a business
 * enquiry (isBusinessEnquiry: a quote, a meeting, a contact about working together) or a lead
 * staff added or imported; shown in the inbox (visibility.server.ts).
 */
export function salesEnquiry(): SQL {
  return and(
    listedInInbox(),
    sql`(${contactSubmissions.kind} in ('quote', 'meeting', 'lead') or (${contactSubmissions.kind} = 'contact' and ${contactSubmissions.interest} = 'business'))`,
  )!;
}

/** The stages in their order. */
export async function listStages(db: Pick<Db, "select">): Promise<Stage[]> {
  return db
    .select({ id: pipelineStages.id, name: pipelineStages.name, probability: pipelineStages.probability, position: pipelineStages.position })
    .from(pipelineStages)
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.createdAt));
}

/** The stages with how many enquiries (of any kind) each holds: the owner's page. */
export async function stagesWithCounts(db: Db): Promise<StageWithCount[]> {
  const [stages, counts] = await Promise.all([
    listStages(db),
    db.select({ stageId: contactSubmissions.stageId, n: count() }).from(contactSubmissions).groupBy(contactSubmissions.stageId),
  ]);
  const byStage = new Map(counts.map((row) => [row.stageId, Number(row.n)]));
  return stages.map((stage) => ({ ...stage, enquiries: byStage.get(stage.id) ?? 0 }));
}

/** A stage's name and probability as the owner typed them; a Danish message when they will not do. */
export function parseStage(input: { name: string; probability: string }): { ok: true; name: string; probability: number } | { ok: false; error: string } {
  const name = input.name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!name) return { ok: false, error: "Skriv fasens navn." };
  if (name.length > MAX_STAGE_NAME) return { ok: false, error: `Fasens navn må højst være ${MAX_STAGE_NAME} tegn.` };
  if (/^(vundet|tabt)$/i.test(name)) return { ok: false, error: "Vundet og Tabt er udfald, ikke faser: sæt dem under Udfald på henvendelsen." };
  const text = input.probability.trim().replace(/\s*%$/, "");
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100) return { ok: false, error: "Skriv sandsynligheden som et helt tal fra 0 til 100 %." };
  return { ok: true, name, probability: Number(text) };
}

async function nameTaken(db: Pick<Db, "select">, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(and(sql`lower(${pipelineStages.name}) = lower(${name})`, except ? ne(pipelineStages.id, except) : undefined))
    .limit(1);
  return Boolean(row);
}

const described = (stage: { name: string; probability: number }) => `${stage.name} (${stage.probability} %)`;

/** Adds a stage at the end. Owner only (the route checks). */
export async function addStage(db: Db, input: { name: string; probability: number }, actorId: string): Promise<StageResult> {
  return db.transaction(async (tx) => {
    // One owner's change at a time: the count and the next position are read under this lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pipeline_stages'))`);
    const [row] = await tx.select({ n: count(), last: max(pipelineStages.position) }).from(pipelineStages);
    if (Number(row?.n ?? 0) >= MAX_STAGES) return refuse(`Der kan højst være ${MAX_STAGES} faser.`);
    if (await nameTaken(tx, input.name)) return refuse(`Der findes allerede en fase, der hedder »${input.name}«.`);
    await tx.insert(pipelineStages).values({ name: input.name, probability: input.probability, position: (row?.last ?? 0) + 1 });
    await recordHistory(tx, { actorId, action: "settings", detail: { setting: STAGES_SETTING, to: `Fase tilføjet: ${described(input)}` } });
    return { ok: true as const, message: `Fasen »${input.name}« er tilføjet.` };
  });
}

/** Renames a stage or changes its probability. */
export async function updateStage(db: Db, id: string, input: { name: string; probability: number }, actorId: string): Promise<StageResult> {
  if (!isUuid(id)) return refuse("Fasen findes ikke længere. Genindlæs siden.", 404);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pipeline_stages'))`);
    const [stage] = await tx.select().from(pipelineStages).where(eq(pipelineStages.id, id));
    if (!stage) return refuse("Fasen findes ikke længere. Genindlæs siden.", 404);
    if (stage.name === input.name && stage.probability === input.probability) return { ok: true as const, message: `Fasen »${stage.name}« er uændret.` };
    if (await nameTaken(tx, input.name, id)) return refuse(`Der findes allerede en fase, der hedder »${input.name}«.`);
    await tx.update(pipelineStages).set({ name: input.name, probability: input.probability }).where(eq(pipelineStages.id, id));
    await recordHistory(tx, {
      actorId,
      action: "settings",
      detail: { setting: STAGES_SETTING, to: `Fase ændret: ${described(stage)} → ${described(input)}` },
    });
    return { ok: true as const, message: `Fasen »${input.name}« er gemt.` };
  });
}

/** Moves a stage one place up or down (the first stage is where new enquiries start). */
export async function reorderStage(db: Db, id: string, direction: "up" | "down", actorId: string): Promise<StageResult> {
  if (!isUuid(id)) return refuse("Fasen findes ikke længere. Genindlæs siden.", 404);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pipeline_stages'))`);
    const stages = await listStages(tx);
    const at = stages.findIndex((stage) => stage.id === id);
    if (at < 0) return refuse("Fasen findes ikke længere. Genindlæs siden.", 404);
    const other = stages[direction === "up" ? at - 1 : at + 1];
    if (!other) return refuse(direction === "up" ? "Fasen er allerede den første." : "Fasen er allerede den sidste.");
    // Renumber all in the new order (positions may have gaps or ties from earlier removals).
    const order = [...stages];
    [order[at], order[order.indexOf(other)]] = [other, order[at]!];
    for (const [index, stage] of order.entries())
      if (stage.position !== index + 1)
        await tx
          .update(pipelineStages)
          .set({ position: index + 1 })
          .where(eq(pipelineStages.id, stage.id));
    await recordHistory(tx, {
      actorId,
      action: "settings",
      detail: { setting: STAGES_SETTING, to: `Rækkefølge: ${order.map((stage) => stage.name).join(" → ")}` },
    });
    return { ok: true as const, message: `Fasen »${stages[at]!.name}« er flyttet ${direction === "up" ? "op" : "ned"}.` };
  });
}

/**
 * Removes a stage. One that still holds enquiries is refused, unless `moveTo` names another stage:
 * then its enquiries move there first (each with a history entry), in the same transaction.
 */
export async function removeStage(db: Db, id: string, moveTo: string | null, actorId: string): Promise<StageResult> {
  if (!isUuid(id) || (moveTo !== null && !isUuid(moveTo))) return refuse("Fasen findes ikke længere. Genindlæs siden.", 404);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pipeline_stages'))`);
    const stages = await listStages(tx);
    const stage = stages.find((item) => item.id === id);
    if (!stage) return refuse("Fasen findes ikke længere. Genindlæs siden.", 404);
    if (stages.length === 1) return refuse("Der skal være mindst én fase: nye henvendelser starter i den første.");
    const target = moveTo ? stages.find((item) => item.id === moveTo && item.id !== id) : undefined;
    if (moveTo && !target) return refuse("Vælg en anden fase at flytte henvendelserne til.");
    // Lock the stage's enquiries, so none is moved into it meanwhile unseen.
    const held = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.stageId, id)).for("update");
    if (held.length && !target) {
      const n = held.length === 1 ? "1 henvendelse" : `${held.length} henvendelser`;
      return refuse(`Fasen »${stage.name}« kan ikke fjernes: den har stadig ${n}. Vælg en fase, de skal flyttes til, eller flyt dem først på tavlen.`, 409);
    }
    if (held.length && target) {
      await tx
        .update(contactSubmissions)
        .set({ stageId: target.id, updatedAt: sql`now()` })
        .where(eq(contactSubmissions.stageId, id));
      for (let offset = 0; offset < held.length; offset += 1000)
        await tx.insert(enquiryHistory).values(
          held.slice(offset, offset + 1000).map((row) => ({
            submissionId: row.id,
            actorId,
            action: "stage" as const,
            detail: { from: stage.name, to: target.name, reason: "fase fjernet" },
          })),
        );
      // The CRM hears of these moves as of any other (recordHistory queues one per record; here, one batch).
      await queueEventForMany(
        tx,
        "enquiry.stage_changed",
        held.map((row) => row.id),
        buildConfig.siteUrl,
        { from: stage.name, to: target.name, reason: "fase fjernet" },
      );
    }
    await tx.delete(pipelineStages).where(eq(pipelineStages.id, id));
    await recordHistory(tx, {
      actorId,
      action: "settings",
      detail: { setting: STAGES_SETTING, to: `Fase fjernet: ${described(stage)}${target ? ` (${held.length} flyttet til ${target.name})` : ""}` },
    });
    const moved = held.length === 1 ? "1 henvendelse er flyttet" : `${held.length} henvendelser er flyttet`;
    return { ok: true as const, message: `Fasen »${stage.name}« er fjernet.${target && held.length ? ` ${moved} til »${target.name}«.` : ""}` };
  });
}

/** "2026-12-15" (a real calendar day) or "" (no date); a Danish message otherwise. */
export function parseCloseDate(text: string): { ok: true; date: string | null } | { ok: false; error: string } {
  const value = text.trim();
  if (value === "") return { ok: true, date: null };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (!match || !day || day.toISOString().slice(0, 10) !== value || Number(match[1]) < 2000 || Number(match[1]) > 2100)
    return { ok: false, error: "Skriv den forventede lukkedato som en dato, fx 2026-12-15." };
  return { ok: true, date: value };
}

/**
 * Moves an enquiry to a stage and/or sets its expected close date (`undefined` = leave as it is),
 * each change in its history. The board's drag-and-drop, its "Flyt" form and the enquiry page's
 * form all come here.
 */
export async function setStage(db: Db, id: string, change: { stageId?: string; closeDate?: string | null }, actorId: string): Promise<StageResult> {
  if (!isUuid(id)) return refuse("Henvendelsen findes ikke. Den kan være slettet, eller linket kan være forkert.", 404);
  if (change.stageId !== undefined && !isUuid(change.stageId)) return refuse("Fasen findes ikke længere. Genindlæs siden.");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stageId: contactSubmissions.stageId, closeDate: contactSubmissions.expectedCloseDate, stage: pipelineStages.name })
      .from(contactSubmissions)
      .innerJoin(pipelineStages, eq(pipelineStages.id, contactSubmissions.stageId))
      .where(eq(contactSubmissions.id, id))
      .for("update", { of: contactSubmissions });
    if (!row) return refuse("Henvendelsen findes ikke. Den kan være slettet, eller linket kan være forkert.", 404);
    const messages: string[] = [];
    if (change.stageId !== undefined && change.stageId !== row.stageId) {
      const [target] = await tx.select({ name: pipelineStages.name }).from(pipelineStages).where(eq(pipelineStages.id, change.stageId));
      if (!target) return refuse("Fasen findes ikke længere. Genindlæs siden.");
      await tx
        .update(contactSubmissions)
        .set({ stageId: change.stageId, updatedAt: sql`now()` })
        .where(eq(contactSubmissions.id, id));
      await recordHistory(tx, { submissionId: id, actorId, action: "stage", detail: { from: row.stage, to: target.name } });
      messages.push(`Flyttet til »${target.name}«.`);
    }
    if (change.closeDate !== undefined && change.closeDate !== row.closeDate) {
      await tx
        .update(contactSubmissions)
        .set({ expectedCloseDate: change.closeDate, updatedAt: sql`now()` })
        .where(eq(contactSubmissions.id, id));
      await recordHistory(tx, { submissionId: id, actorId, action: "close_date", detail: { from: row.closeDate, to: change.closeDate } });
      messages.push(change.closeDate ? "Forventet lukkedato gemt." : "Forventet lukkedato fjernet.");
    }
    return { ok: true as const, message: messages.join(" ") || "Uændret." };
  });
}

export type BoardCard = {
  id: string;
  name: string;
  company: string | null;
  monthlyValue: number | null;
  owner: string | null;
  closeDate: string | null;
  stageId: string;
};
export type BoardColumn = Stage & { total: number; value: number; cards: BoardCard[] };

/**
 * The board: one column per stage with its open deals (no outcome yet), soonest expected close
 * first, at most BOARD_CARDS_PER_STAGE cards each; `mine` = only the ones assigned to that person.
 */
export async function boardColumns(db: Db, mine: string | null): Promise<BoardColumn[]> {
  const where = and(salesEnquiry(), sql`${contactSubmissions.outcome} is null`, mine ? eq(contactSubmissions.assignedTo, mine) : undefined);
  const ranked = db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      company: contactSubmissions.company,
      monthlyValue: contactSubmissions.monthlyValue,
      assignedTo: contactSubmissions.assignedTo,
      closeDate: contactSubmissions.expectedCloseDate,
      stageId: contactSubmissions.stageId,
      createdAt: contactSubmissions.createdAt,
      rank: sql<number>`row_number() over (partition by ${contactSubmissions.stageId} order by ${contactSubmissions.expectedCloseDate} asc nulls last, ${contactSubmissions.createdAt} desc)`.as(
        "rank",
      ),
    })
    .from(contactSubmissions)
    .where(where)
    .as("ranked");
  const [stages, totals, cards] = await Promise.all([
    listStages(db),
    db
      .select({ stageId: contactSubmissions.stageId, n: count(), value: sum(contactSubmissions.monthlyValue) })
      .from(contactSubmissions)
      .where(where)
      .groupBy(contactSubmissions.stageId),
    db
      .select({
        id: ranked.id,
        name: ranked.name,
        email: ranked.email,
        company: ranked.company,
        monthlyValue: ranked.monthlyValue,
        owner: staffUsers.displayName,
        closeDate: ranked.closeDate,
        stageId: ranked.stageId,
      })
      .from(ranked)
      .leftJoin(staffUsers, eq(staffUsers.id, ranked.assignedTo))
      .where(lt(ranked.rank, BOARD_CARDS_PER_STAGE + 1))
      .orderBy(asc(ranked.rank)),
  ]);
  const totalOf = new Map(totals.map((row) => [row.stageId, { n: Number(row.n), value: Number(row.value ?? 0) }]));
  return stages.map((stage) => ({
    ...stage,
    total: totalOf.get(stage.id)?.n ?? 0,
    value: totalOf.get(stage.id)?.value ?? 0,
    cards: cards.filter((card) => card.stageId === stage.id).map(({ email, name, ...card }) => ({ ...card, name: name || email })),
  }));
}
