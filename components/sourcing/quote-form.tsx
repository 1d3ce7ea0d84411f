import { useId, useState } from 'react';
import { FormAlert, FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { field, formFailure, useApiForm } from '@/components/forms/use-api-form';
import { addChinaDays } from '@/lib/china-datetime';
import { QUOTE_LEAD_DAYS_MAX, QUOTE_MESSAGE_MAX, QUOTE_PRICE_BASES, QUOTE_VALID_DAYS_DEFAULT, QUOTE_VALID_DAYS_MAX, type QuoteValidityBasis } from '@/lib/sourcing/rules';
import type { SourcingQuoteInput } from '@/lib/sourcing/schema';
import type { OwnQuoteView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { loadSourcingClient } from './load-sourcing-client';
import styles from './sourcing.module.scss';

const SHOWN = new Set(['priceBasis', 'price', 'minOrder', 'leadTimeDays', 'validBasis', 'validDays', 'validUntil', 'message']);

/**
 * The supplier's quote form on a request's page: a first quote, a withdrawn one sent again, or a revision of a
 * sent one (filled with its current terms). It carries the revision it was opened on: when the quote changed
 * meanwhile the API answers 409 and what was typed stays in the fields with the server's message. Checked with
 * the API's own schema (loaded with the client when the form is first touched).
 */
export function QuoteForm({
  requestId,
  today,
  quote,
  mode,
  onSaved,
  onCancel,
}: {
  requestId: number;
  today: string;
  quote: OwnQuoteView | null;
  mode: 'send' | 'revise';
  onSaved: (quote: OwnQuoteView) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['sourcing', 'common']);
  const id = useId();
  const current = quote?.current ?? null;
  const [validBasis, setValidBasis] = useState<QuoteValidityBasis>(current ? 'date' : 'days');
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadSourcingClient,
    check: (client, input: SourcingQuoteInput) => client.validate(client.schemas.quote, input),
    read: (data): SourcingQuoteInput => ({
      priceBasis: field(data, 'priceBasis') as SourcingQuoteInput['priceBasis'],
      price: field(data, 'price'),
      minOrder: field(data, 'minOrder'),
      leadTimeDays: field(data, 'leadTimeDays'),
      validBasis: field(data, 'validBasis') as SourcingQuoteInput['validBasis'],
      validDays: field(data, 'validDays'),
      validUntil: field(data, 'validUntil'),
      message: field(data, 'message'),
      revision: quote?.revision ?? null,
    }),
    send: async (client, input, { locale }) => {
      onSaved(mode === 'revise' ? await client.reviseQuote(requestId, input, locale) : await client.sendQuote(requestId, input, locale));
    },
  });
  const failure = formFailure(problem, SHOWN, (key) => t(key));
  const fieldId = (name: string) => `${id}-${name}`;
  const required = t('form.required');
  const title = mode === 'revise' ? t('quote.revise') : quote ? t('quote.resend') : t('quote.submit');

  return (
    <form {...formProps} className={styles.quoteForm} aria-label={title}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.pair}>
        <SelectField id={fieldId('priceBasis')} name="priceBasis" label={t('quote.priceBasis') + required} defaultValue={current?.priceBasis ?? 'unit'} errors={errors.priceBasis}>
          {QUOTE_PRICE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {t(`quote.bases.${basis}`)}
            </option>
          ))}
        </SelectField>
        <FormField id={fieldId('price')} name="price" type="text" inputMode="decimal" label={t('quote.price') + required} defaultValue={current?.price ?? ''} errors={errors.price} />
      </div>
      <div className={styles.pair}>
        <FormField id={fieldId('minOrder')} name="minOrder" type="text" inputMode="numeric" label={t('quote.minOrder') + required} defaultValue={current ? String(current.minOrder) : ''} errors={errors.minOrder} />
        <FormField
          id={fieldId('leadTimeDays')}
          name="leadTimeDays"
          type="number"
          min={1}
          max={QUOTE_LEAD_DAYS_MAX}
          label={t('quote.leadTime') + required}
          defaultValue={current ? String(current.leadTimeDays) : ''}
          errors={errors.leadTimeDays}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          id={fieldId('validBasis')}
          name="validBasis"
          label={t('quote.validity') + required}
          value={validBasis}
          onChange={(event) => setValidBasis(event.target.value === 'date' ? 'date' : 'days')}
          errors={errors.validBasis}
        >
          <option value="days">{t('quote.validBases.days')}</option>
          <option value="date">{t('quote.validBases.date')}</option>
        </SelectField>
        {validBasis === 'days' ? (
          <FormField
            key="days"
            id={fieldId('validDays')}
            name="validDays"
            type="number"
            min={1}
            max={QUOTE_VALID_DAYS_MAX}
            label={t('quote.validDays') + required}
            defaultValue={String(QUOTE_VALID_DAYS_DEFAULT)}
            errors={errors.validDays}
          />
        ) : (
          <FormField
            key="date"
            id={fieldId('validUntil')}
            name="validUntil"
            type="date"
            min={today}
            max={addChinaDays(today, QUOTE_VALID_DAYS_MAX)}
            label={t('quote.validUntil') + required}
            defaultValue={current && current.validUntil >= today ? current.validUntil : ''}
            errors={errors.validUntil}
          />
        )}
      </div>
      <TextAreaField
        id={fieldId('message')}
        name="message"
        label={t('quote.message')}
        hint={t('quote.messageHint')}
        rows={4}
        maxLength={QUOTE_MESSAGE_MAX * 2}
        defaultValue={current?.message ?? ''}
        errors={errors.message}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
          {busy ? t('quote.sending') : mode === 'revise' ? t('quote.saveRevision') : title}
        </button>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('quote.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
