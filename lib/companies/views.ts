import type { CompanyKind, CompanySizeBand, ContactChannel } from './rules';
import type { CategoryGroupView, CategoryView } from './category-views';

/**
 * What the directory (/companies), a profile (/companies/[id]), the audience pages' blocks and the API receive:
 * serialisable, already in the page's language (an English name or text falls back to the Chinese one). The
 * certified mark carries the certification's kind and day, never the code (USCC) it was made for.
 */

export interface CertifiedMarkView {
  /** The certification's kind (brand, factory, provider, retailer). */
  kind: CompanyKind;
  /** YYYY-MM-DD, China Standard Time. */
  date: string;
}

/** One company on a card (the directory, an audience page, the API's list). */
export interface CompanyCardView {
  id: number;
  name: string;
  /** The other language's name when there is one (the Chinese name on English pages, the English on Chinese), else null. */
  altName: string | null;
  logo: string | null;
  kinds: CompanyKind[];
  province: string;
  city: string;
  summary: string;
  categories: CategoryView[];
  certified: CertifiedMarkView | null;
}

/** The directory's filters as the page was asked for them ('' = any). */
export interface DirectoryFilterValues {
  kind: CompanyKind | '';
  /** A category id, as text ('' = any). */
  category: string;
  province: string;
  city: string;
  /** Only certified companies. */
  certified: boolean;
  q: string;
}

/** A province and the cities of public companies in it (the region filter's choices). */
export interface RegionChoice {
  province: string;
  cities: string[];
}

export interface DirectoryPageView {
  filters: DirectoryFilterValues;
  items: CompanyCardView[];
  total: number;
  page: number;
  pageCount: number;
  categories: CategoryGroupView[];
  regions: RegionChoice[];
}

export interface CompanyProductView {
  id: number;
  name: string;
  picture: string | null;
  summary: string;
  category: CategoryView | null;
}

/** A show the company exhibits at, with its hall and booth. */
export interface CompanyShowView {
  showId: number;
  title: string;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  /** YYYY-MM-DD, China Standard Time. */
  startDate: string;
  endDate: string;
  hall: string;
  booth: string;
  /** Not over yet: a meeting can still be requested. */
  upcoming: boolean;
}

export interface CompanyContactView {
  channel: ContactChannel;
  value: string;
}

export interface CompanyProfileView extends CompanyCardView {
  nameZh: string;
  nameEn: string | null;
  foundedYear: number | null;
  sizeBand: CompanySizeBand | null;
  website: string | null;
  /** The introduction's paragraphs (blank lines apart in the record). */
  introduction: string[];
  capacity: string;
  processes: string[];
  services: string[];
  products: CompanyProductView[];
  shows: CompanyShowView[];
  contact: CompanyContactView | null;
  /** ISO date-time of the last change (the sitemap, structured data). */
  updatedAt: string;
}
