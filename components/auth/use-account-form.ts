import { useState, type FormEvent } from 'react';
import { readApiError, type ApiErrorInfo } from '@/lib/api-error';
import type { Locale } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { loadAuthClient } from './load-auth-client';
import { useHydrated } from './use-hydrated';

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>;

export interface AccountFormOptions<I> {
  /** The shared schema the input must pass before it is sent. */
  schema: keyof AuthClient['schemas'];
  /** The input, read from the form's (uncontrolled) fields. */
  read: (data: FormData) => I;
  /** Sends a valid input; throws the API's error. */
  send: (client: AuthClient, input: I, context: { locale: Locale; form: HTMLFormElement }) => Promise<void>;
}

/**
 * What the account forms (login, sign-up, change password) share: fields read
 * with FormData, so what was typed stays after an error and survives React
 * taking over a page that was still loading; the shared schema checked before
 * sending; the button disabled until the page is ready and while a request is
 * on its way, so it cannot send twice; the API's answer kept as field errors
 * and as `problem` (the form decides what to show of it). The account API
 * client (axios, zod) loads when the form is first touched.
 */
export function useAccountForm<I>({ schema, read, send }: AccountFormOptions<I>) {
  const { t, i18n } = useTranslation('common');
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<ApiErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = read(new FormData(form));
    setBusy(true);
    setProblem(null);
    try {
      const client = await loadAuthClient();
      const invalid = client.validate(client.schemas[schema], input);
      setErrors(invalid ?? {});
      if (!invalid) await send(client, input, { locale: i18n.language, form });
    } catch (error) {
      const answer = readApiError(error, t('auth.messages.network'));
      setErrors(answer.fields);
      setProblem(answer);
    } finally {
      setBusy(false);
    }
  }

  return {
    errors,
    problem,
    busy,
    submitDisabled: busy || !hydrated,
    formProps: {
      method: 'post',
      noValidate: true,
      onSubmit,
      onFocus: () => void loadAuthClient().catch(() => undefined),
    },
  };
}

/** A text field of a FormData, '' when absent. */
export function field(data: FormData, name: string): string {
  return String(data.get(name) ?? '');
}
