import { useCallback, useEffect, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { loadMeetingClient } from '@/lib/companies/load-meeting-client';
import type { MeetingActionInput } from '@/lib/companies/meeting-schemas';
import type { Locale } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';

type Client = Awaited<ReturnType<typeof loadMeetingClient>>;

/**
 * A list of meetings read from the API after the page loads (the member's or the company's), and the actions
 * on them: each action sends the meeting's version, then the list is read again — also after a refusal (a
 * second tab acted first: the list shows what happened, and the refusal says so).
 */
export function useMeetingList<T>(read: (client: Client, locale: Locale) => Promise<T>) {
  const { t, i18n } = useTranslation('meetings');
  const locale = i18n.language as Locale;
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    loadMeetingClient()
      .then((client) => read(client, locale))
      .then(
        (answer) => {
          if (!live) return;
          setData(answer);
          setFailed(false);
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [read, locale, reads]);

  async function act(id: number, input: MeetingActionInput): Promise<boolean> {
    setBusyId(id);
    setMessage(null);
    try {
      const client = await loadMeetingClient();
      await client.act(id, input, locale);
      setMessage({ tone: 'success', text: t(`done.${input.action}`) });
      return true;
    } catch (error) {
      const info = readApiError(error, t('list.network'));
      const fieldMessages = Object.values(info.fields).flat().filter((text) => !text.includes(':'));
      setMessage({ tone: 'error', text: fieldMessages[0] ?? info.message });
      return false;
    } finally {
      reload();
      setBusyId(null);
    }
  }

  return { data, failed, message, busyId, act, reload };
}
