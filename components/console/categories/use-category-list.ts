import { useEffect, useState } from 'react';
import { isStaleSave, readApiError } from '@/lib/api-error';
import type { CategoryListAnswer, CategoryMove, StaffCategoryGroup, StaffCategoryRow } from '@/lib/companies/category-admin';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import { loadCategoryClient } from './load-category-client';

/** The id of a category's control, so that the focus can follow a category that moved or changed. */
export const categoryControlId = (id: number, control: 'up' | 'down' | 'visibility' | 'rename' | 'add') => `category-${id}-${control}`;

/** What a form learns of its request: nothing (it went through), its fields' errors, or that someone saved first. */
export type FormOutcome = null | { fields: FieldErrors } | { stale: string };

/**
 * The state of the category page: the list (every answer of the API replaces it), the request on its way
 * (one at a time: its key), what to announce, the last failure, and where the focus goes after a change.
 */
export function useCategoryList(initial: StaffCategoryGroup[]) {
  const { t, i18n } = useTranslation('admin-categories');
  const [groups, setGroups] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ ids: string[]; request: number } | null>(null);

  useEffect(() => {
    if (!focus) return;
    for (const id of focus.ids) {
      const control = document.getElementById(id) as HTMLButtonElement | null;
      if (control && !control.disabled) {
        control.focus();
        return;
      }
    }
  }, [focus]);

  const focusOn = (...ids: string[]) => setFocus((previous) => ({ ids, request: (previous?.request ?? 0) + 1 }));

  /** Runs one request; a failure that is not the form's own (field errors, a stale save) is shown above the list. */
  async function run(key: string, request: () => Promise<CategoryListAnswer>, done: (answer: CategoryListAnswer) => void): Promise<FormOutcome> {
    if (busy !== null) return null;
    setBusy(key);
    setError(null);
    setAnnouncement('');
    try {
      const answer = await request();
      setGroups(answer.groups);
      done(answer);
      return null;
    } catch (caught) {
      const info = readApiError(caught, t('network'));
      if (isStaleSave(info)) return { stale: info.message };
      if (Object.keys(info.fields).length > 0 && info.status !== 429) return { fields: info.fields };
      setError(info.message);
      return null;
    } finally {
      setBusy(null);
    }
  }

  const create = (input: { name: string; nameEn: string; parentId: number | null }) =>
    run(
      `add-${input.parentId ?? 'top'}`,
      async () => (await loadCategoryClient()).createCategory(input, i18n.language),
      (answer) => setAnnouncement(t('announce.created', { name: answer.item.name })),
    );

  const rename = (row: StaffCategoryRow, input: { name: string; nameEn: string }) =>
    run(
      `rename-${row.id}`,
      async () => (await loadCategoryClient()).renameCategory(row.id, { ...input, version: row.version }, i18n.language),
      (answer) => {
        const same = answer.item.name === row.name && answer.item.nameEn === row.nameEn;
        setAnnouncement(same ? t('announce.unchanged') : t('announce.renamed', { name: answer.item.name }));
        focusOn(categoryControlId(row.id, 'rename'));
      },
    );

  const move = (row: StaffCategoryRow, direction: CategoryMove) =>
    run(
      `move-${row.id}`,
      async () => (await loadCategoryClient()).moveCategory(row.id, direction, i18n.language),
      (answer) => {
        const siblings = answer.item.parentId === null ? answer.groups : (answer.groups.find((group) => group.id === answer.item.parentId)?.children ?? []);
        const position = siblings.findIndex((item) => item.id === row.id) + 1;
        setAnnouncement(answer.moved ? t('announce.moved', { name: row.name, position }) : t(direction === 'up' ? 'announce.atTop' : 'announce.atBottom', { name: row.name }));
        focusOn(categoryControlId(row.id, direction), categoryControlId(row.id, direction === 'up' ? 'down' : 'up'));
      },
    );

  const setHidden = (row: StaffCategoryRow, hidden: boolean) =>
    run(
      `hide-${row.id}`,
      async () => (await loadCategoryClient()).hideCategory(row.id, hidden, i18n.language),
      () => {
        setAnnouncement(t(hidden ? 'announce.hidden' : 'announce.shown', { name: row.name }));
        focusOn(categoryControlId(row.id, 'visibility'));
      },
    );

  /** The list as saved now (after a stale rename): throws when it cannot be loaded. */
  async function reload() {
    setGroups(await (await loadCategoryClient()).loadCategories(i18n.language));
  }

  return { groups, busy, announcement, error, create, rename, move, setHidden, reload, focusOn };
}

export type CategoryList = ReturnType<typeof useCategoryList>;
