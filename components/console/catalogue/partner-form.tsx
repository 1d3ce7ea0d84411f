import { fields } from '@/components/forms/use-api-form';
import type { CatalogueInputOf } from '@/lib/catalogue/client';
import { routes } from '@/lib/routes';
import { PARTNER_CATEGORIES, PARTNER_LIMITS, type PartnerInput } from '@/lib/catalogue/partner-schema';
import { useTranslation } from '@/lib/use-translation';
import type { PartnerEditProps } from '@/lib/catalogue/views';
import { CatalogueFormFrame } from './catalogue-form-frame';
import { useCatalogueFields } from './use-catalogue-fields';
import { useCatalogueForm } from './use-catalogue-form';
import styles from './catalogue.module.scss';

function readPartner(data: FormData): Omit<CatalogueInputOf['partners'], 'version'> {
  const { category, ...text } = fields(data, ['name', 'nameEn', 'category', 'logo', 'url', 'description', 'descriptionEn']);
  return { ...text, category: category as PartnerInput['category'] };
}

/**
 * /admin/partners/edit?id= (no id: a new partner): name with an optional
 * English one, category, logo (uploaded here), website (http or https only)
 * and a short description.
 */
export function PartnerForm(props: PartnerEditProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const editor = useCatalogueForm({ kind: 'partners', initial: props.partner, read: readPartner });
  const partner = editor.record;
  const { text, area, select, image, pair } = useCatalogueFields('partners', partner, editor.errors);

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
        {pair('name', { required: true })}
        <div className={styles.pair}>
          {select(
            'category',
            { required: true },
            <>
              <option value="" disabled>
                {t('form.partners.categoryChoose')}
              </option>
              {PARTNER_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`partners.categories.${category}`)}
                </option>
              ))}
            </>,
          )}
          {text('url', { type: 'url', hint: t('form.partners.urlHint'), placeholder: 'https://' })}
        </div>
        {image('logo', { hint: t('form.partners.logoHint'), previewSize: { width: 160, height: 60 }, onBusy: editor.onImageBusy })}
        {area('description', { rows: 3, hint: t('form.partners.descriptionHint', { length: PARTNER_LIMITS.description }) })}
        {area('descriptionEn', { rows: 3, lang: 'en' })}
      </fieldset>
    </CatalogueFormFrame>
  );
}
