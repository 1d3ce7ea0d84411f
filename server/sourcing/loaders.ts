import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseIdQuery } from '@/lib/http/id-query';
import { parseSourcingListQuery } from '@/lib/sourcing/schema';
import type { SourcingDetailView, SourcingListView, SourcingNewView, SourcingQuotingView, StaffSourcingProps } from '@/lib/sourcing/views';
import type { Executor } from '../db';
import { database, type Db } from '../db';
import { productCategories } from '../db/schema';
import { categoryTree, visibleCategories, type CategoryRow } from '../companies/categories';
import { companyIdParam } from '../companies/profile-loader';
import type { PageContext } from '../http/page';
import { cached } from '../kernel/cache';
import { chinaDay } from '../kernel/china-time';
import { attachmentCount } from './attachments';
import { draftToResume } from './draft-view';
import { posterOf, posterView } from './poster';
import { withInvitations } from './invitations';
import { listRequests, publicRequest, requestRegions } from './public';
import { quotingView } from './quotes-read';
import { pendingRequest, pendingRequests } from './review';
import { sourcingCard, sourcingDetail, staffSourcingRow, staffSourcingView } from './views';

/**
 * The page loaders of sourcing requests: the public list (/sourcing) and one request (/sourcing/[id]), read
 * through the read cache (tag `sourcing`, cleared by every write that changes what the public sees); the form
 * (/sourcing/new) with who may post; on a request's page, what the viewer may do about quotes (quotes-read.ts,
 * read for each viewer); the staff queue on /admin/submissions (?request=).
 */

/** Every category, hidden ones too: a request keeps its category's name after staff hide it. */
const allCategories = (db: Executor): Promise<CategoryRow[]> => db.select().from(productCategories);

export interface SourcingListProps extends Record<string, unknown> {
  list: SourcingListView;
}

export async function loadSourcingList(ctx: PageContext): Promise<GetServerSidePropsResult<SourcingListProps>> {
  const query = parseSourcingListQuery(ctx.query);
  if (!query) return { notFound: true };
  const { db } = await database();
  const now = new Date();
  const visible = await cached('sourcing:categories', ['sourcing', 'categories'], () => visibleCategories(db));
  const [page, regions, names] = await Promise.all([
    cached(`sourcing:list:${JSON.stringify(query)}`, ['sourcing', 'categories'], () => listRequests(db, query, visible, now)),
    cached('sourcing:regions', ['sourcing'], () => requestRegions(db, now)),
    cached('sourcing:all-categories', ['sourcing', 'categories'], () => allCategories(db)),
  ]);
  if (query.page > page.pageCount) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const english = locale === 'en';
  return {
    props: {
      list: {
        filters: { q: query.q ?? '', category: query.category ? String(query.category) : '', region: query.region ?? '', kind: query.kind ?? '', band: query.band ?? '' },
        items: await withInvitations(
          db,
          ctx.viewer,
          page.items.map((row) => sourcingCard(row.request, names, english, now)),
        ),
        total: page.total,
        page: page.page,
        pageCount: page.pageCount,
        categories: categoryTree(visible, locale),
        regions,
      },
    },
  };
}

export interface SourcingDetailProps extends Record<string, unknown> {
  request: SourcingDetailView;
  /** What the viewer is shown about quoting (read for the viewer, never cached). */
  quoting: SourcingQuotingView;
}

/** /sourcing/[id]: a request the public may see; unknown, not (or no longer) public, or malformed: 404. */
export async function loadSourcingDetail(ctx: PageContext): Promise<GetServerSidePropsResult<SourcingDetailProps>> {
  const id = companyIdParam.safeParse(ctx.params?.id);
  if (!id.success) return { notFound: true };
  const { db } = await database();
  const now = new Date();
  const [found, names] = await Promise.all([
    cached(`sourcing:request:${id.data}`, ['sourcing'], async () => {
      const row = await publicRequest(db, id.data, now);
      return row ? { row, files: await attachmentCount(db, id.data) } : null;
    }),
    cached('sourcing:all-categories', ['sourcing', 'categories'], () => allCategories(db)),
  ]);
  if (!found) return { notFound: true };
  const [request] = await withInvitations(db, ctx.viewer, [sourcingDetail(found.row, names, toLocale(ctx.locale) === 'en', now, found.files)]);
  const quoting = await quotingView(db, ctx.viewer, found.row.request, now);
  return { props: { request: request!, quoting } };
}

export interface SourcingNewProps extends Record<string, unknown> {
  form: SourcingNewView;
}

/** /sourcing/new (logged in): the form for an account of a certified company, else why not. */
export async function loadSourcingNew(ctx: PageContext): Promise<GetServerSidePropsResult<SourcingNewProps>> {
  const { db } = await database();
  const viewer = ctx.viewer;
  if (!viewer) return { notFound: true };
  // ?draft={id}: that draft of the member's (another's, a submitted one or a malformed id: none is offered).
  const asked = ctx.query.draft === undefined ? undefined : parseIdQuery({ id: ctx.query.draft });
  const [poster, categories] = await Promise.all([posterOf(db, viewer.id), visibleCategories(db)]);
  const draft = poster.kind === 'allowed' && asked !== null ? await draftToResume(db, viewer.id, asked ?? null) : null;
  return { props: { form: { poster: posterView(poster), categories: categoryTree(categories, toLocale(ctx.locale)), today: chinaDay(new Date()), draft } } };
}

/**
 * /admin/submissions?request=: the sourcing requests waiting for staff, the longest waiting first, and the one
 * asked for in full. A malformed ?request= is null (the page is a 404); one no longer pending is said so.
 */
export async function loadSourcingQueue(db: Db, query: Record<string, string | string[] | undefined>): Promise<StaffSourcingProps | null> {
  const id = query.request === undefined ? undefined : parseIdQuery({ id: query.request });
  if (id === null) return null;
  const [rows, opened, names] = await Promise.all([pendingRequests(db), id === undefined ? null : pendingRequest(db, id), allCategories(db)]);
  return {
    sourcingQueue: rows.map(staffSourcingRow),
    sourcingRequest: opened ? staffSourcingView(opened, names) : null,
    sourcingMissing: id !== undefined && opened === null,
  };
}
