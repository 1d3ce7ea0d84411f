import type { GetServerSidePropsResult } from 'next';
import { parseIdQuery } from '@/lib/http/id-query';
import type { StaffSubmissionsProps } from '@/lib/articles/publish-views';
import { chinaDateTime } from '../kernel/china-time';
import { coverSize } from './authoring';
import { getPendingSubmission, listPendingSubmissions } from './review';
import { database } from '../db';
import type { PageContext } from '../http/page';

const timeOf = (submittedAt: Date) => ({ submittedAt: submittedAt.toISOString(), submittedLabel: chinaDateTime(submittedAt) });

/**
 * /admin/submissions?id=: the submissions waiting for review, the longest
 * waiting first, and the one asked for with its body as readers would see it.
 * A malformed ?id= is a 404; one that is no longer pending (decided meanwhile)
 * is said so above the queue.
 */
export async function loadStaffSubmissions(ctx: PageContext): Promise<GetServerSidePropsResult<StaffSubmissionsProps>> {
  const id = ctx.query.id === undefined ? undefined : parseIdQuery(ctx.query);
  if (id === null) return { notFound: true };
  const { db } = await database();
  const [rows, opened] = await Promise.all([listPendingSubmissions(db), id === undefined ? null : getPendingSubmission(db, id)]);
  const queue = rows.map((row) => ({ id: row.id, title: row.title, authorName: row.authorName, channel: row.channel, ...timeOf(row.submittedAt) }));
  if (!opened) return { props: { queue, current: null, missing: id !== undefined } };
  const size = opened.cover ? await coverSize(db, opened.cover) : null;
  return {
    props: {
      queue,
      current: {
        id: opened.id,
        title: opened.title,
        authorName: opened.authorName,
        channel: opened.channel,
        ...timeOf(opened.submittedAt),
        summary: opened.summary,
        cover: opened.cover,
        coverWidth: size?.width ?? null,
        coverHeight: size?.height ?? null,
        body: opened.body,
      },
      missing: false,
    },
  };
}
