import { useState } from 'react';
import { ImageField } from '@/components/forms/image-field';
import { useTranslation } from '@/lib/use-translation';

/**
 * An image of a record (a consultant's photo, a partner's logo): the image
 * field, its address sent with the form in a hidden field named `name`.
 */
export function CatalogueImageField({
  id,
  name,
  label,
  hint,
  initial,
  previewSize,
  errors,
  onBusy,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  initial: string;
  previewSize: { width: number; height: number };
  errors?: string[];
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const [url, setUrl] = useState(initial);
  return (
    <>
      <input type="hidden" name={name} value={url} />
      <ImageField
        id={id}
        label={label}
        hint={hint}
        image={url ? { url, width: null, height: null } : null}
        preview={previewSize}
        texts={{
          choose: t('image.choose'),
          change: t('image.change'),
          remove: t('image.remove'),
          removeLabel: t('image.removeLabel', { label }),
          uploading: t('image.uploading'),
          alt: t('image.preview', { label }),
          none: t('image.none'),
        }}
        errors={errors}
        onChange={(image) => setUrl(image?.url ?? '')}
        onBusy={onBusy}
      />
    </>
  );
}
