import { useRouter } from 'next/router';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { useLeaveWarning } from '@/components/forms/use-leave-warning';
import { REMINDER_HOURS_DEFAULT } from '@/lib/activities/rules';
import { isStaleSave, readApiError } from '@/lib/api-error';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityEditProps, ActivityValues, StaffActivityView } from '@/lib/activities/staff-views';
import { draftRows, type AgendaDraftRow } from './agenda-editor';
import { loadAdminActivityClient } from './load-admin-activity-client';

/** The form's values: numbers as typed, agenda rows with their keys. */
export interface ActivityFormState
  extends Omit<
    ActivityValues,
    'agenda' | 'descriptionEn' | 'addressEn' | 'lng' | 'lat' | 'capacity' | 'perRegistrationLimit' | 'onlineUrl' | 'reminderHoursBefore' | 'showId' | 'showExhibitors' | 'showVisitors' | 'showAreaSqm'
  > {
  agenda: AgendaDraftRow[];
  descriptionEn: string;
  addressEn: string;
  showId: string;
  showExhibitors: string;
  showVisitors: string;
  showAreaSqm: string;
  onlineUrl: string;
  reminderHoursBefore: string;
  lng: string;
  lat: string;
  capacity: string;
  perRegistrationLimit: string;
}

const typed = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

function formState(values: ActivityValues): ActivityFormState {
  return {
    ...values,
    agenda: draftRows(values.agenda),
    descriptionEn: values.descriptionEn ?? '',
    addressEn: values.addressEn ?? '',
    showId: typed(values.showId),
    showExhibitors: typed(values.showExhibitors),
    showVisitors: typed(values.showVisitors),
    showAreaSqm: typed(values.showAreaSqm),
    lng: typed(values.lng),
    lat: typed(values.lat),
    capacity: typed(values.capacity),
    perRegistrationLimit: typed(values.perRegistrationLimit),
    onlineUrl: values.onlineUrl ?? '',
    reminderHoursBefore: typed(values.reminderHoursBefore ?? REMINDER_HOURS_DEFAULT),
  };
}

/** What is sent: the values as the API takes them (the schema reads the numbers' text). */
function inputOf(state: ActivityFormState): ActivityValues {
  return { ...state, agenda: state.agenda.map(({ time, timeEn, title, titleEn }) => ({ time, timeEn, title, titleEn })) };
}

/** Fields whose rules read each other. */
const TIMES = ['startsAt', 'endsAt', 'doorsOpenAt', 'registrationClosesAt', 'agenda'];

export type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The state of the activity form: its values (kept whatever goes wrong), the
 * errors per field (the shared schema's before sending, the API's after), one
 * save at a time, the first invalid field focused, a question before leaving
 * with unsaved changes. A new activity, once created, is edited at its own
 * address from then on (the address changes without reloading the form).
 *
 * An edit is saved with the version it started from. When someone else saved
 * the activity since (409), everything typed stays, `stale` holds the
 * server's message (who saved, when) and `reload` puts the latest saved
 * version in the form instead (the description's editor starts again from
 * it: `generation`).
 */
export function useActivityForm({ activity, defaults }: Pick<ActivityEditProps, 'activity' | 'defaults'>) {
  const { t, i18n } = useTranslation(['admin-activities', 'common']);
  const router = useRouter();
  const hydrated = useHydrated();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [id, setId] = useState<number | null>(activity?.id ?? null);
  const [facts, setFacts] = useState<Pick<StaffActivityView, 'seatsTaken' | 'waitlisted' | 'values'> | null>(activity);
  const [values, setValues] = useState<ActivityFormState>(() => formState(activity?.values ?? defaults));
  const [version, setVersion] = useState<string | null>(activity?.version ?? null);
  const [stale, setStale] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [initialDescription, setInitialDescription] = useState((activity?.values ?? defaults).description);
  const [initialDescriptionEn, setInitialDescriptionEn] = useState((activity?.values ?? defaults).descriptionEn ?? '');
  const noticeRef = useRef<HTMLDivElement>(null);
  const fieldErrors = useFieldErrors();
  const { errors, setErrors } = fieldErrors;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Images uploading, per description editor (the Chinese and the English): the save waits for all of them.
  const [uploads, setUploads] = useState<Record<string, number>>({});
  const uploading = Object.values(uploads).reduce((sum, count) => sum + count, 0);
  const setUploading = (count: number, editor = 'description') => setUploads((current) => ({ ...current, [editor]: count }));
  useLeaveWarning(dirty);

  /** Changes fields; `byUser` false for the editor tidying what it was given (not a change to save). */
  function change(patch: Partial<ActivityFormState>, byUser = true) {
    setValues((current) => ({ ...current, ...patch }));
    if (!byUser) return;
    setDirty(true);
    // The times are checked against each other (and the agenda against them): one of them changed, all are checked again.
    const names = Object.keys(patch).flatMap((name) => (TIMES.includes(name) ? TIMES : [name]));
    fieldErrors.recheck(names, () => verdict({ ...values, ...patch }));
  }

  /** The schema's verdict on the form's values. */
  async function verdict(state: ActivityFormState) {
    const client = await loadAdminActivityClient();
    return client.validate(client.schemas.activity, inputOf(state));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (uploading > 0) {
      setNotice({ tone: 'error', text: t('form.uploadsPending') });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const client = await loadAdminActivityClient();
      const input = inputOf(values);
      const invalid = client.validate(client.schemas.activity, input);
      setErrors(invalid ?? {});
      if (invalid) {
        setNotice({ tone: 'error', text: t('form.fixErrors') });
        focusFirstInvalid();
        return;
      }
      const answer = await client.saveActivity(id, input, version, i18n.language);
      const created = id === null;
      setId(answer.activity.id);
      setFacts(answer.activity);
      setVersion(answer.activity.version);
      setStale(null);
      setDirty(false);
      const saved = created ? t('form.created') : t('form.saved');
      setNotice({ tone: 'success', text: answer.promoted > 0 ? `${saved} ${t('form.promoted', { count: answer.promoted })}` : saved });
      if (created) {
        await router.replace(withQuery(routes.adminActivityEdit, { id: answer.activity.id }), undefined, { shallow: true, scroll: false });
      }
    } catch (error) {
      const answer = readApiError(error, t('form.network'));
      if (isStaleSave(answer)) {
        // Someone else saved it first: nothing of this save was written, everything typed stays.
        setStale(answer.message);
        return;
      }
      setErrors(answer.fields);
      setNotice({ tone: 'error', text: Object.keys(answer.fields).length > 0 ? t('form.fixErrors') : answer.message });
      if (Object.keys(answer.fields).length > 0) focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  /** After a 409: the activity as last saved replaces the form's values (a failure is the stale alert's to say). */
  async function reload() {
    if (busy || id === null) return;
    setBusy(true);
    try {
      const client = await loadAdminActivityClient();
      const latest = await client.loadActivity(id, i18n.language);
      setValues(formState(latest.values));
      setInitialDescription(latest.values.description);
      setInitialDescriptionEn(latest.values.descriptionEn ?? '');
      setGeneration((count) => count + 1);
      setFacts(latest);
      setVersion(latest.version);
      fieldErrors.clear();
      setStale(null);
      setDirty(false);
      setNotice({ tone: 'success', text: t('form.reloaded') });
      // The reload button is gone: the focus goes to the message that says what happened.
      requestAnimationFrame(() => noticeRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  return {
    id,
    facts,
    values,
    errors,
    notice,
    /** The box of the notice: after a reload the focus goes there. */
    noticeProps: { ref: noticeRef, tabIndex: -1 },
    busy,
    stale,
    reload,
    generation,
    initialDescription,
    initialDescriptionEn,
    submitDisabled: busy || !hydrated,
    change,
    setUploading,
    formProps: { ref: formRef, method: 'post', noValidate: true, onSubmit: (event: FormEvent<HTMLFormElement>) => void save(event),
      onBlur: (event: FocusEvent<HTMLFormElement>) => fieldErrors.blurred(event, () => verdict(values)),
    },
  };
}
