import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import type { CatalogueEditOf } from '@/lib/catalogue/client';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import type { CatalogueKind } from '@/lib/catalogue/views';
import { CatalogueImageField } from './catalogue-image-field';
import styles from './catalogue.module.scss';

type Frame = 'id' | 'name' | 'label' | 'errors';

interface Options {
  /** Marked required in its label ("*"); the schema is what requires it. */
  required?: boolean;
  /** What a new record's field starts with (else empty). */
  initial?: string;
}

type TextOptions = Options & Omit<ComponentProps<typeof FormField>, Frame | 'defaultValue'>;
type AreaOptions = Options & Omit<ComponentProps<typeof TextAreaField>, Frame | 'defaultValue'>;
type SelectOptions = Options & Omit<ComponentProps<typeof SelectField>, Frame | 'defaultValue' | 'children'>;
type ImageOptions = Omit<ComponentProps<typeof CatalogueImageField>, Frame | 'initial'>;

/** A bilingual pair: the Chinese field's hint, and the English one's; `rows` makes both text areas. */
interface PairOptions {
  required?: boolean;
  hint?: string;
  hintEn?: string;
  rows?: number;
}

/** A saved value as its field shows it: lists one item a line, numbers as digits, nothing as empty. */
function formValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join('\n') : String(value);
}

/**
 * The fields of a console edit form (a job, a consultant, a partner), each bound by its name to the record's saved
 * value, its errors and its label (`form.<kind>.<name>` of the admin-catalogue messages), with ids from one
 * prefix: `text`, `area`, `select` and `image` draw one field, `pair` a Chinese field beside its optional English
 * one (`<name>En`, lang="en"), as the public site shows them.
 */
export function useCatalogueFields<K extends CatalogueKind>(kind: K, record: CatalogueEditOf[K] | null, errors: FieldErrors) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const id = useId();
  type Name = Extract<keyof CatalogueEditOf[K], string>;

  const frame = (name: Name, required = false) => ({
    id: `${id}-${name}`,
    name,
    label: t(`form.${kind}.${name}`) + (required ? t('form.required') : ''),
    errors: errors[name],
  });
  const saved = (name: Name, initial?: string) => (record ? formValue(record[name]) : initial);

  const text = (name: Name, { required, initial, ...input }: TextOptions = {}) => (
    <FormField {...frame(name, required)} defaultValue={saved(name, initial)} autoComplete="off" {...input} />
  );
  const area = (name: Name, { required, initial, ...textarea }: AreaOptions = {}) => (
    <TextAreaField {...frame(name, required)} defaultValue={saved(name, initial)} {...textarea} />
  );
  const select = (name: Name, { required, initial = '', ...rest }: SelectOptions, options: ReactNode) => (
    <SelectField {...frame(name, required)} defaultValue={saved(name, initial)} {...rest}>
      {options}
    </SelectField>
  );
  const image = (name: Name, options: ImageOptions) => <CatalogueImageField {...frame(name)} initial={saved(name) ?? ''} {...options} />;

  function pair<N extends Name>(name: `${N}En` extends Name ? N : never, { required, hint, hintEn, rows }: PairOptions = {}) {
    const english = `${name}En` as Name;
    return (
      <div className={styles.pair}>
        {rows ? area(name, { required, hint, rows }) : text(name, { required, hint })}
        {rows ? area(english, { hint: hintEn, rows, lang: 'en' }) : text(english, { hint: hintEn, lang: 'en' })}
      </div>
    );
  }

  return { text, area, select, image, pair };
}
