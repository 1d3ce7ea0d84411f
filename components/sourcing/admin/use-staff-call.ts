import { useState } from 'react';
import { readApiError } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import { loadStaffSourcingClient } from './load-staff-client';

type StaffClient = Awaited<ReturnType<typeof loadStaffSourcingClient>>;

/**
 * One staff action of /admin/sourcing at a time: `call(name, work)` loads the API client, runs `work` with it
 * (which answers the success message, or null when it refused the input itself) and hands the message to
 * `onDone`; an API error's field errors go to `errors` and anything else (a stale version included) to `problem`.
 */
export function useStaffCall<Name extends string>(onDone: (message: string) => void) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState<Name | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function call(name: Name, work: (client: StaffClient) => Promise<string | null>) {
    if (busy) return;
    setBusy(name);
    setProblem(null);
    try {
      const message = await work(await loadStaffSourcingClient());
      if (message !== null) onDone(message);
    } catch (error) {
      const info = readApiError(error, t('auth.messages.network'));
      const { version, ...fields } = info.fields;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(version?.[0] ?? info.message);
    } finally {
      setBusy(null);
    }
  }

  return { busy, errors, setErrors, problem, call };
}
