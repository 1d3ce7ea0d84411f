import { http } from '../http-client';
import type { Locale } from '../i18n';
import type { CatalogueKind, MoveDirection } from './schema';
import { consultantSchema, type ConsultantInput } from './consultant-schema';
import { jobSchema, type JobInput } from './job-schema';
import { partnerSchema, type PartnerInput } from './partner-schema';
import { validate } from '../http/field-errors';
import type {
  CatalogueHideAnswer,
  CatalogueItemAnswer,
  CatalogueMoveAnswer,
  CatalogueRowOf,
  ConsultantEditView,
  JobEditView,
  PartnerEditView,
} from './views';

/**
 * The browser's side of /api/admin/{jobs,consultants,partners}, loaded when a
 * console page first needs it (axios and zod stay out of the first load).
 * Inputs are checked with the schemas the API uses; answers and their
 * messages come in the page's language. Failures throw what the request
 * threw: read them with readApiError (lib/api-error.ts).
 */

export { validate };
export const schemas = { jobs: jobSchema, consultants: consultantSchema, partners: partnerSchema };

export interface CatalogueInputOf {
  jobs: JobInput;
  consultants: ConsultantInput;
  partners: PartnerInput;
}

export interface CatalogueEditOf {
  jobs: JobEditView;
  consultants: ConsultantEditView;
  partners: PartnerEditView;
}

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/**
 * Creates a record (POST), or saves one (PUT with the `version` it was opened
 * with — required: a 409 with `fields.version` when someone saved it since):
 * the record as its form shows it now.
 */
export async function saveRecord<K extends CatalogueKind>(kind: K, id: number | null, input: CatalogueInputOf[K], locale: Locale): Promise<CatalogueEditOf[K]> {
  const request =
    id === null
      ? http().instance.post<CatalogueItemAnswer<CatalogueEditOf[K]>>(`api/admin/${kind}`, input, languageHeader(locale))
      : http().instance.put<CatalogueItemAnswer<CatalogueEditOf[K]>>(`api/admin/${kind}/${id}`, input, languageHeader(locale));
  return (await request).data.item;
}

/** A record as its form shows it now (the latest saved version, after a save was refused as stale). */
export async function loadRecord<K extends CatalogueKind>(kind: K, id: number, locale: Locale): Promise<CatalogueEditOf[K]> {
  const { data } = await http().instance.get<CatalogueItemAnswer<CatalogueEditOf[K]>>(`api/admin/${kind}/${id}`, languageHeader(locale));
  return data.item;
}

/** Moves a record one place: the whole order afterwards. */
export async function moveRecord<K extends CatalogueKind>(kind: K, id: number, direction: MoveDirection, locale: Locale): Promise<CatalogueMoveAnswer<CatalogueRowOf[K]>> {
  const { data } = await http().instance.post<CatalogueMoveAnswer<CatalogueRowOf[K]>>(`api/admin/${kind}/${id}/move`, { direction }, languageHeader(locale));
  return data;
}

/** Hides a record from the public site, or shows it again: its row as it is now. */
export async function hideRecord<K extends CatalogueKind>(kind: K, id: number, hidden: boolean, locale: Locale): Promise<CatalogueRowOf[K]> {
  const { data } = await http().instance.post<CatalogueHideAnswer<CatalogueRowOf[K]>>(`api/admin/${kind}/${id}/hide`, { hidden }, languageHeader(locale));
  return data.item;
}
