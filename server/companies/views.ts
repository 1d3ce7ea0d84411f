import { COMPANY_KINDS, COMPANY_SIZE_BANDS, CONTACT_CHANNELS, type CompanyKind, type CompanySizeBand, type ContactChannel } from '@/lib/companies/rules';
import type { CategoryView } from '@/lib/companies/category-views';
import type { CompanyCardView, CompanyProfileView } from '@/lib/companies/views';
import { chinaDay } from '../kernel/china-time';
import type { CategoryRow } from './categories';
import type { CompanyCardRow } from './directory';
import type { CompanyProfileRow } from './profile';

/**
 * Rows to what pages and the API show, in one language (English falls back to Chinese). Only visible categories
 * are named; the certified mark is the certification's kind and day.
 */

const pick = (english: boolean, zh: string, en: string | null | undefined) => (english && en ? en : zh);

function categoryView(rows: readonly CategoryRow[], id: number | null, english: boolean): CategoryView | null {
  const row = id === null ? undefined : rows.find((category) => category.id === id);
  return row ? { id: row.id, name: pick(english, row.name, row.nameEn) } : null;
}

const knownKinds = (kinds: readonly string[]): CompanyKind[] => COMPANY_KINDS.filter((kind) => kinds.includes(kind));

export function companyCard(row: CompanyCardRow, categories: readonly CategoryRow[], english: boolean): CompanyCardView {
  const altName = english ? (row.nameEn ? row.name : null) : row.nameEn || null;
  return {
    id: row.id,
    name: pick(english, row.name, row.nameEn),
    altName,
    logo: row.logo,
    kinds: knownKinds(row.kinds),
    province: row.province,
    city: row.city,
    summary: pick(english, row.summary, row.summaryEn),
    categories: row.categoryIds.map((id) => categoryView(categories, id, english)).filter((view): view is CategoryView => view !== null),
    certified: row.certifiedAt && row.certifiedKind ? { kind: row.certifiedKind, date: chinaDay(row.certifiedAt) } : null,
  };
}

/** The introduction's paragraphs: blank lines apart, each trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The website as a link: an http(s) address as given, a bare domain ("www.example.com") over https; else none. */
export function websiteHref(website: string | null): string | null {
  const value = website?.trim() ?? '';
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value)) return value;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}

export function companyProfile(row: CompanyProfileRow, categories: readonly CategoryRow[], english: boolean, now = new Date()): CompanyProfileView {
  const channel = CONTACT_CHANNELS.find((value) => value === row.contactChannel) as ContactChannel | undefined;
  const sizeBand = COMPANY_SIZE_BANDS.find((value) => value === row.sizeBand) as CompanySizeBand | undefined;
  return {
    ...companyCard(row, categories, english),
    nameZh: row.name,
    nameEn: row.nameEn,
    foundedYear: row.foundedYear,
    sizeBand: sizeBand ?? null,
    website: websiteHref(row.website),
    introduction: paragraphs(pick(english, row.introduction, row.introductionEn)),
    capacity: row.capacity,
    processes: row.processes,
    services: row.services,
    products: row.products.map((product) => ({
      id: product.id,
      name: pick(english, product.name, product.nameEn),
      picture: product.picture,
      summary: pick(english, product.summary, product.summaryEn),
      category: categoryView(categories, product.categoryId, english),
    })),
    shows: row.shows.map((show) => ({
      showId: show.showId,
      title: pick(english, show.title, show.titleEn),
      startsAt: show.startsAt.toISOString(),
      endsAt: show.endsAt.toISOString(),
      startDate: chinaDay(show.startsAt),
      endDate: chinaDay(show.endsAt),
      hall: pick(english, show.hall, show.hallEn),
      booth: show.booth,
      upcoming: show.endsAt.getTime() > now.getTime(),
    })),
    contact: channel && row.contactValue ? { channel, value: row.contactValue } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
