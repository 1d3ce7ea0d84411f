import { useState } from 'react';
import { readApiError, type ApiErrorInfo } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';

/**
 * One save of the floor editor at a time: busy while it runs, then the API's field errors (shown at their
 * fields; the form keeps what was typed) or its message.
 */
export function useFloorSave() {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setProblem(null);
    try {
      const done = await work();
      setErrors({});
      return done;
    } catch (error) {
      const info: ApiErrorInfo = readApiError(error, t('common:auth.messages.network'));
      setErrors(info.fields);
      setProblem(Object.keys(info.fields).length > 0 && !info.fields.version ? null : info.message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, problem, run, reset: () => (setErrors({}), setProblem(null)) };
}
