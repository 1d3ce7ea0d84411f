import { and, count, eq, ne } from 'drizzle-orm';
import { BOOTHS_PER_HALL_MAX, HALLS_PER_SHOW_MAX, insideHall, overlaps, type Rect } from '@/lib/companies/booth-rules';
import type { BoothInput, BoothUpdateInput, HallInput } from '@/lib/companies/booth-schemas';
import type { Db, Executor } from '../../db';
import { activities, booths, companies, halls } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../audit/record';
import { isStale, nextUpdatedAt, staleVersion, type StaleVersion } from '../../audit/record-version';
import type { BoothRow, HallRow } from './queries';

/**
 * Staff placing a show's halls and booths (the console's floor editor). Every booth write takes the hall's
 * row lock first (`select … for update` on halls), then checks under it: the booth lies inside the hall,
 * overlaps no other booth of the hall, its number is the show's only one, and its company has no other booth
 * at the show. Two staff placing booths on the same spot at once: the second waits for the first's lock and
 * then sees its booth, so one wins. The unique indexes (number per show, company per show) back the checks
 * across halls, whose locks are different. Edits carry the version the form had (record-version.ts); each
 * change writes its audit entry in its transaction.
 */

/** A rule an input broke: the field it shows at, the message's key (admin-show-floor:errors.*) and its values. */
export interface Refusal {
  kind: 'refused';
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

export type HallOutcome = { kind: 'saved'; hall: HallRow } | { kind: 'not_found' } | { kind: 'stale'; version: StaleVersion } | Refusal;
export type BoothOutcome = { kind: 'saved'; booth: BoothRow } | { kind: 'not_found' } | { kind: 'stale'; version: StaleVersion } | Refusal;
export type DeleteOutcome = { kind: 'deleted' } | { kind: 'not_found' } | { kind: 'stale'; version: StaleVersion } | Refusal;

const refused = (field: string, key: string, values?: Record<string, string | number>): Refusal => ({ kind: 'refused', field, key, values });

function uniqueViolation(error: unknown): string | null {
  // node-postgres and PGlite put the SQLSTATE (and the constraint) on the error; drizzle wraps either as its cause.
  const record = error as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown; message?: unknown } } | null;
  const inner = record?.code === '23505' ? record : record?.cause?.code === '23505' ? record.cause : null;
  if (!inner) return null;
  const named = typeof inner.constraint === 'string' ? inner.constraint : '';
  const text = `${named} ${String((inner as { message?: unknown }).message ?? '')} ${String((error as Error).message ?? '')}`;
  return text.includes('booths_show_company_idx') ? 'company' : text.includes('booths_show_number_idx') ? 'number' : text.includes('halls_show_name_idx') ? 'hall' : 'other';
}

/** Runs a write; a unique index that caught what a check under another hall's lock could not see is the same refusal. */
async function withUniqueRefusals<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    const which = uniqueViolation(error);
    if (which === 'company') return refused('companyId', 'companyTaken', { number: '' });
    if (which === 'number') return refused('number', 'numberTaken');
    if (which === 'hall') return refused('name', 'hallNameTaken');
    throw error;
  }
}

const hallLabel = (hall: Pick<HallRow, 'name'>) => hall.name;
const hallFields = (hall: Pick<HallRow, 'name' | 'nameEn' | 'widthM' | 'depthM' | 'sortOrder'>) => ({
  name: hall.name,
  nameEn: hall.nameEn ?? '',
  widthM: hall.widthM,
  depthM: hall.depthM,
  sortOrder: hall.sortOrder,
});
const beforeAfter = <T extends Record<string, unknown>>(before: T | null, after: T | null) =>
  Object.fromEntries([...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].map((key) => [key, [before?.[key] ?? null, after?.[key] ?? null]])) as Record<
    string,
    [unknown, unknown]
  >;

async function isShowId(tx: Executor, showId: number): Promise<boolean | null> {
  const [row] = await tx.select({ kind: activities.kind }).from(activities).where(eq(activities.id, showId)).limit(1);
  return row ? row.kind === 'show' : null;
}

async function nameTaken(tx: Executor, showId: number, name: string, selfId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: halls.id })
    .from(halls)
    .where(and(eq(halls.showId, showId), eq(halls.name, name), selfId === null ? undefined : ne(halls.id, selfId)))
    .limit(1);
  return row !== undefined;
}

export async function createHall(db: Db, showId: number, input: HallInput, actor: AuditActor, clock = new Date()): Promise<HallOutcome> {
  const outcome = await withUniqueRefusals(() =>
    db.transaction(async (tx): Promise<HallOutcome> => {
      // The show's row is the lock of its list of halls.
      const [show] = await tx.select({ kind: activities.kind }).from(activities).where(eq(activities.id, showId)).for('update');
      if (!show || show.kind !== 'show') return { kind: 'not_found' };
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(halls).where(eq(halls.showId, showId));
      if (n >= HALLS_PER_SHOW_MAX) return refused('name', 'tooManyHalls', { max: HALLS_PER_SHOW_MAX });
      if (await nameTaken(tx, showId, input.name, null)) return refused('name', 'hallNameTaken');
      const [hall] = await tx
        .insert(halls)
        .values({ showId, name: input.name, nameEn: input.nameEn || null, widthM: input.widthM, depthM: input.depthM, sortOrder: input.sortOrder, createdAt: clock, updatedAt: clock })
        .returning();
      if (!hall) throw new Error('insert returned no hall');
      await recordAudit(tx, { actor, action: 'hall.create', entity: { type: 'hall', id: hall.id, label: hallLabel(hall) }, changes: beforeAfter(null, hallFields(hall)), now: clock });
      return { kind: 'saved', hall };
    }),
  );
  return outcome;
}

export async function updateHall(db: Db, hallId: number, input: HallInput & { version: string }, actor: AuditActor, clock = new Date()): Promise<HallOutcome> {
  return withUniqueRefusals(() =>
    db.transaction(async (tx): Promise<HallOutcome> => {
      const [current] = await tx.select().from(halls).where(eq(halls.id, hallId)).for('update');
      if (!current) return { kind: 'not_found' };
      if (isStale(input.version, current.updatedAt)) {
        return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'hall', id: hallId }, actorId: actor.id }) };
      }
      if (input.name !== current.name && (await nameTaken(tx, current.showId, input.name, hallId))) return refused('name', 'hallNameTaken');
      const inside = await tx.select().from(booths).where(eq(booths.hallId, hallId));
      const outside = inside.find((booth) => !insideHall(booth, input));
      if (outside) return refused(input.widthM < current.widthM ? 'widthM' : 'depthM', 'hallTooSmall', { number: outside.number });
      const now = nextUpdatedAt(current.updatedAt, clock);
      const [hall] = await tx
        .update(halls)
        .set({ name: input.name, nameEn: input.nameEn || null, widthM: input.widthM, depthM: input.depthM, sortOrder: input.sortOrder, updatedAt: now })
        .where(eq(halls.id, hallId))
        .returning();
      if (!hall) throw new Error('the hall vanished under its lock');
      await recordAudit(tx, { actor, action: 'hall.update', entity: { type: 'hall', id: hallId, label: hallLabel(hall) }, changes: beforeAfter(hallFields(current), hallFields(hall)), now });
      return { kind: 'saved', hall };
    }),
  );
}

/** Deletes an empty hall (a hall with booths is refused: remove them first, so no exhibitor loses its place by accident). */
export async function deleteHall(db: Db, hallId: number, version: string | undefined, actor: AuditActor, clock = new Date()): Promise<DeleteOutcome> {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    const [current] = await tx.select().from(halls).where(eq(halls.id, hallId)).for('update');
    if (!current) return { kind: 'not_found' };
    if (isStale(version, current.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'hall', id: hallId }, actorId: actor.id }) };
    }
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(booths).where(eq(booths.hallId, hallId));
    if (n > 0) return refused('hall', 'hallNotEmpty', { count: n });
    await tx.delete(halls).where(eq(halls.id, hallId));
    await recordAudit(tx, { actor, action: 'hall.delete', entity: { type: 'hall', id: hallId, label: hallLabel(current) }, changes: beforeAfter(hallFields(current), null), now: clock });
    return { kind: 'deleted' };
  });
}

interface BoothPlace extends Rect {
  number: string;
  companyId: number | null;
}

/** The checks every booth write makes under its hall's lock; null when the booth may stand there. */
async function placementProblem(tx: Executor, hall: HallRow, booth: BoothPlace, selfId: number | null): Promise<Refusal | null> {
  if (!insideHall(booth, hall)) {
    const field = booth.x + booth.widthM > hall.widthM ? 'x' : 'y';
    return refused(field, 'outsideHall', { width: hall.widthM, depth: hall.depthM });
  }
  const others = (await tx.select().from(booths).where(eq(booths.hallId, hall.id))).filter((other) => other.id !== selfId);
  if (selfId === null && others.length >= BOOTHS_PER_HALL_MAX) return refused('number', 'tooManyBooths', { max: BOOTHS_PER_HALL_MAX });
  const hit = others.find((other) => overlaps(booth, other));
  if (hit) return refused('x', 'overlap', { number: hit.number });
  const [sameNumber] = await tx
    .select({ id: booths.id })
    .from(booths)
    .where(and(eq(booths.showId, hall.showId), eq(booths.number, booth.number), selfId === null ? undefined : ne(booths.id, selfId)))
    .limit(1);
  if (sameNumber) return refused('number', 'numberTaken');
  if (booth.companyId !== null) {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, booth.companyId)).limit(1);
    if (!company) return refused('companyId', 'companyUnknown');
    const [elsewhere] = await tx
      .select({ id: booths.id, number: booths.number })
      .from(booths)
      .where(and(eq(booths.showId, hall.showId), eq(booths.companyId, booth.companyId), selfId === null ? undefined : ne(booths.id, selfId)))
      .limit(1);
    if (elsewhere) return refused('companyId', 'companyTaken', { number: elsewhere.number });
  }
  return null;
}

async function companyName(tx: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, id)).limit(1);
  return row?.name ?? `#${id}`;
}

async function boothFields(tx: Executor, booth: BoothRow) {
  return { number: booth.number, x: booth.x, y: booth.y, widthM: booth.widthM, depthM: booth.depthM, company: await companyName(tx, booth.companyId) };
}

export async function createBooth(db: Db, showId: number, input: BoothInput, actor: AuditActor, clock = new Date()): Promise<BoothOutcome> {
  return withUniqueRefusals(() =>
    db.transaction(async (tx): Promise<BoothOutcome> => {
      const show = await isShowId(tx, showId);
      if (!show) return { kind: 'not_found' };
      const [hall] = await tx
        .select()
        .from(halls)
        .where(and(eq(halls.id, input.hallId), eq(halls.showId, showId)))
        .for('update');
      if (!hall) return refused('hallId', 'hallInvalid');
      const problem = await placementProblem(tx, hall, input, null);
      if (problem) return problem;
      const [booth] = await tx
        .insert(booths)
        .values({ hallId: hall.id, showId, number: input.number, x: input.x, y: input.y, widthM: input.widthM, depthM: input.depthM, companyId: input.companyId, createdAt: clock, updatedAt: clock })
        .returning();
      if (!booth) throw new Error('insert returned no booth');
      await recordAudit(tx, {
        actor,
        action: 'booth.create',
        entity: { type: 'booth', id: booth.id, label: `${hall.name} ${booth.number}` },
        changes: beforeAfter(null, await boothFields(tx, booth)),
        now: clock,
      });
      return { kind: 'saved', booth };
    }),
  );
}

/** Locks the booth's hall, then the booth: every booth write takes them in that order. */
async function lockBooth(tx: Executor, boothId: number): Promise<{ hall: HallRow; booth: BoothRow } | null> {
  const [seen] = await tx.select({ hallId: booths.hallId }).from(booths).where(eq(booths.id, boothId)).limit(1);
  if (!seen) return null;
  const [hall] = await tx.select().from(halls).where(eq(halls.id, seen.hallId)).for('update');
  const [booth] = await tx.select().from(booths).where(eq(booths.id, boothId)).for('update');
  if (!hall || !booth || booth.hallId !== hall.id) return null;
  return { hall, booth };
}

export async function updateBooth(db: Db, boothId: number, input: BoothUpdateInput, actor: AuditActor, clock = new Date()): Promise<BoothOutcome> {
  return withUniqueRefusals(() =>
    db.transaction(async (tx): Promise<BoothOutcome> => {
      const locked = await lockBooth(tx, boothId);
      if (!locked) return { kind: 'not_found' };
      const { hall, booth: current } = locked;
      if (isStale(input.version, current.updatedAt)) {
        return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'booth', id: boothId }, actorId: actor.id }) };
      }
      const problem = await placementProblem(tx, hall, input, boothId);
      if (problem) return problem;
      const now = nextUpdatedAt(current.updatedAt, clock);
      const [booth] = await tx
        .update(booths)
        .set({ number: input.number, x: input.x, y: input.y, widthM: input.widthM, depthM: input.depthM, companyId: input.companyId, updatedAt: now })
        .where(eq(booths.id, boothId))
        .returning();
      if (!booth) throw new Error('the booth vanished under its lock');
      await recordAudit(tx, {
        actor,
        action: 'booth.update',
        entity: { type: 'booth', id: boothId, label: `${hall.name} ${booth.number}` },
        changes: beforeAfter(await boothFields(tx, current), await boothFields(tx, booth)),
        now,
      });
      return { kind: 'saved', booth };
    }),
  );
}

export async function deleteBooth(db: Db, boothId: number, version: string | undefined, actor: AuditActor, clock = new Date()): Promise<DeleteOutcome> {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    const locked = await lockBooth(tx, boothId);
    if (!locked) return { kind: 'not_found' };
    const { hall, booth } = locked;
    if (isStale(version, booth.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: booth.updatedAt, entity: { type: 'booth', id: boothId }, actorId: actor.id }) };
    }
    const before = await boothFields(tx, booth);
    await tx.delete(booths).where(eq(booths.id, boothId));
    await recordAudit(tx, { actor, action: 'booth.delete', entity: { type: 'booth', id: boothId, label: `${hall.name} ${booth.number}` }, changes: beforeAfter(before, null), now: clock });
    return { kind: 'deleted' };
  });
}
