import { useState } from 'react';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from './filter-panel';
import { EmptyState } from '@/components/common/empty-state';
import { ConsoleShell } from './console-shell';
import { FeedbackInboxItem } from './staff-feedback-item';
import { FeedbackSpamLog } from './staff-feedback-spam-log';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@/lib/feedback/rules';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { FeedbackStatusFilter, StaffFeedbackProps, StaffFeedbackView } from '@/lib/feedback/views';
import shared from './console.module.scss';
import styles from './staff-feedback.module.scss';

const FILTERS: readonly FeedbackStatusFilter[] = [...FEEDBACK_STATUSES, 'all'];

/** Status and keyword: a plain GET form, so it works before and without JavaScript. */
function StaffFeedbackFilters({ status, q }: { status: FeedbackStatusFilter; q: string }) {
  const { t } = useTranslation('contact');
  // The new messages are where the inbox starts: not a filter set.
  const active = [status !== 'new', q !== ''].filter(Boolean).length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminFeedback} label={t('staff.filter')} submit={t('staff.filter')} className={styles.filters}>
      <FilterSelect name="status" label={t('staff.status')} value={status} choices={FILTERS.map((filter) => ({ value: filter, label: t(`staff.statuses.${filter}`) }))} />
      <FilterInput name="q" label={t('staff.q')} value={q} placeholder={t('staff.qPlaceholder')} />
    </ConsoleFilterForm>
  );
}

/** The counts per status once the messages changed here are moved from their old status to their new one. */
function countsAfter(counts: Record<FeedbackStatus, number>, items: StaffFeedbackView[], changed: Record<number, StaffFeedbackView>) {
  const next = { ...counts };
  for (const item of items) {
    const now = changed[item.id];
    if (now && now.status !== item.status) {
      next[item.status] -= 1;
      next[now.status] += 1;
    }
  }
  return next;
}

/**
 * /admin/feedback: the contact form's messages for editors — the new ones by
 * default — each marked handled (or new again) in place, and below them what
 * the form's spam checks turned away.
 */
export function StaffFeedback({ status, q, counts, items, truncated, spam }: StaffFeedbackProps) {
  const { t } = useTranslation(['contact', 'common']);
  // Answers of the handle button, by id; a new list from the server (another filter) starts afresh.
  const [changes, setChanges] = useState<{ items: StaffFeedbackView[]; byId: Record<number, StaffFeedbackView> }>({ items, byId: {} });
  const changed = changes.items === items ? changes.byId : {};
  const change = (feedback: StaffFeedbackView) =>
    setChanges((previous) => ({ items, byId: { ...(previous.items === items ? previous.byId : {}), [feedback.id]: feedback } }));
  const filtered = status !== 'new' || q !== '';

  return (
    <ConsoleShell routeKey="adminFeedback" lead={t('staff.lead')}>
      <div className={shared.page}>
        <StaffFeedbackFilters status={status} q={q} />
        <p className={shared.summary}>{t('staff.summary', countsAfter(counts, items, changed))}</p>
        <section className={styles.inbox} aria-labelledby="feedback-list-title">
          <h2 id="feedback-list-title" className="visually-hidden">
            {t('staff.listTitle')}
          </h2>
          {items.length === 0 ? (
            <EmptyState
              heading="h3"
              title={filtered ? t('staff.emptyFiltered') : t('staff.emptyNew')}
              text={filtered ? t('staff.emptyFilteredText') : t('staff.emptyNewText')}
            />
          ) : (
            <ol className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <FeedbackInboxItem feedback={changed[item.id] ?? item} onChange={change} />
                </li>
              ))}
            </ol>
          )}
          {truncated ? <p className={shared.note}>{t('staff.more', { count: items.length })}</p> : null}
        </section>
        <FeedbackSpamLog spam={spam} />
      </div>
    </ConsoleShell>
  );
}
