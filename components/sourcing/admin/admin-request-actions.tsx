import { useId, useState } from 'react';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { SOURCING_TEXT_MAX } from '@/lib/sourcing/rules';
import type { StaffRequestAction } from '@/lib/sourcing/staff-schema';
import type { StaffRequestRowView } from '@/lib/sourcing/staff-views';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { useStaffCall } from './use-staff-call';
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
  const { busy, errors, setErrors, problem, call } = useStaffCall<StaffRequestAction>(onDone);
  const canClose = request.open;
  const canHide = request.status === 'live' || request.status === 'closed';
  if (!canClose && !canHide) return <p className={styles.note}>{t('staff.actions.none')}</p>;

  const act = (action: StaffRequestAction) =>
    call(action, async (client) => {
      const input = { action, reason, version: request.version };
      const invalid = client.validate(client.schemas.action, input);
      setErrors(invalid ?? {});
      if (invalid) {
        document.getElementById(`${id}-reason`)?.focus();
        return null;
      }
      await client.actOnRequest(request.id, input, i18n.language);
      return t(action === 'close' ? 'staff.actions.closed' : 'staff.actions.hidden', { title: request.title });
    });

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
  const { busy, problem, call } = useStaffCall<'trust'>(onDone);
  const next = !request.companyTrusted;

  const toggle = () =>
    call('trust', async (client) => {
      await client.setCompanyTrusted(request.companyId, { trusted: next, version: request.companyVersion }, i18n.language);
      return t(next ? 'staff.trust.done' : 'staff.trust.undone', { company: request.companyName });
    });

  return (
    <div className={styles.trust}>
      <p>
        {request.companyName} · <strong>{request.companyTrusted ? t('staff.trust.trusted') : t('staff.trust.untrusted')}</strong>
      </p>
      <button type="button" className={styles.secondary} disabled={!hydrated || busy !== null} aria-busy={busy !== null || undefined} onClick={() => void toggle()}>
        {busy ? t('staff.sending') : next ? t('staff.trust.mark', { company: request.companyName }) : t('staff.trust.unmark', { company: request.companyName })}
      </button>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
