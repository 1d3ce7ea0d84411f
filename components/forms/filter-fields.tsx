import { createContext, useContext, useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * The fields of a list's filter form (a plain GET form, so it works before and
 * without JavaScript): each a label and its control in a frame of the form's
 * own style, the control's id made from the form's and the field's name, its
 * value the one the page was asked for. <FilterFields> holds what the fields
 * of one form share; <FilterSelect> and <FilterInput> are the fields.
 */

interface FilterFieldsFrame {
  idPrefix: string;
  fieldClassName?: string;
}

const FilterFieldsContext = createContext<FilterFieldsFrame>({ idPrefix: 'filter' });

/** The fields of one filter form: `fieldClassName` is each field's frame (the form's stylesheet says how they stand). */
export function FilterFields({ fieldClassName, children }: { fieldClassName?: string; children: ReactNode }) {
  const idPrefix = useId();
  return <FilterFieldsContext.Provider value={{ idPrefix, fieldClassName }}>{children}</FilterFieldsContext.Provider>;
}

/** A label and its control in the field's frame; `children` receives the control's id. */
function FilterField({ name, label, className, children }: { name: string; label: string; className?: string; children: (id: string) => ReactNode }) {
  const { idPrefix, fieldClassName } = useContext(FilterFieldsContext);
  const id = `${idPrefix}-${name}`;
  return (
    <div className={[fieldClassName, className].filter(Boolean).join(' ') || undefined}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

export interface FilterChoiceOption {
  value: string | number;
  label: ReactNode;
}

/**
 * A choice among `choices`, `value` chosen; `all` (when given) is the first
 * option, the empty value that sets no filter.
 */
export function FilterSelect({
  name,
  label,
  value,
  choices,
  all,
  className,
}: {
  name: string;
  label: string;
  value: string;
  choices: readonly FilterChoiceOption[];
  all?: string;
  /** A class beside the field's frame (a wider field). */
  className?: string;
}) {
  return (
    <FilterField name={name} label={label} className={className}>
      {(id) => (
        <select id={id} name={name} defaultValue={value}>
          {all === undefined ? null : <option value="">{all}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** A typed filter: a keyword (`type="search"`, at most 100 characters unless told) or a date. */
export function FilterInput({
  name,
  label,
  value,
  type = 'search',
  className,
  ...input
}: {
  name: string;
  label: string;
  value: string;
  type?: 'search' | 'date';
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'placeholder' | 'autoComplete'>) {
  const maxLength = input.maxLength ?? (type === 'search' ? 100 : undefined);
  return (
    <FilterField name={name} label={label} className={className}>
      {(id) => <input id={id} name={name} type={type} defaultValue={value} {...input} maxLength={maxLength} />}
    </FilterField>
  );
}
