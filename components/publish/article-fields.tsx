import type { FormEvent } from 'react';
import { CoverField } from '@/components/forms/cover-field';
import { FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { RichTextField } from '@/components/forms/rich-text/rich-text-field';
import type { DraftValues } from '@/lib/articles/draft-store';
import { ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, type ArticleChannel } from '@/lib/articles/rules';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';

const length = (text: string) => Array.from(text).length;

type ArticleText = Pick<DraftValues, 'title' | 'channel' | 'summary'>;

/**
 * The text fields' values when the form's `change` event came from one of them
 * (they are uncontrolled: what is typed before the page is interactive stays),
 * else null.
 */
export function changedArticleText(event: FormEvent<HTMLFormElement>, channel: ArticleChannel): ArticleText | null {
  const target = event.target as HTMLElement;
  if (!['title', 'channel', 'summary'].includes(target.getAttribute('name') ?? '')) return null;
  const data = new FormData(event.currentTarget);
  return {
    title: String(data.get('title') ?? ''),
    channel: String(data.get('channel') ?? channel) as ArticleChannel,
    summary: String(data.get('summary') ?? ''),
  };
}

/**
 * An article's fields — title, column, summary, cover and the body editor — as
 * the author writes them on /publish and an editor in the console. The form
 * around them reads the text fields with `changedArticleText`; the cover and
 * the body report through `onChange`.
 */
export function ArticleFields({
  id,
  values,
  channels,
  errors,
  startBody,
  onChange,
  onUploading,
}: {
  id: string;
  values: DraftValues;
  channels: readonly ArticleChannel[];
  errors: FieldErrors;
  /** The body the editor starts from. */
  startBody: string;
  onChange: (patch: Partial<DraftValues>, byAuthor?: boolean) => void;
  onUploading: (count: number) => void;
}) {
  const { t } = useTranslation(['publish', 'listing']);
  return (
    <>
      <FormField
        id={`${id}-title`}
        name="title"
        label={t('form.title') + t('form.required')}
        placeholder={t('form.titlePlaceholder')}
        defaultValue={values.title}
        maxLength={ARTICLE_TITLE_MAX}
        autoComplete="off"
        errors={errors.title}
      />
      <SelectField id={`${id}-channel`} name="channel" label={t('form.channel')} defaultValue={values.channel} errors={errors.channel}>
        {channels.map((channel) => (
          <option key={channel} value={channel}>
            {t(`listing:publish.member.channels.${channel}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-summary`}
        name="summary"
        label={t('form.summary') + t('form.required')}
        hint={t('form.summaryHint')}
        defaultValue={values.summary}
        rows={3}
        count={length(values.summary)}
        max={ARTICLE_SUMMARY_MAX}
        errors={errors.summary}
      />
      <CoverField
        id={`${id}-cover`}
        cover={values.cover ? { url: values.cover, width: values.coverWidth, height: values.coverHeight } : null}
        errors={errors.cover}
        onChange={(cover) => onChange({ cover: cover?.url ?? '', coverWidth: cover?.width ?? null, coverHeight: cover?.height ?? null })}
      />
      <RichTextField
        id={`${id}-body`}
        label={t('form.body') + t('form.required')}
        hint={t('form.bodyHint')}
        countText={(count, max) => t('form.bodyCount', { count, max })}
        initialHtml={startBody}
        html={values.body}
        errors={errors.body}
        onChange={(body, byAuthor) => onChange({ body }, byAuthor)}
        onUploading={onUploading}
      />
    </>
  );
}
