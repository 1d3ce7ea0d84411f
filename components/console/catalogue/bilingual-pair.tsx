import { FormField } from '@/components/forms/form-field';
import styles from './catalogue.module.scss';

interface BilingualPairProps {
  /** The form's id prefix (useId). */
  id: string;
  /** The Chinese field's name; the English one is `${name}En`. */
  name: string;
  label: string;
  labelEn: string;
  value: string | undefined;
  valueEn: string | undefined;
  errors: Partial<Record<string, string[]>>;
}

/** A text the public site shows in Chinese, side by side with its optional English (what the English pages show). */
export function BilingualPair({ id, name, label, labelEn, value, valueEn, errors }: BilingualPairProps) {
  return (
    <div className={styles.pair}>
      <FormField id={`${id}-${name}`} name={name} label={label} defaultValue={value} autoComplete="off" errors={errors[name]} />
      <FormField id={`${id}-${name}En`} name={`${name}En`} label={labelEn} defaultValue={valueEn} lang="en" autoComplete="off" errors={errors[`${name}En`]} />
    </div>
  );
}
