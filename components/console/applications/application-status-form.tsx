import { useId, useState } from 'react';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { ConsoleStaleAlert } from '@/components/console/console-stale-alert';
import { field, useApiForm } from '@/components/forms/use-api-form';
import { isStaleSave } from '@/lib/api-error';
import { isToldStatus, type ApplicationStatus } from '@/lib/applications/rules';
import { TRANSLATION_KEY } from '@/lib/i18n';
import type { StatusChangeInput } from '@/lib/applications/schema';
import { useTranslation } from '@/lib/use-translation';
import type { StaffApplicationView } from '@/lib/applications/views';
import { loadApplicationsClient } from './load-applications-client';
import styles from './applications.module.scss';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

/**
 * Where the application stands and where it may go next: the steps its status
 * allows, each saying whether the candidate will be told (interview, offer and
 * rejected send an SMS and an e-mail). Sent with the version the page showed:
 * a change someone made meanwhile is a 409 that offers the latest.
 */
export function ApplicationStatusForm({ application, onChanged }: { application: StaffApplicationView; onChanged: (changed: StaffApplicationView) => void }) {
  const { t } = useTranslation(['admin-applications', 'applications', 'common']);
  const page = usePageRefresh();
  const id = useId();
  const [chosen, setChosen] = useState<ApplicationStatus | ''>('');
  const [done, setDone] = useState<string | null>(null);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadApplicationsClient,
    check: (client, input: StatusChangeInput) => client.validate(client.schemas.status, input),
    read: (data): StatusChangeInput => ({ status: field(data, 'status') as ApplicationStatus, version: application.version }),
    send: async (client, input, { locale }) => {
      setDone(null);
      const changed = await client.changeStatus(application.id, input, locale);
      setChosen('');
      setDone(t('detail.changed', { status: t(`applications:status.${changed.status}`) }));
      onChanged(changed);
    },
    networkMessage: t('detail.network'),
  });
  const statusLabel = t(`applications:status.${application.status}`);
  const fieldError = (errors.status ?? []).map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ');
  const stale = problem && isStaleSave(problem) ? problem.message : null;
  const failure = problem && !stale && Object.keys(problem.fields).length === 0 ? problem.message : null;
  const alertRef = useRevealAlert<HTMLParagraphElement>(failure);

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('detail.statusTitle')}</h2>
      <p>
        {t('detail.current')}{' '}
        <span className={styles.status} data-status={application.status}>
          {statusLabel}
        </span>
      </p>
      <p className={done ? styles.message : 'visually-hidden'} data-tone="success" role="status">
        {done}
      </p>
      {application.nextStatuses.length === 0 ? (
        <p className={styles.hint}>{t('detail.final', { status: statusLabel })}</p>
      ) : (
        <form className={styles.form} {...formProps}>
          {stale ? <ConsoleStaleAlert message={stale} onReload={() => page.refresh().then(() => undefined)} /> : null}
          {failure ? (
            <p ref={alertRef} className={styles.message} data-tone="error" role="alert" tabIndex={-1}>
              {failure}
            </p>
          ) : null}
          <label htmlFor={`${id}-status`}>{t('detail.moveTo')}</label>
          <select
            id={`${id}-status`}
            name="status"
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value as ApplicationStatus | '')}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[`${id}-tells`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ')}
          >
            <option value="" disabled>
              {t('detail.choose')}
            </option>
            {application.nextStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`applications:status.${status}`)}
              </option>
            ))}
          </select>
          <p id={`${id}-tells`} className={styles.hint}>
            {chosen === '' ? '' : isToldStatus(chosen) ? t('detail.tells') : t('detail.silent')}
          </p>
          {fieldError ? (
            <p id={`${id}-error`} className={styles.error}>
              {fieldError}
            </p>
          ) : null}
          <button type="submit" disabled={submitDisabled} aria-busy={busy || undefined}>
            {busy ? t('detail.saving') : t('detail.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
