import type { ZodType } from 'zod';
import { idParam } from '@/lib/schemas/api-queries';
import { hideSchema, moveSchema, type CatalogueKind } from '@/lib/schemas/admin-catalogue';
import { consultantSchema } from '@/lib/schemas/admin-consultant';
import { jobSchema } from '@/lib/schemas/admin-job';
import { partnerSchema } from '@/lib/schemas/admin-partner';
import { recordVersion } from '@/lib/schemas/record-version';
import type {
  CatalogueHideAnswer,
  CatalogueItemAnswer,
  CatalogueListAnswer,
  CatalogueMoveAnswer,
  CatalogueRow,
} from '@/lib/views/admin-catalogue-views';
import { ApiError, type ApiLocale } from '../http/errors';
import { apiRoute, method, result } from '../http/handler';
import { STAFF_KINDS } from '../auth/api-auth';
import { database } from '../db';
import type { Db } from '../db';
import { serverTranslator } from '../kernel/i18n';
import { staleSaveError } from '../kernel/record-version';
import { createConsultant, consultantToEdit, staffConsultantRowOf, staffConsultantRows, updateConsultant } from '../people/consultants';
import { createJob, jobToEdit, staffJobRowOf, staffJobRows, updateJob } from '../jobs/staff';
import { CATALOGUE, moveRecord, setRecordHidden, type Actor, type SaveOutcome } from '../kernel/display-order';
import { createPartner, partnerToEdit, staffPartnerRowOf, staffPartnerRows, updatePartner } from '../people/partners';

/**
 * The console's API for jobs, consultants and partners, one shape for the
 * three (pages/api/admin/{kind}/… are one line each), for editors and admins
 * (a visitor gets 401, any other account 403, before anything is read):
 *
 * - GET  /api/admin/{kind}            → { items }: every record in the public order, hidden ones included
 * - POST /api/admin/{kind}            → 201 { item }: a new record (the kind's schema; 400 with field errors)
 * - GET  /api/admin/{kind}/{id}       → { item }: the record as its edit form shows it
 * - PUT  /api/admin/{kind}/{id}       → { item }: the record changed; `version` (the item's, as GET gave it) is required:
 *                                       400 without it, 409 `conflict` with `fields.version` when someone saved it since
 * - POST /api/admin/{kind}/{id}/move  { direction: 'up' | 'down' } → { moved, items }: the whole order after the move
 * - POST /api/admin/{kind}/{id}/hide  { hidden: boolean }          → { item }: the row as it is now
 *
 * An unknown id is a 404. Changes are audited and show on the public site at once.
 */

interface KindApi<F, E, R extends CatalogueRow> {
  schema: ZodType<F>;
  /** The schema with `version` required: a PUT's body. */
  saveSchema: ZodType<F & { version: string }>;
  rows: (db: Db) => Promise<R[]>;
  row: (db: Db, id: number) => Promise<R | null>;
  get: (db: Db, id: number) => Promise<E | null>;
  create: (db: Db, fields: F, actor: Actor) => Promise<E>;
  update: (db: Db, id: number, fields: F & { version: string }, actor: Actor) => Promise<SaveOutcome<E>>;
}

/** A message of the `admin-catalogue` namespace's `api` part, in the request's language. */
async function apiText(locale: ApiLocale, key: string): Promise<string> {
  return (await serverTranslator(locale, ['admin-catalogue'])).t(`admin-catalogue:api.${key}`);
}

async function notFound(kind: CatalogueKind, locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await apiText(locale, `notFound.${kind}`));
}

/** The four routes of one kind: pages/api/admin/{kind}/index.ts (list), [id]/index.ts (item), [id]/move.ts, [id]/hide.ts. */
function kindRoutes<F, E, R extends CatalogueRow>(kind: CatalogueKind, api: KindApi<F, E, R>) {
  const list = apiRoute({
    GET: method({
      access: STAFF_KINDS,
      handle: async (): Promise<CatalogueListAnswer<R>> => {
        const { db } = await database();
        return { items: await api.rows(db) };
      },
    }),
    POST: method({
      access: STAFF_KINDS,
      body: api.schema,
      handle: async ({ session, body }) => {
        const { db } = await database();
        const answer: CatalogueItemAnswer<E> = { item: await api.create(db, body, session.user) };
        return result(201, answer);
      },
    }),
  });

  const item = apiRoute({
    GET: method({
      access: STAFF_KINDS,
      query: idParam,
      handle: async ({ query, locale }): Promise<CatalogueItemAnswer<E>> => {
        const { db } = await database();
        const found = await api.get(db, query.id);
        if (found === null) throw await notFound(kind, locale);
        return { item: found };
      },
    }),
    PUT: method({
      access: STAFF_KINDS,
      query: idParam,
      // No save skips the version check: a PUT without the version it was based on is a 400.
      body: api.saveSchema,
      handle: async ({ session, query, body, locale }): Promise<CatalogueItemAnswer<E>> => {
        const { db } = await database();
        const outcome = await api.update(db, query.id, body, session.user);
        if (outcome.kind === 'missing') throw await notFound(kind, locale);
        if (outcome.kind === 'stale') throw await staleSaveError(locale, outcome.version);
        return { item: outcome.item };
      },
    }),
  });

  const move = apiRoute({
    POST: method({
      access: STAFF_KINDS,
      query: idParam,
      body: moveSchema,
      handle: async ({ session, query, body, locale }): Promise<CatalogueMoveAnswer<R>> => {
        const { db } = await database();
        const outcome = await moveRecord(db, CATALOGUE[kind], query.id, body.direction, session.user);
        if (outcome === 'missing') throw await notFound(kind, locale);
        return { moved: outcome === 'moved', items: await api.rows(db) };
      },
    }),
  });

  const hide = apiRoute({
    POST: method({
      access: STAFF_KINDS,
      query: idParam,
      body: hideSchema,
      handle: async ({ session, query, body, locale }): Promise<CatalogueHideAnswer<R>> => {
        const { db } = await database();
        const found = await setRecordHidden(db, CATALOGUE[kind], query.id, body.hidden, session.user);
        const row = found ? await api.row(db, query.id) : null;
        if (!row) throw await notFound(kind, locale);
        return { item: row };
      },
    }),
  });

  return { list, item, move, hide };
}

export const catalogueRoutes = {
  jobs: kindRoutes('jobs', {
    schema: jobSchema,
    saveSchema: jobSchema.safeExtend({ version: recordVersion }),
    rows: (db) => staffJobRows(db),
    row: (db, id) => staffJobRowOf(db, id),
    get: (db, id) => jobToEdit(db, id),
    create: createJob,
    update: updateJob,
  }),
  consultants: kindRoutes('consultants', {
    schema: consultantSchema,
    saveSchema: consultantSchema.safeExtend({ version: recordVersion }),
    rows: staffConsultantRows,
    row: staffConsultantRowOf,
    get: consultantToEdit,
    create: createConsultant,
    update: updateConsultant,
  }),
  partners: kindRoutes('partners', {
    schema: partnerSchema,
    saveSchema: partnerSchema.safeExtend({ version: recordVersion }),
    rows: staffPartnerRows,
    row: staffPartnerRowOf,
    get: partnerToEdit,
    create: createPartner,
    update: updatePartner,
  }),
};
