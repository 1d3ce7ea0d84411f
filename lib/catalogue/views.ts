import type { CatalogueKind, JobStatusFilter } from './schema';
import type { EmploymentType } from './job-schema';
import type { PartnerCategoryValue } from './partner-schema';

/**
 * The console's jobs, consultants and partners as pages and the API answer
 * them (serialisable; days as China days "YYYY-MM-DD"). Lists are in the order
 * the public site shows, hidden records included and marked.
 */

export type { CatalogueKind, JobStatusFilter };

/** What every row of the three lists has: its place in the order and whether the public site shows it. */
export interface CatalogueRow {
  id: number;
  /** The record's name in the console (a job's title, a consultant's or partner's name). */
  label: string;
  hidden: boolean;
  sortOrder: number;
}

export interface StaffJobRow extends CatalogueRow {
  department: string;
  city: string;
  employmentType: EmploymentType;
  headcount: number;
  postedDate: string;
  /** The closing day, or null when it never closes by itself. */
  closesDate: string | null;
  /** Past the end of its closing day: no longer public, whether hidden or not. */
  closed: boolean;
}

export interface StaffConsultantRow extends CatalogueRow {
  title: string;
  photo: string | null;
}

export interface StaffPartnerRow extends CatalogueRow {
  category: PartnerCategoryValue;
  logo: string | null;
  url: string | null;
}

export interface CatalogueRowOf {
  jobs: StaffJobRow;
  consultants: StaffConsultantRow;
  partners: StaffPartnerRow;
}

/** GET /api/admin/{kind} and the list pages. */
export interface CatalogueListAnswer<R extends CatalogueRow> {
  items: R[];
}

/** /admin/jobs?status=: the jobs the filter lets through, how many of each status there are, and today (China). */
export interface StaffJobsProps extends Record<string, unknown> {
  status: JobStatusFilter;
  items: StaffJobRow[];
  counts: Record<JobStatusFilter, number>;
  today: string;
}

export interface StaffConsultantsProps extends Record<string, unknown> {
  items: StaffConsultantRow[];
}

export interface StaffPartnersProps extends Record<string, unknown> {
  items: StaffPartnerRow[];
}

/** POST …/{id}/move: the whole order after the move (`moved` false when the record was already first or last). */
export interface CatalogueMoveAnswer<R extends CatalogueRow> {
  moved: boolean;
  items: R[];
}

/** POST …/{id}/hide: the row as it is now. */
export interface CatalogueHideAnswer<R extends CatalogueRow> {
  item: R;
}

/** A job as its edit form shows it. Optional fields are '' when empty. */
export interface JobEditView {
  id: number;
  title: string;
  titleEn: string;
  department: string;
  departmentEn: string;
  city: string;
  cityEn: string;
  headcount: number;
  employmentType: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  duties: string[];
  requirements: string[];
  postedDate: string;
  closesDate: string;
  hidden: boolean;
  closed: boolean;
  /** The record's updatedAt (ISO): sent back on save, so that a save over a newer change is refused. */
  version: string;
}

export interface ConsultantEditView {
  id: number;
  name: string;
  nameEn: string;
  title: string;
  titleEn: string;
  expertise: string[];
  expertiseEn: string[];
  bio: string;
  bioEn: string;
  photo: string;
  phone: string;
  email: string;
  hidden: boolean;
  version: string;
}

export interface PartnerEditView {
  id: number;
  name: string;
  nameEn: string;
  category: PartnerCategoryValue;
  logo: string;
  url: string;
  description: string;
  descriptionEn: string;
  hidden: boolean;
  version: string;
}

/** The edit pages: the record, or null for a new one; today (China) as the new job's posting day. */
export interface JobEditProps extends Record<string, unknown> {
  job: JobEditView | null;
  today: string;
}

export interface ConsultantEditProps extends Record<string, unknown> {
  consultant: ConsultantEditView | null;
}

export interface PartnerEditProps extends Record<string, unknown> {
  partner: PartnerEditView | null;
}

/** POST (201) and PUT answers, GET /api/admin/{kind}/{id}. */
export interface CatalogueItemAnswer<E> {
  item: E;
}
