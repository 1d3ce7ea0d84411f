import { inArray, sql } from 'drizzle-orm';
import { editorText } from '@/lib/rich-text/text';
import type { Locale } from '@/lib/i18n';
import { companyPath, routes, sourcingPath, withQuery } from '@/lib/routes';
import { highlight, snippet } from '@/lib/search/query';
import type { SearchPageView, SearchResultView } from '@/lib/search/views';
import { chinaDay } from '../kernel/china-time';
import type { Db } from '../db/client';
import { activities, articles, companies, consultants, jobs, productCategories, sourcingRequests } from '../db/schema';
import { searchSite, type SearchMatch } from './search';
import { staticPage } from './static-pages';

/**
 * The search page's view of a page of matches: each result's title and a
 * passage of its plain text around the first match, both cut into highlighted
 * segments. A members-only article's passage comes from its summary: its body
 * is not even read.
 */

interface Shown {
  section: SearchResultView['section'];
  title: string;
  text: string;
  path: string;
  /** The id is in the path (a company's profile), not in ?id=. */
  idInPath?: boolean;
  /** One of the site's pages: its address as it is, without the search's query. */
  plain?: boolean;
  at: Date | null;
}

async function loadShown(db: Db, matches: readonly SearchMatch[], locale: Locale): Promise<Map<string, Shown>> {
  const english = locale === 'en';
  const ids = (kind: SearchMatch['kind']) => matches.filter((m) => m.kind === kind).map((m) => m.id);
  const shown = new Map<string, Shown>();
  const articleIds = ids('article');
  const activityIds = ids('activity');
  const jobIds = ids('job');
  const companyIds = ids('company');
  const consultantIds = ids('consultant');
  const sourcingIds = ids('sourcing');
  const [articleRows, activityRows, jobRows, companyRows, consultantRows, sourcingRows] = await Promise.all([
    articleIds.length === 0
      ? []
      : db
          .select({
            id: articles.id,
            channel: articles.channel,
            title: articles.title,
            titleEn: articles.titleEn,
            summary: articles.summary,
            summaryEn: articles.summaryEn,
            body: sql<string>`case when ${articles.channel} = 'pay' then '' else ${articles.body} end`,
            publishedAt: articles.publishedAt,
          })
          .from(articles)
          .where(inArray(articles.id, articleIds)),
    activityIds.length === 0 ? [] : db.select().from(activities).where(inArray(activities.id, activityIds)),
    jobIds.length === 0 ? [] : db.select().from(jobs).where(inArray(jobs.id, jobIds)),
    companyIds.length === 0
      ? []
      : db
          .select({
            id: companies.id,
            name: companies.name,
            nameEn: companies.nameEn,
            summary: companies.summary,
            summaryEn: companies.summaryEn,
            introduction: companies.introduction,
            introductionEn: companies.introductionEn,
            province: companies.province,
            city: companies.city,
          })
          .from(companies)
          .where(inArray(companies.id, companyIds)),
    consultantIds.length === 0 ? [] : db.select().from(consultants).where(inArray(consultants.id, consultantIds)),
    sourcingIds.length === 0
      ? []
      : db
          .select({
            id: sourcingRequests.id,
            title: sourcingRequests.title,
            region: sourcingRequests.region,
            description: sourcingRequests.description,
            requirements: sourcingRequests.requirements,
            category: productCategories.name,
            categoryEn: productCategories.nameEn,
            liveAt: sourcingRequests.liveAt,
          })
          .from(sourcingRequests)
          .innerJoin(productCategories, sql`${productCategories.id} = ${sourcingRequests.categoryId}`)
          .where(inArray(sourcingRequests.id, sourcingIds)),
  ]);
  for (const a of articleRows) {
    const summary = (english && a.summaryEn) || a.summary;
    shown.set(`article:${a.id}`, {
      section: a.channel,
      title: (english && a.titleEn) || a.title,
      text: `${summary} ${editorText(a.body)}`,
      path: a.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails,
      at: a.publishedAt,
    });
  }
  for (const a of activityRows) {
    const summary = (english && a.summaryEn) || a.summary;
    const venue = (english && a.venueEn) || a.venue;
    shown.set(`activity:${a.id}`, {
      section: 'activity',
      title: (english && a.titleEn) || a.title,
      text: `${summary} ${venue} ${editorText(a.description)}`,
      path: routes.activity,
      at: a.startsAt,
    });
  }
  for (const j of jobRows) {
    const department = (english && j.departmentEn) || j.department;
    const city = (english && j.cityEn) || j.city;
    shown.set(`job:${j.id}`, {
      section: 'job',
      title: (english && j.titleEn) || j.title,
      text: `${department} · ${city} ${[...j.duties, ...j.requirements].join(' ')}`,
      path: routes.recruitDetail,
      at: j.postedAt,
    });
  }
  for (const c of companyRows) {
    const summary = (english && c.summaryEn) || c.summary;
    const introduction = (english && c.introductionEn) || c.introduction;
    shown.set(`company:${c.id}`, {
      section: 'company',
      title: (english && c.nameEn) || c.name,
      text: `${[c.province, c.city].filter(Boolean).join(' · ')} ${summary} ${introduction}`,
      path: companyPath(c.id),
      idInPath: true,
      // Undated: a company is not news.
      at: null,
    });
  }
  for (const r of sourcingRows) {
    shown.set(`sourcing:${r.id}`, {
      section: 'sourcing',
      title: r.title,
      text: `${(english && r.categoryEn) || r.category} · ${r.region} ${editorText(r.description)} ${r.requirements}`,
      path: sourcingPath(r.id),
      idInPath: true,
      at: r.liveAt,
    });
  }
  for (const c of consultantRows) {
    const title = (english && c.titleEn) || c.title;
    const expertise = (english && c.expertiseEn?.length ? c.expertiseEn : c.expertise).join(english ? ', ' : '、');
    const bio = (english && c.bioEn) || c.bio;
    shown.set(`consultant:${c.id}`, {
      section: 'consultant',
      title: (english && c.nameEn) || c.name,
      text: `${title} · ${expertise} ${bio}`,
      path: routes.consultant,
      at: null,
    });
  }
  for (const id of ids('page')) {
    const page = staticPage(id, locale);
    if (page) shown.set(`page:${id}`, { section: 'page', title: page.title, text: page.description, path: page.path, plain: true, at: null });
  }
  return shown;
}

/** Searches and builds the page's view; `query` is the visitor's own text (the page shows it back). */
export async function searchResults(db: Db, { query, page, locale }: { query: string; page: number; locale: Locale }): Promise<SearchPageView> {
  const found = await searchSite(db, { q: query, page });
  const shown = await loadShown(db, found.matches, locale);
  const results: SearchResultView[] = [];
  for (const match of found.matches) {
    const key = `${match.kind}:${match.id}`;
    const item = shown.get(key);
    // Gone between the two reads (deleted, unpublished): left out of this page.
    if (!item) continue;
    results.push({
      key,
      section: item.section,
      href: item.plain ? item.path : withQuery(item.path, { id: item.idInPath ? undefined : match.id, from: 'search', q: query, page: page > 1 ? page : undefined }),
      title: highlight(item.title, found.terms),
      snippet: snippet(item.text, found.terms),
      date: item.at ? chinaDay(item.at) : '',
    });
  }
  return { query, results, total: found.total, page: found.page, pageCount: found.pageCount };
}
