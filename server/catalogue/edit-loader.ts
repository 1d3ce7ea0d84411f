import type { GetServerSidePropsResult } from 'next';
import { parseIdQuery } from '@/lib/http/id-query';
import type { PageContext } from '../http/page';

/** The record an edit page opens: 'new' without `?id=`, its id, or null (malformed: a 404). */
function editTarget(ctx: PageContext): number | 'new' | null {
  if (ctx.query.id === undefined) return 'new';
  return parseIdQuery(ctx.query);
}

/**
 * The console's edit page of a job, consultant or partner: `?id=` of a record, or a new one without it.
 * A malformed or unknown id is a 404.
 */
export async function loadEdit<E, P>(ctx: PageContext, find: (id: number) => Promise<E | null>, props: (record: E | null) => P): Promise<GetServerSidePropsResult<P>> {
  const target = editTarget(ctx);
  if (target === null) return { notFound: true };
  if (target === 'new') return { props: props(null) };
  const record = await find(target);
  return record === null ? { notFound: true } : { props: props(record) };
}
