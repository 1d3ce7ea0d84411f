import type { HTMLAttributes } from 'react';
import { FormField } from '@/components/forms/form-field';
import type { FieldErrors } from '@/lib/http/field-errors';

/** The names of a form's values that hold text (what an input edits). */
export type TextFieldName<Values> = { [Name in keyof Values]-?: Values[Name] extends string ? Name : never }[keyof Values] & string;

/** A form's values and errors and how it takes a change, with the prefix of its fields' ids. */
export interface FieldBinding<Values> {
  id: string;
  values: Values;
  errors: FieldErrors;
  onChange: (patch: Partial<Values>) => void;
}

/** What a bound input is given besides its name: its words and the limits of what is typed in it. */
interface InputOptions {
  label: string;
  hint?: string;
  type?: 'url' | 'datetime-local';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  lang?: string;
}

/** A bound text field's words and limits (a link's field is of type url). */
export type TextFieldOptions = Omit<InputOptions, 'type'> & { type?: 'url' };

/** A bound date-and-time field's words. */
export type DateTimeFieldOptions = Pick<InputOptions, 'label' | 'hint'>;

/**
 * Controlled fields bound by name to a form's values, errors and onChange.
 * `text('venue', { label, maxLength })` is the input `${id}-venue` showing
 * values.venue and errors.venue, which changes venue as it is typed in, with
 * the browser's autocomplete off (nothing here is the person's own details);
 * `dateTime('startsAt', { label })` the same as a datetime-local input (no
 * autocomplete attribute: the browser offers its date and time picker).
 */
export function bindFields<Values extends Record<TextFieldName<Values>, string>>({ id, values, errors, onChange }: FieldBinding<Values>) {
  function field(name: TextFieldName<Values>, { label, hint, type, inputMode, maxLength, lang }: InputOptions, autoComplete?: 'off') {
    return (
      <FormField
        id={`${id}-${name}`}
        type={type}
        label={label}
        hint={hint}
        value={values[name]}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={autoComplete}
        lang={lang}
        errors={errors[name]}
        onChange={(event) => onChange({ [name]: event.currentTarget.value } as Partial<Values>)}
      />
    );
  }
  return {
    text: (name: TextFieldName<Values>, options: TextFieldOptions) => field(name, options, 'off'),
    dateTime: (name: TextFieldName<Values>, options: DateTimeFieldOptions) => field(name, { ...options, type: 'datetime-local' }),
  };
}
