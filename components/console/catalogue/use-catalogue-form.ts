import { useRouter } from 'next/router';
import { useState } from 'react';
import { field, useApiForm } from '@/components/forms/use-api-form';
import type { CatalogueEditOf, CatalogueInputOf } from '@/lib/catalogue/client';
import { isStaleSave, readApiError } from '@/lib/api-error';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { CatalogueKind } from '@/lib/catalogue/views';
import { loadCatalogueClient, type CatalogueClient } from './load-catalogue-client';

export const EDIT_ROUTE = { jobs: routes.adminJobEdit, consultants: routes.adminConsultantEdit, partners: routes.adminPartnerEdit } as const;
export const LIST_ROUTE = { jobs: routes.adminJobs, consultants: routes.adminConsultants, partners: routes.adminPartners } as const;

/**
 * An edit form of the console (a job, a consultant, a partner): the shared
 * schema checked before sending, then POST (new) or PUT with the version the
 * form was opened with. The saved record comes back as the server keeps it
 * (trimmed, normalised) and the form starts again from it (`formKey`); a new
 * record's page becomes
 * its edit page, so that saving again changes it instead of making another.
 * Image uploads on their way hold the submit back. A save refused because
 * someone else saved the record since (409, `fields.version`) leaves every
 * field as typed and says so (`stale`); `reload` then starts the form again
 * from the latest saved version.
 */
export function useCatalogueForm<K extends CatalogueKind>({
  kind,
  initial,
  read,
}: {
  kind: K;
  initial: CatalogueEditOf[K] | null;
  /** The record's fields from the form (its version is read here: the frame holds it). */
  read: (data: FormData) => Omit<CatalogueInputOf[K], 'version'>;
}) {
  const router = useRouter();
  const { i18n } = useTranslation('admin-catalogue');
  // The record the page was opened with, by id and version: another one (the page opened again for another record) starts afresh.
  const opened = initial ? `${initial.id}-${initial.version}` : 'new';
  const [state, setState] = useState<{ opened: string; record: CatalogueEditOf[K] | null; notice: Notice | null; stale: string | null; generation: number }>({
    opened,
    record: initial,
    notice: null,
    stale: null,
    generation: 0,
  });
  // State derived from props, set while rendering (React's pattern for it).
  if (state.opened !== opened) setState({ opened, record: initial, notice: null, stale: null, generation: state.generation + 1 });
  const { record, notice, stale, generation } = state;
  const [uploads, setUploads] = useState(0);

  const form = useApiForm<CatalogueClient, CatalogueInputOf[K]>({
    load: loadCatalogueClient,
    check: (client, input) => client.validate(client.schemas[kind], input),
    read: (data) => ({ ...read(data), version: field(data, 'version') || undefined }) as CatalogueInputOf[K],
    send: async (client, input, { locale }) => {
      let saved: CatalogueEditOf[K];
      try {
        saved = await client.saveRecord(kind, record?.id ?? null, input, locale);
      } catch (error) {
        const info = readApiError(error, '');
        if (!isStaleSave(info)) throw error;
        setState((previous) => ({ ...previous, notice: null, stale: info.message }));
        return;
      }
      setState((previous) => ({
        ...previous,
        record: saved,
        notice: { kind: record ? 'saved' : 'created', count: (previous.notice?.count ?? 0) + 1 },
        stale: null,
      }));
      // The page of a new record becomes its edit page (without loading it again: the form has it).
      if (!record) void router.replace(withQuery(EDIT_ROUTE[kind], { id: saved.id }), undefined, { shallow: true, scroll: false });
    },
  });

  return {
    ...form,
    record,
    notice: notice?.kind ?? null,
    /** The server's message when a save was refused because someone else saved the record first; null otherwise. */
    stale,
    /** Replaces the form with the record's latest saved version (what was typed is dropped). */
    reload: async () => {
      if (!record) return;
      const client = await loadCatalogueClient();
      const latest = await client.loadRecord(kind, record.id, i18n.language);
      setState((previous) => ({ ...previous, record: latest, notice: null, stale: null, generation: previous.generation + 1 }));
    },
    /** Counts saves, so that saving again announces again. */
    saves: notice?.count ?? 0,
    /** Changes when a save came back or the page was opened again: the form's fields start again from the record. */
    formKey: `${generation}-${record ? `${record.id}-${record.version}` : 'new'}`,
    submitDisabled: form.submitDisabled || uploads > 0,
    onImageBusy: (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1))),
    /** Any error of the last attempt, to say so beside the button. */
    invalid: Object.keys(form.errors).length > 0,
    /** "Create another": the same page, empty again (the link then takes the address back to the new record's). */
    startAnother: () => setState((previous) => ({ ...previous, record: null, notice: null, stale: null, generation: previous.generation + 1 })),
  };
}

interface Notice {
  kind: 'created' | 'saved';
  /** Counts saves, so that saving again announces again. */
  count: number;
}

export type CatalogueFormState<K extends CatalogueKind> = ReturnType<typeof useCatalogueForm<K>>;
