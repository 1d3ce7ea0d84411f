import { useId, useState } from 'react';
import { FieldErrors, FormAlert, FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { RichTextField } from '@/components/forms/rich-text/rich-text-field';
import { checked, field, formFailure, useApiForm } from '@/components/forms/use-api-form';
import { COMPANY_KINDS } from '@/lib/companies/rules';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import { addChinaDays } from '@/lib/china-datetime';
import { BUDGET_BASES, OPEN_DAYS_DEFAULT, OPEN_DAYS_MAX, OPEN_DAYS_MIN, SOURCING_TEXT_MAX, SOURCING_TITLE_MIN, SOURCING_UNITS } from '@/lib/sourcing/rules';
import type { SourcingRequestInput } from '@/lib/sourcing/schema';
import type { SourcingCreatedAnswer } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { loadSourcingClient } from './load-sourcing-client';
import styles from './sourcing.module.scss';

const SHOWN = new Set(['title', 'categoryId', 'description', 'quantity', 'unit', 'budgetBasis', 'budgetMin', 'budgetMax', 'region', 'neededBy', 'kindsWanted', 'requirements', 'openDays', 'showCompany']);

/**
 * The form of /sourcing/new: what is needed (title, category, the description in the rich-text editor), how many,
 * the budget (optional), delivery, the kinds of company wanted, requirements, how long it stays open and whether
 * the company is named. Checked with the API's own schema before it is sent (no contact details in the text).
 */
export function SourcingForm({
  categories,
  today,
  trusted,
  onPosted,
}: {
  categories: CategoryGroupView[];
  today: string;
  trusted: boolean;
  onPosted: (request: SourcingCreatedAnswer['request']) => void;
}) {
  const { t } = useTranslation(['sourcing', 'common']);
  const id = useId();
  const [description, setDescription] = useState('');
  const [uploading, setUploading] = useState(0);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadSourcingClient,
    check: (client, input: SourcingRequestInput) => client.validate(client.schemas.request, input),
    read: (data): SourcingRequestInput => ({
      title: field(data, 'title'),
      categoryId: field(data, 'categoryId'),
      description,
      quantity: field(data, 'quantity'),
      unit: field(data, 'unit') as SourcingRequestInput['unit'],
      budgetBasis: field(data, 'budgetBasis') as SourcingRequestInput['budgetBasis'],
      budgetMin: field(data, 'budgetMin'),
      budgetMax: field(data, 'budgetMax'),
      region: field(data, 'region'),
      neededBy: field(data, 'neededBy'),
      kindsWanted: data.getAll('kindsWanted').map(String) as SourcingRequestInput['kindsWanted'],
      requirements: field(data, 'requirements'),
      openDays: field(data, 'openDays'),
      showCompany: checked(data, 'showCompany'),
    }),
    send: async (client, input, { locale }) => {
      if (uploading > 0) return;
      onPosted(await client.postRequest(input, locale));
    },
  });
  const failure = formFailure(problem, SHOWN, (key) => t(key));
  const fieldId = (name: string) => `${id}-${name}`;
  const required = t('form.required');

  return (
    <form {...formProps} className={styles.form} aria-label={t('form.title')}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <p className={styles.hint}>{t('form.contactNote')}</p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.what')}</legend>
        <FormField
          id={fieldId('title')}
          name="title"
          label={t('form.needTitle') + required}
          hint={t('form.needTitleHint', { min: SOURCING_TITLE_MIN, max: SOURCING_TEXT_MAX.title })}
          maxLength={SOURCING_TEXT_MAX.title * 2}
          errors={errors.title}
        />
        <SelectField id={fieldId('categoryId')} name="categoryId" label={t('form.category') + required} defaultValue="" errors={errors.categoryId}>
          <option value="">{t('form.categoryChoose')}</option>
          {categories.map((group) =>
            group.children.length > 0 ? (
              <optgroup key={group.id} label={group.name}>
                {group.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ),
          )}
        </SelectField>
        <RichTextField
          id={fieldId('description')}
          label={t('form.description') + required}
          hint={t('form.descriptionHint')}
          countText={(count) => t('form.descriptionCount', { count, max: SOURCING_TEXT_MAX.description })}
          initialHtml=""
          html={description}
          errors={errors.description}
          onChange={(html) => setDescription(html)}
          onUploading={setUploading}
        />
        <div className={styles.pair}>
          <FormField id={fieldId('quantity')} name="quantity" type="text" inputMode="numeric" label={t('form.quantity') + required} errors={errors.quantity} />
          <SelectField id={fieldId('unit')} name="unit" label={t('form.unit') + required} defaultValue="piece" errors={errors.unit}>
            {SOURCING_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.budgetTitle')}</legend>
        <SelectField id={fieldId('budgetBasis')} name="budgetBasis" label={t('form.budgetBasis')} defaultValue="unit" errors={errors.budgetBasis}>
          {BUDGET_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {t(`budget.${basis}`)}
            </option>
          ))}
        </SelectField>
        <div className={styles.pair}>
          <FormField id={fieldId('budgetMin')} name="budgetMin" type="text" inputMode="decimal" label={t('form.budgetMin')} errors={errors.budgetMin} />
          <FormField id={fieldId('budgetMax')} name="budgetMax" type="text" inputMode="decimal" label={t('form.budgetMax')} errors={errors.budgetMax} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.delivery')}</legend>
        <div className={styles.pair}>
          <FormField id={fieldId('region')} name="region" label={t('form.region') + required} hint={t('form.regionHint')} maxLength={SOURCING_TEXT_MAX.region * 2} errors={errors.region} />
          <FormField id={fieldId('neededBy')} name="neededBy" type="date" min={addChinaDays(today, 1)} label={t('form.neededBy') + required} errors={errors.neededBy} />
        </div>
        <fieldset className={styles.group} aria-describedby={errors.kindsWanted ? `${fieldId('kinds')}-error` : undefined}>
          <legend className={styles.legend}>{t('form.kinds') + required}</legend>
          {COMPANY_KINDS.map((kind) => (
            <label key={kind} className={styles.check}>
              <input type="checkbox" name="kindsWanted" value={kind} defaultChecked={kind === 'factory'} aria-invalid={errors.kindsWanted ? true : undefined} />
              {t(`kinds.${kind}`)}
            </label>
          ))}
          <FieldErrors id={errors.kindsWanted ? `${fieldId('kinds')}-error` : undefined} errors={errors.kindsWanted ?? []} />
        </fieldset>
        <TextAreaField
          id={fieldId('requirements')}
          name="requirements"
          label={t('form.requirements')}
          hint={t('form.requirementsHint')}
          rows={3}
          maxLength={SOURCING_TEXT_MAX.requirements * 2}
          errors={errors.requirements}
        />
        <FormField
          id={fieldId('openDays')}
          name="openDays"
          type="number"
          min={OPEN_DAYS_MIN}
          max={OPEN_DAYS_MAX}
          defaultValue={OPEN_DAYS_DEFAULT}
          label={t('form.openDays') + required}
          hint={t('form.openDaysHint', { min: OPEN_DAYS_MIN, max: OPEN_DAYS_MAX })}
          errors={errors.openDays}
        />
        <div>
          <label className={styles.check}>
            <input type="checkbox" name="showCompany" aria-describedby={fieldId('showCompany-hint')} />
            {t('form.showCompany')}
          </label>
          <p id={fieldId('showCompany-hint')} className={styles.hint}>
            {t('form.showCompanyHint')}
          </p>
        </div>
      </fieldset>
      <div className={styles.footer}>
        <span />
        <button type="submit" className={styles.submit} disabled={submitDisabled || uploading > 0} aria-busy={busy || undefined}>
          {busy ? t('form.sending') : trusted ? t('form.submitTrusted') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
