import { useId, useState } from 'react';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { readApiError } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/http/field-errors';
import { SOURCING_TEXT_MAX } from '@/lib/sourcing/rules';
import type { StaffRequestAction } from '@/lib/sourcing/staff-schema';
import type { StaffRequestRowView } from '@/lib/sourcing/staff-views';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { loadStaffSourcingClient } from './load-staff-client';
import styles from './admin-sourcing.module.scss';

/**
 * Close a request open to quotes, or hide one the public sees, with the reason its buyer is sent (required).
 * Sent with the version the page was opened with: someone else's change since is a 409 said on the form.
 */
export function RequestActions({ request, onDone }: { request: StaffRequestRowView; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const hydrated = useHydrated();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<StaffRequestAction | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const canClose = request.open;
  const canHide = request.status === 'live' || request.status === 'closed';
  if (!canClose && !canHide) return <p className={styles.note}>{t('staff.actions.none')}</p>;

  async function act(action: StaffRequestAction) {
    if (busy) return;
    setBusy(action);
    setProblem(null);
    try {
      const client = await loadStaffSourcingClient();
      const input = { action, reason, version: request.version };
      const invalid = client.validate(client.schemas.action, input);
      setErrors(invalid ?? {});
      if (invalid) {
        document.getElementById(`${id}-reason`)?.focus();
        return;
      }
      await client.actOnRequest(request.id, input, i18n.language);
      onDone(t(action === 'close' ? 'staff.actions.closed' : 'staff.actions.hidden', { title: request.title }));
    } catch (error) {
      const info = readApiError(error, t('common:auth.messages.network'));
      const { version, ...fields } = info.fields;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(version?.[0] ?? info.message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className={styles.actionForm}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void act(canClose ? 'close' : 'hide');
      }}
    >
      <h3 id={`${id}-title`} className={styles.subheading}>
        {t('staff.actions.title')}
      </h3>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <TextAreaField
        id={`${id}-reason`}
        name="reason"
        label={t('staff.actions.reason')}
        hint={t('staff.actions.reasonHint')}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        count={Array.from(reason.trim()).length}
        max={SOURCING_TEXT_MAX.reviewNote}
        errors={errors.reason}
      />
      <div className={styles.buttons}>
        {canClose ? (
          <button type="submit" className={styles.secondary} disabled={!hydrated || busy !== null} aria-busy={busy === 'close' || undefined}>
            {busy === 'close' ? t('staff.sending') : t('staff.actions.close')}
          </button>
        ) : null}
        {canHide ? (
          <button type={canClose ? 'button' : 'submit'} className={styles.danger} disabled={!hydrated || busy !== null} aria-busy={busy === 'hide' || undefined} onClick={canClose ? () => void act('hide') : undefined}>
            {busy === 'hide' ? t('staff.sending') : t('staff.actions.hide')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The company's trust mark and the switch: trusted companies' requests go live without review. */
export function TrustSwitch({ request, onDone }: { request: Pick<StaffRequestRowView, 'companyId' | 'companyName' | 'companyTrusted' | 'companyVersion'>; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = !request.companyTrusted;

  async function toggle() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const client = await loadStaffSourcingClient();
      await client.setCompanyTrusted(request.companyId, { trusted: next, version: request.companyVersion }, i18n.language);
      onDone(t(next ? 'staff.trust.done' : 'staff.trust.undone', { company: request.companyName }));
    } catch (error) {
      const info = readApiError(error, t('common:auth.messages.network'));
      setProblem(info.fields.version?.[0] ?? info.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.trust}>
      <p>
        {request.companyName} · <strong>{request.companyTrusted ? t('staff.trust.trusted') : t('staff.trust.untrusted')}</strong>
      </p>
      <button type="button" className={styles.secondary} disabled={!hydrated || busy} aria-busy={busy || undefined} onClick={() => void toggle()}>
        {busy ? t('staff.sending') : next ? t('staff.trust.mark', { company: request.companyName }) : t('staff.trust.unmark', { company: request.companyName })}
      </button>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
