import { useEffect, useRef, useState } from 'react';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import type { StaffStatusChange } from '@/lib/activities/rules';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import type { StaffRegistrationRowView } from '@/lib/registrations/staff-views';
import { loadAdminActivityClient } from './load-admin-activity-client';

export type StatusMessage = { tone: 'success' | 'error'; text: string };

/**
 * Status changes of /admin/registrations: one at a time; on success the page's
 * data is read again (totals, the row, and any registrations the waitlist
 * moved up; the row stays busy for at least 200 ms), and what happened is said in a message that takes the focus (the
 * button pressed may be gone); a refusal says why (no seats left, a status
 * that does not allow it).
 */
export function useRegistrationStatus() {
  const { t, i18n } = useTranslation(['admin-activities', 'common']);
  const page = usePageRefresh();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const [shown, setShown] = useState(0);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (shown > 0) messageRef.current?.focus();
  }, [shown]);

  async function change(row: StaffRegistrationRowView, status: StaffStatusChange) {
    if (busyId !== null) return;
    setBusyId(row.id);
    setMessage(null);
    try {
      const client = await loadAdminActivityClient();
      const answer = await client.setRegistrationStatus(row.id, status, i18n.language);
      const done = t(`status.done.${status}`, { name: row.name });
      setMessage({ tone: 'success', text: answer.promoted > 0 ? `${done} ${t('status.promoted', { count: answer.promoted })}` : done });
      await page.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: readApiError(error, t('status.network')).message });
    } finally {
      setBusyId(null);
      setShown((count) => count + 1);
    }
  }

  return { busyId, message, messageRef, change };
}
