import { useState } from 'react';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { readApiError } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import { loadChooseClient, type ChooseClient } from './load-choose-client';

/**
 * One step of choosing (a button or a small form): loads the client, runs the step once however often it is
 * pressed, reads the page's data again when it worked, and keeps the API's field errors or message otherwise.
 */
export function useChoiceAction() {
  const { t } = useTranslation(['sourcing', 'common']);
  const page = usePageRefresh();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs `step` (named `name`, for the busy button); true when it worked. */
  async function run(name: string, step: (client: ChooseClient) => Promise<FieldErrors | null | void>): Promise<boolean> {
    if (busy) return false;
    setBusy(name);
    setProblem(null);
    try {
      const client = await loadChooseClient();
      const invalid = await step(client);
      setErrors(invalid ?? {});
      if (invalid) return false;
      await page.refresh();
      return true;
    } catch (error) {
      const info = readApiError(error, t('common:auth.messages.network'));
      setErrors(info.fields);
      setProblem(Object.keys(info.fields).filter((field) => field !== 'version').length === 0 ? info.message : null);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy: busy ?? (page.refreshing ? 'refresh' : null), errors, problem, run };
}
