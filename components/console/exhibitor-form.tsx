import { useId, useState } from 'react';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { field, fields, useApiForm } from '@/components/forms/use-api-form';
import { isStaleSave, readApiError } from '@/lib/api-error';
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  type ExhibitorProfileInput,
  type NewExhibitorInput,
} from '@/lib/accounts/staff-schema';
import { useTranslation } from '@/lib/use-translation';
import type { ExhibitorPasswordAnswer, StaffExhibitorView } from '@/lib/accounts/staff-views';
import { ConsoleStaleAlert } from './console-stale-alert';
import { ExhibitorCompanyField } from './exhibitor-company-field';
import { loadAdminAccountsClient } from './load-admin-accounts-client';
import dialogStyles from './console-dialog.module.scss';
import styles from './admin-accounts.module.scss';

type Props =
  | { mode: 'new'; onCreated: (answer: ExhibitorPasswordAnswer) => void; onCancel: () => void }
  | {
      mode: 'edit';
      exhibitor: StaffExhibitorView;
      onSaved: (exhibitor: StaffExhibitorView) => void;
      /** The account as it is saved now, after a save was refused as stale: the form starts again from it. */
      onReloaded: (exhibitor: StaffExhibitorView) => void;
      onCancel: () => void;
    };

function readProfile(data: FormData): ExhibitorProfileInput {
  return fields(data, ['company', 'boothHall', 'boothNumber', 'contactName', 'contactPhone', 'contactEmail']);
}

/**
 * Opening an exhibitor account (its login, company — an existing company
 * chosen, or a new one — booth and contact; the password is made by the server) or editing one's details. Checked with the
 * API's schema before sending; a login already in use comes back as its
 * field's error. What was typed stays on every error. An edit is sent with
 * the version the form was opened with: when someone saved the account since,
 * the form says so and offers the latest saved details instead.
 */
export function ExhibitorForm(props: Props) {
  const { t, i18n } = useTranslation(['admin-accounts', 'common']);
  const id = useId();
  const creating = props.mode === 'new';
  const current = props.mode === 'edit' ? props.exhibitor : null;
  const [stale, setStale] = useState<string | null>(null);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadAdminAccountsClient,
    check: (client, input: NewExhibitorInput) => client.validate(creating ? client.schemas.newExhibitor : client.schemas.exhibitorProfile, input),
    read: (data): NewExhibitorInput => ({ login: field(data, 'login'), ...readProfile(data), companyId: field(data, 'companyId') }),
    send: async (client, { login, companyId, ...profile }, { locale }) => {
      if (props.mode === 'new') {
        props.onCreated(await client.createExhibitor({ login, companyId, ...profile }, locale));
        return;
      }
      try {
        props.onSaved(await client.updateExhibitor(props.exhibitor.id, { ...profile, companyId, version: props.exhibitor.version }, locale));
      } catch (error) {
        const info = readApiError(error, '');
        if (!isStaleSave(info)) throw error;
        setStale(info.message);
      }
    },
    networkMessage: t('network'),
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;
  const required = (label: string) => `${label}（${t('form.required')}）`;

  return (
    <form className={styles.form} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {creating ? (
        <FormField
          id={`${id}-login`}
          name="login"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          label={required(t('form.login'))}
          hint={t('form.loginHint')}
          errors={errors.login}
        />
      ) : null}
      <FormField
        id={`${id}-company`}
        name="company"
        type="text"
        autoComplete="organization"
        maxLength={COMPANY_MAX_LENGTH}
        defaultValue={current?.company}
        label={required(t('form.company'))}
        errors={errors.company}
      />
      <ExhibitorCompanyField id={`${id}-companyId`} errors={errors.companyId} current={current ? current.companyRecord : undefined} />
      <div className={styles.pair}>
        <FormField
          id={`${id}-hall`}
          name="boothHall"
          type="text"
          maxLength={SHORT_TEXT_MAX_LENGTH}
          defaultValue={current?.boothHall}
          label={t('form.boothHall')}
          hint={t('form.boothHallHint')}
          errors={errors.boothHall}
        />
        <FormField
          id={`${id}-number`}
          name="boothNumber"
          type="text"
          maxLength={SHORT_TEXT_MAX_LENGTH}
          defaultValue={current?.boothNumber}
          label={t('form.boothNumber')}
          hint={t('form.boothNumberHint')}
          errors={errors.boothNumber}
        />
      </div>
      <FormField
        id={`${id}-contact`}
        name="contactName"
        type="text"
        autoComplete="off"
        maxLength={SHORT_TEXT_MAX_LENGTH}
        defaultValue={current?.contactName}
        label={t('form.contactName')}
        errors={errors.contactName}
      />
      <div className={styles.pair}>
        <FormField
          id={`${id}-phone`}
          name="contactPhone"
          type="tel"
          autoComplete="off"
          maxLength={PHONE_MAX_LENGTH}
          defaultValue={current?.contactPhone}
          label={t('form.contactPhone')}
          errors={errors.contactPhone}
        />
        <FormField
          id={`${id}-email`}
          name="contactEmail"
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={current?.contactEmail}
          label={t('form.contactEmail')}
          errors={errors.contactEmail}
        />
      </div>
      {creating ? <p className={styles.note}>{t('form.passwordNote')}</p> : null}
      {stale && props.mode === 'edit' ? (
        <ConsoleStaleAlert
          message={stale}
          onReload={async () => {
            const client = await loadAdminAccountsClient();
            props.onReloaded(await client.loadExhibitor(props.exhibitor.id, i18n.language));
          }}
        />
      ) : null}
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.secondary} onClick={props.onCancel} disabled={busy}>
          {t('form.cancel')}
        </button>
        <button type="submit" className={dialogStyles.primary} disabled={submitDisabled} aria-busy={busy || undefined}>
          {busy ? t('form.sending') : creating ? t('form.submitNew') : t('form.submitEdit')}
        </button>
      </div>
    </form>
  );
}
