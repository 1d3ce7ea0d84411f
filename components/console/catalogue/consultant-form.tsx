import { useId } from 'react';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { field } from '@/components/forms/use-api-form';
import type { CatalogueInputOf } from '@/lib/admin-catalogue-client';
import { routes, withQuery } from '@/lib/routes';
import { linesOf } from '@/lib/schemas/admin-catalogue';
import { CONSULTANT_LIMITS } from '@/lib/schemas/admin-consultant';
import { useTranslation } from '@/lib/use-translation';
import type { ConsultantEditProps } from '@/lib/views/admin-catalogue-views';
import { CatalogueFormFrame } from './catalogue-form-frame';
import { CatalogueImageField } from './catalogue-image-field';
import { useCatalogueForm } from './use-catalogue-form';
import { BilingualPair } from './bilingual-pair';
import styles from './catalogue.module.scss';

function readConsultant(data: FormData): CatalogueInputOf['consultants'] {
  return {
    name: field(data, 'name'),
    nameEn: field(data, 'nameEn'),
    title: field(data, 'title'),
    titleEn: field(data, 'titleEn'),
    expertise: linesOf(field(data, 'expertise')),
    expertiseEn: linesOf(field(data, 'expertiseEn')),
    bio: field(data, 'bio'),
    bioEn: field(data, 'bioEn'),
    photo: field(data, 'photo'),
    phone: field(data, 'phone'),
    email: field(data, 'email'),
    version: field(data, 'version') || undefined,
  };
}

/**
 * /admin/consultants/edit?id= (no id: a new consultant): name and title with
 * optional English ones, expertise one area a line, biography, photo (uploaded
 * here), and how to reach them — a mainland phone number and an e-mail
 * address, both optional, both checked.
 */
export function ConsultantForm(props: ConsultantEditProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const id = useId();
  const editor = useCatalogueForm({ kind: 'consultants', initial: props.consultant, read: readConsultant });
  const consultant = editor.record;
  const errors = editor.errors;
  const required = t('form.required');

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
        <BilingualPair id={id} name="name" label={t('form.consultants.name') + required} labelEn={t('form.consultants.nameEn')} value={consultant?.name} valueEn={consultant?.nameEn} errors={errors} />
        <BilingualPair id={id} name="title" label={t('form.consultants.title') + required} labelEn={t('form.consultants.titleEn')} value={consultant?.title} valueEn={consultant?.titleEn} errors={errors} />
        <div className={styles.pair}>
          <TextAreaField
            id={`${id}-expertise`}
            name="expertise"
            label={t('form.consultants.expertise') + required}
            hint={t('form.consultants.expertiseHint', { lines: CONSULTANT_LIMITS.expertise, length: CONSULTANT_LIMITS.expertiseLength })}
            defaultValue={consultant?.expertise.join('\n')}
            rows={4}
            errors={errors.expertise}
          />
          <TextAreaField
            id={`${id}-expertiseEn`}
            name="expertiseEn"
            label={t('form.consultants.expertiseEn')}
            hint={t('form.consultants.expertiseEnHint')}
            defaultValue={consultant?.expertiseEn.join('\n')}
            lang="en"
            rows={4}
            errors={errors.expertiseEn}
          />
        </div>
        <TextAreaField
          id={`${id}-bio`}
          name="bio"
          label={t('form.consultants.bio') + required}
          hint={t('form.consultants.bioHint', { length: CONSULTANT_LIMITS.bio })}
          defaultValue={consultant?.bio}
          rows={5}
          errors={errors.bio}
        />
        <TextAreaField id={`${id}-bioEn`} name="bioEn" label={t('form.consultants.bioEn')} defaultValue={consultant?.bioEn} lang="en" rows={5} errors={errors.bioEn} />
        <CatalogueImageField
          id={`${id}-photo`}
          name="photo"
          label={t('form.consultants.photo')}
          hint={t('form.consultants.photoHint')}
          initial={consultant?.photo ?? ''}
          previewSize={{ width: 120, height: 120 }}
          errors={errors.photo}
          onBusy={editor.onImageBusy}
        />
      </fieldset>
      <fieldset>
        <legend>{t('form.consultants.contact')}</legend>
        <div className={styles.pair}>
          <FormField
            id={`${id}-phone`}
            name="phone"
            type="tel"
            label={t('form.consultants.phone')}
            hint={t('form.consultants.phoneHint')}
            defaultValue={consultant?.phone}
            autoComplete="off"
            errors={errors.phone}
          />
          <FormField
            id={`${id}-email`}
            name="email"
            type="email"
            label={t('form.consultants.email')}
            defaultValue={consultant?.email}
            autoComplete="off"
            errors={errors.email}
          />
        </div>
      </fieldset>
    </CatalogueFormFrame>
  );
}
