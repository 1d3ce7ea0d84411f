import type { StaffRevisionsProps } from '@/lib/companies/profile-views';
import { parseIdQuery } from '@/lib/http/id-query';
import type { Db } from '../../db';
import { pendingRevisionRows, staffRevisionView } from './views';

/**
 * /admin/submissions?revision=: the companies' profile changes waiting for staff, the longest waiting first,
 * and the one asked for with its before → after. A malformed ?revision= is null (the page is a 404); one no
 * longer pending (decided meanwhile) is said so above the queue.
 */
export async function loadRevisionQueue(db: Db, query: Record<string, string | string[] | undefined>): Promise<StaffRevisionsProps | null> {
  const id = query.revision === undefined ? undefined : parseIdQuery({ id: query.revision });
  if (id === null) return null;
  const [revisionQueue, revision] = await Promise.all([pendingRevisionRows(db), id === undefined ? null : staffRevisionView(db, id)]);
  return { revisionQueue, revision, revisionMissing: id !== undefined && revision === null };
}
