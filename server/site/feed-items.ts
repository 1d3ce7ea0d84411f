import { and, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { companyPath, routes, sourcingPath } from '@/lib/routes';
import { publicCompanyIds } from '../companies/directory';
import { PUBLIC_CHANNELS } from '../articles/public';
import { sitemapRequests } from '../sourcing/public';
import type { Db } from '../db/client';
import { activities, articles, consultants, jobs } from '../db/schema';
import { itemPath, STATIC_PATHS, type SitemapEntry } from './site-map';

/** Every public page and published item, for the sitemap. */
export async function sitemapEntries(db: Db, now = new Date()): Promise<SitemapEntry[]> {
  const [articleRows, activityRows, jobRows, consultantRows, companyRows, sourcingRows] = await Promise.all([
    db
      .select({ id: articles.id, channel: articles.channel, updatedAt: articles.updatedAt })
      .from(articles)
      .where(and(eq(articles.status, 'published'), lt(articles.publishedAt, now), inArray(articles.channel, [...PUBLIC_CHANNELS, 'pay'])))
      .orderBy(desc(articles.publishedAt)),
    db.select({ id: activities.id, updatedAt: activities.updatedAt }).from(activities).where(eq(activities.published, true)),
    db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(eq(jobs.hidden, false), or(isNull(jobs.closesAt), gt(jobs.closesAt, now)))),
    db.select({ id: consultants.id, updatedAt: consultants.updatedAt }).from(consultants).where(eq(consultants.hidden, false)),
    publicCompanyIds(db),
    sitemapRequests(db, now),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    // Members-only articles have a public page too: their title and summary.
    ...articleRows.map((r) => ({ path: itemPath(r.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, r.id), lastModified: r.updatedAt })),
    ...activityRows.flatMap((r) => [
      { path: itemPath(routes.activity, r.id), lastModified: r.updatedAt },
      { path: itemPath(routes.activityInfo, r.id), lastModified: r.updatedAt },
    ]),
    ...jobRows.map((r) => ({ path: itemPath(routes.recruitDetail, r.id), lastModified: r.updatedAt })),
    ...consultantRows.map((r) => ({ path: itemPath(routes.consultant, r.id), lastModified: r.updatedAt })),
    ...companyRows.map((r) => ({ path: companyPath(r.id), lastModified: r.updatedAt })),
    ...sourcingRows.map((r) => ({ path: sourcingPath(r.id), lastModified: r.updatedAt })),
  ];
}
