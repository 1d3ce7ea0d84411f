import { useId } from 'react';
import { FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { field } from '@/components/forms/use-api-form';
import type { CatalogueInputOf } from '@/lib/admin-catalogue-client';
import { routes } from '@/lib/routes';
import { PARTNER_CATEGORIES, PARTNER_LIMITS, type PartnerInput } from '@/lib/schemas/admin-partner';
import { useTranslation } from '@/lib/use-translation';
import type { PartnerEditProps } from '@/lib/views/admin-catalogue-views';
import { CatalogueFormFrame } from './catalogue-form-frame';
import { CatalogueImageField } from './catalogue-image-field';
import { useCatalogueForm } from './use-catalogue-form';
import { BilingualPair } from './bilingual-pair';
import styles from './catalogue.module.scss';

function readPartner(data: FormData): CatalogueInputOf['partners'] {
  return {
    name: field(data, 'name'),
    nameEn: field(data, 'nameEn'),
    category: field(data, 'category') as PartnerInput['category'],
    logo: field(data, 'logo'),
    url: field(data, 'url'),
    description: field(data, 'description'),
    descriptionEn: field(data, 'descriptionEn'),
    version: field(data, 'version') || undefined,
  };
}

/**
 * /admin/partners/edit?id= (no id: a new partner): name with an optional
 * English one, category, logo (uploaded here), website (http or https only)
 * and a short description.
 */
export function PartnerForm(props: PartnerEditProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const id = useId();
  const editor = useCatalogueForm({ kind: 'partners', initial: props.partner, read: readPartner });
  const partner = editor.record;
  const errors = editor.errors;
  const required = t('form.required');

  return (
    <CatalogueFormFrame
      kind="partners"
      editor={editor}
      name={partner?.name ?? null}
      publicState={partner ? (partner.hidden ? 'hidden' : 'public') : null}
      publicHref={partner && !partner.hidden ? routes.partners : null}
    >
      <fieldset>
        <legend>{t('form.partners.basics')}</legend>
        <BilingualPair id={id} name="name" label={t('form.partners.name') + required} labelEn={t('form.partners.nameEn')} value={partner?.name} valueEn={partner?.nameEn} errors={errors} />
        <div className={styles.pair}>
          <SelectField id={`${id}-category`} name="category" label={t('form.partners.category') + required} defaultValue={partner?.category ?? ''} errors={errors.category}>
            <option value="" disabled>
              {t('form.partners.categoryChoose')}
            </option>
            {PARTNER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`partners.categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            id={`${id}-url`}
            name="url"
            type="url"
            label={t('form.partners.url')}
            hint={t('form.partners.urlHint')}
            defaultValue={partner?.url}
            placeholder="https://"
            autoComplete="off"
            errors={errors.url}
          />
        </div>
        <CatalogueImageField
          id={`${id}-logo`}
          name="logo"
          label={t('form.partners.logo')}
          hint={t('form.partners.logoHint')}
          initial={partner?.logo ?? ''}
          previewSize={{ width: 160, height: 60 }}
          errors={errors.logo}
          onBusy={editor.onImageBusy}
        />
        <TextAreaField
          id={`${id}-description`}
          name="description"
          label={t('form.partners.description')}
          hint={t('form.partners.descriptionHint', { length: PARTNER_LIMITS.description })}
          defaultValue={partner?.description}
          rows={3}
          errors={errors.description}
        />
        <TextAreaField
          id={`${id}-descriptionEn`}
          name="descriptionEn"
          label={t('form.partners.descriptionEn')}
          defaultValue={partner?.descriptionEn}
          lang="en"
          rows={3}
          errors={errors.descriptionEn}
        />
      </fieldset>
    </CatalogueFormFrame>
  );
}
