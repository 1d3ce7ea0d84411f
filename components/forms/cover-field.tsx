import { useTranslation } from '@/lib/use-translation';
import { ImageField, type UploadedImage } from './image-field';

/** A cover image (an article's, an activity's): the image field with the cover's words (the `publish` namespace). */
export function CoverField({
  id,
  cover,
  errors,
  onChange,
}: {
  id: string;
  cover: UploadedImage | null;
  errors?: string[];
  onChange: (cover: UploadedImage | null) => void;
}) {
  const { t } = useTranslation('publish');
  return (
    <ImageField
      id={id}
      label={t('form.cover')}
      hint={t('form.coverHint')}
      image={cover}
      texts={{
        choose: t('form.coverChoose'),
        change: t('form.coverChange'),
        remove: t('form.coverRemove'),
        uploading: t('form.coverUploading'),
        alt: t('form.coverAlt'),
      }}
      errors={errors}
      onChange={onChange}
    />
  );
}
