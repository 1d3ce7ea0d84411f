import { useId, useState } from 'react';
import { FormAlert, FormField, SelectField } from '@/components/forms/form-field';
import { ConsentField } from '@/components/forms/consent-field';
import { checked, field, fields, formFailure, useApiForm } from '@/components/forms/use-api-form';
import { useSite } from '@/components/providers/site-context';
import { readApiError } from '@/lib/api-error';
import {
  CITY_MAX_LENGTH,
  COVER_NOTE_MAX_LENGTH,
  describeResumeProblem,
  EDUCATION_LEVELS,
  EXPERIENCE_BANDS,
  NAME_MAX_LENGTH,
} from '@/lib/applications/rules';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { maskLogin } from '@/lib/auth/mask-login';
import { MobileField, typedPhone } from '@/components/forms/mobile-field';
import { routes } from '@/lib/routes';
import type { ApplicationFieldsInput } from '@/lib/applications/schema';
import { useTranslation } from '@/lib/use-translation';
import type { ApplyAnswer } from '@/lib/applications/views';
import fieldStyles from '@/components/forms/form-field.module.scss';
import { loadApplicationClient } from './load-application-client';
import { ResumeField, type UploadProgress } from './resume-field';
import styles from './apply.module.scss';

/** The fields a candidate sees: the API's errors for any other (the job) are said above the form. */
const SHOWN_FIELDS = new Set(['name', 'mobile', 'email', 'city', 'experience', 'education', 'coverNote', 'consent', 'resume']);

export interface Applied {
  answer: ApplyAnswer;
  /** The mobile number as typed, masked, for "sent to 138****0000". */
  mobileMasked: string;
}

function readFields(data: FormData): ApplicationFieldsInput {
  return {
    ...fields(data, ['name', 'email', 'city', 'coverNote']),
    mobile: typedPhone(data),
    experience: field(data, 'experience') as ApplicationFieldsInput['experience'],
    education: field(data, 'education') as ApplicationFieldsInput['education'],
    consent: checked(data, 'consent') as true,
  };
}

/**
 * The application form of a job's page: checked here with the API's schema
 * (the résumé by its size and name; the server judges its bytes), sent once
 * however often the button is pressed, with the upload's progress shown; every
 * error keeps what was typed and the chosen file, and a field's error goes as
 * soon as it is put right. A job that closed meanwhile hands over to the note
 * that says so.
 */
export function ApplyForm({
  jobId,
  headingId,
  onApplied,
  onClosed,
}: {
  jobId: number;
  headingId: string;
  onApplied: (applied: Applied) => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation(['applications', 'common']);
  const site = useSite();
  const id = useId();
  const [resume, setResume] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { errors, problem, busy, submitDisabled, formProps, clearErrors } = useApiForm({
    load: loadApplicationClient,
    check: (client, input: ApplicationFieldsInput) => {
      const invalid = client.validate(client.schemas.fields, input) ?? {};
      const fileProblem = resume ? describeResumeProblem(resume) : 'resumeRequired';
      if (fileProblem) invalid.resume = [`applications:form.errors.${fileProblem}`];
      return Object.keys(invalid).length > 0 ? invalid : null;
    },
    read: readFields,
    send: async (client, input, { locale }) => {
      if (!resume) return;
      setProgress({ sent: 0, total: resume.size });
      try {
        const answer = await client.apply(jobId, input, resume, { locale, onProgress: (sent, total) => setProgress({ sent, total }) });
        onApplied({ answer, mobileMasked: maskLogin(client.schemas.fields.shape.mobile.parse(input.mobile)) });
      } catch (error) {
        if (readApiError(error, '').fields.job) onClosed();
        throw error;
      } finally {
        setProgress(null);
      }
    },
    networkMessage: t('form.network'),
  });

  const failure = formFailure(problem, SHOWN_FIELDS, t);
  const text = (name: string, max: number, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField id={`${id}-${name}`} name={name} label={`${t(`form.${name}`)} *`} required maxLength={max} errors={errors[name]} {...extra} />
  );
  const noteErrors = errors.coverNote ?? [];

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.pair}>
        {text('name', NAME_MAX_LENGTH, { autoComplete: 'name' })}
        <MobileField id={`${id}-mobile`} label={`${t('form.mobile')} *`} hint={t('form.mobileHint')} withCountry required errors={errors.mobile} />
      </div>
      <div className={styles.pair}>
        {text('email', 254, { type: 'email', autoComplete: 'email' })}
        {text('city', CITY_MAX_LENGTH, { autoComplete: 'address-level2', hint: t('form.cityHint') })}
      </div>
      <div className={styles.pair}>
        <SelectField id={`${id}-experience`} name="experience" label={`${t('form.experience')} *`} required defaultValue="" errors={errors.experience}>
          <option value="" disabled>
            {t('form.choose')}
          </option>
          {EXPERIENCE_BANDS.map((band) => (
            <option key={band} value={band}>
              {t(`experience.${band}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-education`} name="education" label={`${t('form.education')} *`} required defaultValue="" errors={errors.education}>
          <option value="" disabled>
            {t('form.choose')}
          </option>
          {EDUCATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`education.${level}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <ResumeField
        id={`${id}-resume`}
        file={resume}
        errors={errors.resume}
        progress={progress}
        disabled={busy}
        onChoose={(file) => {
          setResume(file);
          if (!describeResumeProblem(file)) clearErrors('resume');
        }}
      />
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-coverNote`}>{t('form.coverNote')}</label>
        <textarea
          id={`${id}-coverNote`}
          name="coverNote"
          rows={4}
          maxLength={COVER_NOTE_MAX_LENGTH * 2}
          className={styles.textarea}
          aria-invalid={noteErrors.length > 0 || undefined}
          aria-describedby={[`${id}-coverNote-hint`, noteErrors.length > 0 ? `${id}-coverNote-error` : ''].filter(Boolean).join(' ')}
        />
        <p id={`${id}-coverNote-hint`} className={fieldStyles.hint}>
          {t('form.coverNoteHint')}
        </p>
        {noteErrors.length > 0 ? (
          <p id={`${id}-coverNote-error`} className={fieldStyles.error}>
            {noteErrors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
          </p>
        ) : null}
      </div>
      <ConsentField
        id={`${id}-consent`}
        href={`${routes.privacy}#recruitment`}
        before={t('form.consentBefore')}
        link={t('form.consentLink')}
        after={`${t('form.consentAfter', { days: site.applicationRetentionDays })} *`}
        error={errors.consent ? t('form.errors.consentRequired') : null}
      />
      <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
