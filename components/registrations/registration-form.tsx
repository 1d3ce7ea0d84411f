import { useId, useState } from 'react';
import { FormAlert, FormField, SelectField } from '@/components/forms/form-field';
import { MobileField, typedPhone } from '@/components/forms/mobile-field';
import { ConsentField } from '@/components/forms/consent-field';
import { checked, field, fields, useApiForm } from '@/components/forms/use-api-form';
import { AUDIENCE_TYPES } from '@/lib/registrations/rules';
import type { RegistrationInput } from '@/lib/registrations/schema';
import { useTranslation } from '@/lib/use-translation';
import type { RegistrationAnswer } from '@/lib/registrations/views';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
import { ResendTicket } from './resend-ticket';
import styles from './registration.module.scss';

export interface Registered extends RegistrationAnswer {
  existing: boolean;
  /** The mobile number or e-mail address it was made or found with; null when this browser's cookie or a ticket link found it. */
  mobile: string | null;
  /** The key of the ticket link (from its SMS or e-mail) that opened it. */
  linkKey?: string | null;
}

/**
 * The registration form: the shared schema checks it here and on the server;
 * what was typed stays after an error; the button cannot send twice. A
 * repeated mobile number gets its existing registration back in the browser
 * that made it; anywhere else the API's 409 says to look it up with its code,
 * and the alert links to "my registration" and offers to resend the ticket
 * to that number by SMS.
 */
export function RegistrationForm({
  activityId,
  limit,
  full,
  online = false,
  headingId,
  onRegistered,
}: {
  activityId: number;
  limit: number;
  full: boolean;
  /** Held online: the consent speaks of a live link, not of showing a ticket to exhibitors. */
  online?: boolean;
  headingId: string;
  onRegistered: (registered: Registered) => void;
}) {
  const { t } = useTranslation(['activity', 'common']);
  const id = useId();
  // How many people: the form asks a name (and an optional contact) for each beyond the registrant.
  const [quantity, setQuantity] = useState(1);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadRegistrationClient,
    check: (client, input: RegistrationInput) => client.validate(client.schemas.registration, input),
    read: (data): RegistrationInput => ({
      ...fields(data, ['name', 'email', 'company', 'position']),
      mobile: typedPhone(data),
      audience: field(data, 'audience') as RegistrationInput['audience'],
      quantity: Number(field(data, 'quantity')),
      attendees: Array.from({ length: Math.max(0, Number(field(data, 'quantity')) - 1) }, (_, index) => ({
        name: field(data, `attendees.${index}.name`),
        contact: field(data, `attendees.${index}.contact`),
      })),
      consent: checked(data, 'consent') as true,
    }),
    send: async (client, input, { locale }) => {
      const answer = await client.register(activityId, input, locale);
      const contact = client.schemas.registration.parse(input);
      onRegistered({ ...answer, mobile: contact.mobile || contact.email });
    },
    networkMessage: t('form.network'),
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {full ? <p className={styles.notice}>{t('form.fullNotice')}</p> : null}
      {failure ? (
        <FormAlert>
          {failure}
          {problem?.status === 409 ? (
            <>
              {' '}
              <a href="#my-registration">{t('form.alreadyRegisteredLink')}</a>
              <ResendTicket activityId={activityId} />
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <FormField
        id={`${id}-name`}
        name="name"
        autoComplete="name"
        label={t('form.name') + ' *'}
        hint={t(online ? 'form.nameHintOnline' : 'form.nameHint')}
        required
        maxLength={40}
        errors={errors.name}
      />
      {/* A mobile number (mainland, or another country's) and/or an e-mail address: at least one. */}
      <div className={styles.pair}>
        <MobileField id={`${id}-mobile`} label={t('form.mobile')} hint={t('form.mobileHint')} withCountry errors={errors.mobile} />
        <FormField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={t('form.email')}
          hint={t('form.emailHint')}
          maxLength={254}
          errors={errors.email}
        />
      </div>
      <div className={styles.pair}>
        <FormField
          id={`${id}-company`}
          name="company"
          autoComplete="organization"
          label={t('form.company') + ' *'}
          required
          maxLength={80}
          errors={errors.company}
        />
        <FormField
          id={`${id}-position`}
          name="position"
          autoComplete="organization-title"
          label={t('form.position') + ' *'}
          required
          maxLength={40}
          errors={errors.position}
        />
      </div>
      <div className={styles.pair}>
        <SelectField id={`${id}-audience`} name="audience" label={t('form.audience') + ' *'} required defaultValue="" errors={errors.audience}>
          <option value="" disabled>
            {t('form.audienceChoose')}
          </option>
          {AUDIENCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`audienceType.${type}`)}
            </option>
          ))}
        </SelectField>
        {limit > 1 ? (
          <SelectField
            id={`${id}-quantity`}
            name="quantity"
            label={t('form.quantity') + ' *'}
            hint={t('form.quantityHint', { limit })}
            defaultValue="1"
            errors={errors.quantity}
            onChange={(event) => setQuantity(Number(event.currentTarget.value) || 1)}
          >
            {Array.from({ length: limit }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        ) : (
          // Nothing to choose: one person per registration, said as text.
          <div className={styles.fixedValue}>
            <span className={styles.fixedLabel}>{t('form.quantity')}</span>
            <span>{t('form.quantityOne')}</span>
            <input type="hidden" name="quantity" value="1" />
          </div>
        )}
      </div>
      {quantity > 1 ? (
        <div className={styles.attendees}>
          <p className={styles.muted}>{t('form.attendeesLead')}</p>
          {Array.from({ length: quantity - 1 }, (_, index) => (
            <fieldset key={index} className={styles.attendee}>
              <legend>{t('form.attendeeLegend', { position: index + 2 })}</legend>
              <div className={styles.pair}>
                <FormField
                  id={`${id}-attendee-${index}-name`}
                  name={`attendees.${index}.name`}
                  autoComplete="off"
                  label={t('form.attendeeName') + ' *'}
                  hint={t('form.attendeeNameHint')}
                  required
                  maxLength={40}
                  errors={errors[`attendees.${index}.name`]}
                />
                <FormField
                  id={`${id}-attendee-${index}-contact`}
                  name={`attendees.${index}.contact`}
                  autoComplete="off"
                  label={t('form.attendeeContact')}
                  hint={t('form.attendeeContactHint')}
                  maxLength={120}
                  errors={errors[`attendees.${index}.contact`]}
                />
              </div>
            </fieldset>
          ))}
        </div>
      ) : null}
      <ConsentField
        id={`${id}-consent`}
        before={t('form.consentBefore')}
        link={t('form.consentLink')}
        after={`${online ? t('form.consentAfterOnline') : t('form.consentAfter')} *`}
        error={errors.consent ? t('form.errors.consentRequired') : null}
      />
      <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
