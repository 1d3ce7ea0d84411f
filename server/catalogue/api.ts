import type { CatalogueKind, MoveDirection } from '@/lib/catalogue/schema';
import type { CatalogueHideAnswer, CatalogueMoveAnswer, CatalogueRowOf } from '@/lib/catalogue/views';
import type { Db } from '../db';
import { ApiError, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import { staleSaveError } from '../audit/record-version';
import { jobRecords } from '../jobs/staff';
import { consultantRecords } from '../people/consultants';
import { partnerRecords } from '../people/partners';
import { CATALOGUE, moveRecord, setRecordHidden, type Actor, type SaveOutcome } from './order';

/**
 * What the console's API routes for jobs, consultants and partners share
 * (pages/api/admin/{jobs,consultants,partners}/…): the kind's not-found answer,
 * a save's outcome as an answer, and moving or hiding a row in the public order.
 */

/** A message of the `admin-catalogue` namespace's `api` part, in the request's language. */
export const catalogueText = messagesOf('admin-catalogue', { prefix: 'api.' });

export async function catalogueNotFound(kind: CatalogueKind, locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await catalogueText(locale, `notFound.${kind}`));
}

/** The record's edit view, or this kind's 404. */
export async function foundOr404<E>(item: E | null, kind: CatalogueKind, locale: ApiLocale): Promise<{ item: E }> {
  if (item === null) throw await catalogueNotFound(kind, locale);
  return { item };
}

/** A PUT's answer: the record as saved, 404 unknown, 409 `conflict` with `fields.version` when someone saved it since. */
export async function savedOr409<E>(outcome: SaveOutcome<E>, kind: CatalogueKind, locale: ApiLocale): Promise<{ item: E }> {
  if (outcome.kind === 'missing') throw await catalogueNotFound(kind, locale);
  if (outcome.kind === 'stale') throw await staleSaveError(locale, outcome.version);
  return { item: outcome.item };
}

const ROWS = {
  jobs: { all: jobRecords.rows, one: jobRecords.rowOf },
  consultants: { all: consultantRecords.rows, one: consultantRecords.rowOf },
  partners: { all: partnerRecords.rows, one: partnerRecords.rowOf },
} satisfies { [K in CatalogueKind]: { all: (db: Db) => Promise<CatalogueRowOf[K][]>; one: (db: Db, id: number) => Promise<CatalogueRowOf[K] | null> } };

/** One place up or down in the public order, swapped with its neighbour: the whole order after the move. */
export async function moveAnswer<K extends CatalogueKind>(
  db: Db,
  kind: K,
  move: { id: number; direction: MoveDirection; actor: Actor },
  locale: ApiLocale,
): Promise<CatalogueMoveAnswer<CatalogueRowOf[K]>> {
  const outcome = await moveRecord(db, CATALOGUE[kind], move.id, move.direction, move.actor);
  if (outcome === 'missing') throw await catalogueNotFound(kind, locale);
  return { moved: outcome === 'moved', items: (await ROWS[kind].all(db)) as CatalogueRowOf[K][] };
}

/** Hidden from the public site or shown again: the row as it is now. */
export async function hideAnswer<K extends CatalogueKind>(
  db: Db,
  kind: K,
  change: { id: number; hidden: boolean; actor: Actor },
  locale: ApiLocale,
): Promise<CatalogueHideAnswer<CatalogueRowOf[K]>> {
  const found = await setRecordHidden(db, CATALOGUE[kind], change.id, change.hidden, change.actor);
  const row = found ? await ROWS[kind].one(db, change.id) : null;
  if (!row) throw await catalogueNotFound(kind, locale);
  return { item: row as CatalogueRowOf[K] };
}
