import { useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { readApiError, type ApiErrorInfo } from '@/lib/api-error';
import { TRANSLATION_KEY, type Locale } from '@/lib/i18n';
import type { FieldErrors } from '@/lib/http/field-errors';
import { recheckField } from '@/lib/http/recheck-field';
import { useTranslation } from '@/lib/use-translation';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export interface ApiFormOptions<C, I> {
  /** Loads the form's API client (its own chunk, with axios and the schemas). */
  load: () => Promise<C>;
  /** The shared schema's messages per field, or null when the input may be sent. */
  check: (client: C, input: I) => FieldErrors | null;
  /** The input, read from the form's (uncontrolled) fields. */
  read: (data: FormData) => I;
  /** Sends a valid input; throws the API's error. */
  send: (client: C, input: I, context: { locale: Locale; form: HTMLFormElement }) => Promise<void>;
  /** What to say when no answer came (network down, time-out). */
  networkMessage?: string;
}

/**
 * What the site's forms share: fields read with FormData, so what was typed
 * stays after an error and survives React taking over a page that was still
 * loading; the shared schema checked before sending; the button disabled until
 * the page is ready and while a request is on its way, so it cannot send
 * twice; the API's answer kept as field errors and as `problem` (the form
 * decides what to show of it). The API client loads when the form is first touched.
 *
 * After the first submit, a field's error goes as soon as its value passes
 * the schema, as it is typed or chosen, and leaving a field without an error
 * shows the schema's verdict on it (docs/spec.md §5.1 "Rules every form keeps"); other
 * fields' errors stay until the next submit.
 */
export function useApiForm<C, I>({ load, check, read, send, networkMessage }: ApiFormOptions<C, I>) {
  const { t, i18n } = useTranslation('common');
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // Fields are checked again as they change only once the form was submitted.
  const submitted = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    formRef.current = form;
    submitted.current = true;
    const input = read(new FormData(form));
    setBusy(true);
    setProblem(null);
    try {
      const client = await load();
      const invalid = check(client, input);
      setErrors(invalid ?? {});
      if (invalid) focusFirstInvalid();
      else await send(client, input, { locale: i18n.language, form });
    } catch (error) {
      const answer = readApiError(error, networkMessage ?? t('auth.messages.network'));
      setErrors(answer.fields);
      setProblem(answer);
      if (Object.keys(answer.fields).length > 0) focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  /** Forgets one field's errors (a field the schema does not see, such as a chosen file, fixed another way). */
  function clearErrors(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }

  /** Checks one field again after the first submit: on change its error may go, on blur the schema's verdict shows. */
  function recheck(event: FormEvent<HTMLFormElement>, show: boolean) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !name || !submitted.current) return;
    const data = new FormData(event.currentTarget);
    void load()
      .then((client) => setErrors((current) => recheckField(current, check(client, read(data)), name, { show })))
      .catch(() => undefined);
  }

  return {
    errors,
    problem,
    busy,
    clearErrors,
    submitDisabled: busy || !hydrated,
    formProps: {
      method: 'post',
      noValidate: true,
      onSubmit,
      onFocus: () => void load().catch(() => undefined),
      onChange: (event: FormEvent<HTMLFormElement>) => recheck(event, false),
      onBlur: (event: FormEvent<HTMLFormElement>) => recheck(event, true),
    },
  };
}

/** A text field of a FormData, '' when absent. */
export function field(data: FormData, name: string): string {
  return String(data.get(name) ?? '');
}

/** Several text fields of a FormData by name, each '' when absent. */
export function fields<const N extends string>(data: FormData, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, field(data, name)])) as Record<N, string>;
}

/** Whether a checkbox of a FormData is ticked. */
export function checked(data: FormData, name: string): boolean {
  return data.get(name) === 'on';
}

/**
 * What a form says above its fields after the API refused it: the errors of fields it does not show (a token, a
 * honeypot, the job applied to), translated where they are keys; else the API's message when it named no field;
 * else nothing (the fields say it).
 */
export function formFailure(problem: ApiErrorInfo | null, shown: ReadonlySet<string>, translate: (key: string) => string): string | null {
  if (!problem) return null;
  const unshown = Object.entries(problem.fields).flatMap(([name, messages]) => (shown.has(name) ? [] : messages));
  if (unshown.length > 0) return unshown.map((message) => (TRANSLATION_KEY.test(message) ? translate(message) : message)).join(' ');
  return Object.keys(problem.fields).length === 0 ? problem.message : null;
}
