import { fields } from '@/components/forms/use-api-form';
import type { CatalogueInputOf } from '@/lib/catalogue/client';
import { routes, withQuery } from '@/lib/routes';
import { linesOf } from '@/lib/catalogue/schema';
import { CONSULTANT_LIMITS } from '@/lib/catalogue/consultant-schema';
import { useTranslation } from '@/lib/use-translation';
import type { ConsultantEditProps } from '@/lib/catalogue/views';
import { CatalogueFormFrame } from './catalogue-form-frame';
import { useCatalogueFields } from './use-catalogue-fields';
import { useCatalogueForm } from './use-catalogue-form';
import styles from './catalogue.module.scss';

function readConsultant(data: FormData): Omit<CatalogueInputOf['consultants'], 'version'> {
  const { expertise, expertiseEn, ...text } = fields(data, ['name', 'nameEn', 'title', 'titleEn', 'expertise', 'expertiseEn', 'bio', 'bioEn', 'photo', 'phone', 'email']);
  return { ...text, expertise: linesOf(expertise), expertiseEn: linesOf(expertiseEn) };
}

/**
 * /admin/consultants/edit?id= (no id: a new consultant): name and title with
 * optional English ones, expertise one area a line, biography, photo (uploaded
 * here), and how to reach them — a mainland phone number and an e-mail
 * address, both optional, both checked.
 */
export function ConsultantForm(props: ConsultantEditProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const editor = useCatalogueForm({ kind: 'consultants', initial: props.consultant, read: readConsultant });
  const consultant = editor.record;
  const { text, area, image, pair } = useCatalogueFields('consultants', consultant, editor.errors);

  return (
    <CatalogueFormFrame
      kind="consultants"
      editor={editor}
      name={consultant?.name ?? null}
      publicState={consultant ? (consultant.hidden ? 'hidden' : 'public') : null}
      publicHref={consultant && !consultant.hidden ? withQuery(routes.consultant, { id: consultant.id }) : null}
    >
      <fieldset>
        <legend>{t('form.consultants.basics')}</legend>
        {pair('name', { required: true })}
        {pair('title', { required: true })}
        {pair('expertise', {
          required: true,
          rows: 4,
          hint: t('form.consultants.expertiseHint', { lines: CONSULTANT_LIMITS.expertise, length: CONSULTANT_LIMITS.expertiseLength }),
          hintEn: t('form.consultants.expertiseEnHint'),
        })}
        {area('bio', { required: true, rows: 5, hint: t('form.consultants.bioHint', { length: CONSULTANT_LIMITS.bio }) })}
        {area('bioEn', { rows: 5, lang: 'en' })}
        {image('photo', { hint: t('form.consultants.photoHint'), previewSize: { width: 120, height: 120 }, onBusy: editor.onImageBusy })}
      </fieldset>
      <fieldset>
        <legend>{t('form.consultants.contact')}</legend>
        <div className={styles.pair}>
          {text('phone', { type: 'tel', hint: t('form.consultants.phoneHint') })}
          {text('email', { type: 'email' })}
        </div>
      </fieldset>
    </CatalogueFormFrame>
  );
}
