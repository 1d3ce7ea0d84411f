import { useEffect, useId } from 'react';
import { FormAlert, FormField, SelectField } from '@/components/forms/form-field';
import { MobileField, typedPhone } from '@/components/forms/mobile-field';
import { ConsentField } from '@/components/forms/consent-field';
import { checked, field, fields, formFailure, useApiForm } from '@/components/forms/use-api-form';
import { readApiError } from '@/lib/api-error';
import { COMPANY_MAX_LENGTH, FEEDBACK_TOPICS, HONEYPOT_FIELD, NAME_MAX_LENGTH } from '@/lib/feedback/rules';
import { AUDIENCE_TYPES } from '@/lib/registrations/rules';
import type { FeedbackInput } from '@/lib/feedback/schema';
import { useTranslation } from '@/lib/use-translation';
import type { FeedbackAnswer } from '@/lib/feedback/views';
import { FeedbackHoneypot } from './feedback-honeypot';
import { FeedbackMessageField } from './feedback-message-field';
import { loadFeedbackClient, useFeedbackToken } from './feedback-token';
import styles from './feedback-form.module.scss';

/** The fields a visitor sees: the API's errors for any other field (the token, the honeypot) are said above the form. */
const SHOWN_FIELDS = new Set(['name', 'company', 'mobile', 'email', 'audience', 'topic', 'message', 'consent']);

function readFeedback(data: FormData): FeedbackInput {
  return {
    ...fields(data, ['name', 'company', 'email', 'message', HONEYPOT_FIELD]),
    mobile: typedPhone(data),
    audience: field(data, 'audience') as FeedbackInput['audience'],
    topic: field(data, 'topic') as FeedbackInput['topic'],
    consent: checked(data, 'consent') as true,
  };
}

/**
 * The contact form: checked here with the API's schema, sent once however
 * often the button is pressed, with the page's token; every error keeps what
 * was typed. A refused token is replaced at once, so pressing the button
 * again sends the message.
 */
export function FeedbackFields({
  headingId,
  focusOnMount = false,
  onSent,
}: {
  headingId: string;
  /** Put the focus on the first field (the form came back for another message). */
  focusOnMount?: boolean;
  onSent: (answer: FeedbackAnswer) => void;
}) {
  const { t } = useTranslation(['contact', 'common']);
  const id = useId();
  const token = useFeedbackToken();
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadFeedbackClient,
    check: (client, input: FeedbackInput) => client.validate(client.schemas.feedback, input),
    read: readFeedback,
    send: async (client, input, { locale }) => {
      try {
        onSent(await client.sendFeedback({ ...input, token: await token.current() }, locale));
      } catch (error) {
        if (readApiError(error, '').fields.token) token.renew();
        throw error;
      }
    },
    networkMessage: t('form.network'),
  });

  useEffect(() => {
    if (focusOnMount) document.getElementById(`${id}-name`)?.focus();
  }, [focusOnMount, id]);

  const failure = formFailure(problem, SHOWN_FIELDS, t);

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      {...formProps}
      onFocus={() => {
        formProps.onFocus();
        token.prime();
      }}
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.pair}>
        <FormField id={`${id}-name`} name="name" autoComplete="name" label={`${t('form.name')} *`} required maxLength={NAME_MAX_LENGTH} errors={errors.name} />
        <FormField id={`${id}-company`} name="company" autoComplete="organization" label={t('form.company')} maxLength={COMPANY_MAX_LENGTH} errors={errors.company} />
      </div>
      <fieldset className={styles.group}>
        <legend>
          {`${t('form.contactGroup')} *`}
          <span className={styles.legendHint}>{t('form.contactHint')}</span>
        </legend>
        <div className={styles.pair}>
          <MobileField
            id={`${id}-mobile`}
            label={t('form.mobile')}
            withCountry
            errors={errors.mobile}
          />
          <FormField id={`${id}-email`} name="email" type="email" autoComplete="email" label={t('form.email')} maxLength={254} errors={errors.email} />
        </div>
      </fieldset>
      <div className={styles.pair}>
        <SelectField id={`${id}-audience`} name="audience" label={`${t('form.audience')} *`} required defaultValue="" errors={errors.audience}>
          <option value="" disabled>
            {t('form.choose')}
          </option>
          {AUDIENCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`form.audienceTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-topic`} name="topic" label={`${t('form.topic')} *`} required defaultValue="" errors={errors.topic}>
          <option value="" disabled>
            {t('form.choose')}
          </option>
          {FEEDBACK_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`form.topics.${topic}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <FeedbackMessageField id={`${id}-message`} errors={errors.message} />
      <ConsentField
        id={`${id}-consent`}
        before={t('form.consentBefore')}
        link={t('form.consentLink')}
        after={`${t('form.consentAfter')} *`}
        error={errors.consent ? t('form.errors.consentRequired') : null}
      />
      <FeedbackHoneypot id={`${id}-${HONEYPOT_FIELD}`} />
      <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
