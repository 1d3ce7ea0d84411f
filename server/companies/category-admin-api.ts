import type { CategoryListAnswer, CategoryMove } from '@/lib/companies/category-admin';
import type { AuditActor } from '../audit/record';
import type { Db } from '../db';
import { ApiError, type ApiLocale } from '../http/errors';
import { limitedPerAccount } from '../http/rate-limited';
import { messagesOf } from '../kernel/i18n';
import { staleSaveError } from '../audit/record-version';
import { createCategory, moveCategory, renameCategory, setCategoryHidden, staffCategory, staffCategoryGroups } from './category-admin';

/**
 * The answers of the console's category routes (pages/api/admin/categories…): each change counted against the
 * account's allowance (LIMITS in server/auth/throttle.ts), then the whole list as it is now with the category
 * the request was about; 404 for an unknown id, 409 for a name its level already has or a stale rename.
 */

/** A message of the `admin-categories` namespace's `api` part, in the request's language. */
export const categoryText = messagesOf('admin-categories', { prefix: 'api.' });

export interface CategoryRequest {
  db: Db;
  actor: AuditActor;
  locale: ApiLocale;
}

/** Counts a change against the account's allowance (429 beyond it); a change refused for what was sent is given back. */
function limited<T>({ actor, locale }: CategoryRequest, work: () => Promise<T>): Promise<T> {
  return limitedPerAccount(
    { action: 'categoryEdit', account: actor, locale, key: 'admin-categories:api.limited', refusedInput: (error) => error instanceof ApiError && error.status < 500 && error.code !== 'rate_limited' },
    work,
  );
}

const notFound = async (locale: ApiLocale) => new ApiError('not_found', await categoryText(locale, 'notFound'));

const duplicate = async (locale: ApiLocale) => {
  const message = await categoryText(locale, 'duplicate');
  return new ApiError('conflict', message, { name: [message] });
};

async function answer(db: Db, id: number, locale: ApiLocale, extra: Pick<CategoryListAnswer, 'moved'> = {}): Promise<CategoryListAnswer> {
  const item = await staffCategory(db, id);
  if (!item) throw await notFound(locale);
  return { groups: await staffCategoryGroups(db), item, ...extra };
}

export function createAnswer(request: CategoryRequest, input: { name: string; nameEn: string; parentId: number | null }): Promise<CategoryListAnswer> {
  return limited(request, async () => {
    const outcome = await createCategory(request.db, input, request.actor);
    if (outcome.kind === 'duplicate') throw await duplicate(request.locale);
    if (outcome.kind === 'parent') {
      const message = await categoryText(request.locale, 'parent');
      throw new ApiError('validation_failed', message, { parentId: [message] });
    }
    return answer(request.db, outcome.id, request.locale);
  });
}

export function renameAnswer(request: CategoryRequest, id: number, input: { name: string; nameEn: string; version: string }): Promise<CategoryListAnswer> {
  return limited(request, async () => {
    const outcome = await renameCategory(request.db, id, input, request.actor);
    if (outcome.kind === 'missing') throw await notFound(request.locale);
    if (outcome.kind === 'duplicate') throw await duplicate(request.locale);
    if (outcome.kind === 'stale') throw await staleSaveError(request.locale, outcome.version);
    return answer(request.db, id, request.locale);
  });
}

export function moveAnswer(request: CategoryRequest, id: number, direction: CategoryMove): Promise<CategoryListAnswer> {
  return limited(request, async () => {
    const outcome = await moveCategory(request.db, id, direction, request.actor);
    if (outcome === 'missing') throw await notFound(request.locale);
    return answer(request.db, id, request.locale, { moved: outcome === 'moved' });
  });
}

export function hideAnswer(request: CategoryRequest, id: number, hidden: boolean): Promise<CategoryListAnswer> {
  return limited(request, async () => {
    if (!(await setCategoryHidden(request.db, id, hidden, request.actor))) throw await notFound(request.locale);
    return answer(request.db, id, request.locale);
  });
}
