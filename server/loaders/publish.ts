import type { GetServerSidePropsResult } from 'next';
import type { SubmissionView } from '@/lib/views/account-views';
import { listSubmissions } from '../content/submissions';
import { database } from '../db';
import type { PageContext } from '../page';

/** /publish: for a logged-in account, its own submissions with their status; a visitor gets none (and the login prompt). */
export interface PublishProps extends Record<string, unknown> {
  submissions: SubmissionView[] | null;
}

export async function loadPublish(ctx: PageContext): Promise<GetServerSidePropsResult<PublishProps>> {
  if (!ctx.viewer) return { props: { submissions: null } };
  const { db } = await database();
  const rows = await listSubmissions(db, ctx.viewer.id);
  return { props: { submissions: rows.map((row) => ({ ...row, date: row.updatedAt.slice(0, 10) })) } };
}
