import { useId, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import { withMinimumDelay } from '@/lib/min-delay';
import { FormAlert, FormField } from './form-field';
import { contactFields } from '@/lib/people/contact';
import { MobileField } from './mobile-field';
import { field, useApiForm, type ApiFormOptions } from './use-api-form';

interface ReferenceText {
  /** The field's name and the input's key: `reference`, `number`, `code`. */
  name: string;
  label: string;
  hint: string;
  initial?: string;
}

/**
 * A look-up by a reference the visitor was given and their mobile number (an
 * application's progress, a job application, a registration): the two fields,
 * the button, the answer's failure, and the answer held on screen for at least
 * docs/spec.md §4.2's 200 ms minimum loading display (lib/min-delay.ts), so a quick
 * answer does not flash the busy button. A POST: the number is in no URL.
 * What was found is the caller's to show (`onFound`).
 */
export function LookupForm<C, I, F>({
  headingId,
  reference,
  mobile,
  mobileFirst = false,
  texts,
  load,
  check,
  lookUp,
  networkMessage,
  onFound,
  className,
  fieldsClassName,
  submitClassName,
}: {
  headingId: string;
  reference: ReferenceText;
  /**
   * The mobile number's field; `orEmail`: it takes an e-mail address instead (a registration's look-up), and
   * `input` has `mobile` and `email`, one of them empty (lib/people/contact.ts).
   */
  mobile: { label: string; initial?: string; hint?: string; orEmail?: boolean };
  /** The mobile number before the reference (a registration's look-up). */
  mobileFirst?: boolean;
  texts: { submit: string; submitting: string };
  load: ApiFormOptions<C, I>['load'];
  check: ApiFormOptions<C, I>['check'];
  /** Asks the API; `input` is `{ [reference.name]: …, mobile: … }`. */
  lookUp: (client: C, input: I, locale: Locale) => Promise<F>;
  networkMessage: string;
  /** What was found (null as a new look-up starts). */
  onFound: (found: F | null, input: I) => void;
  className: string | undefined;
  /** Wraps the two fields (a pair side by side). */
  fieldsClassName?: string;
  submitClassName: string | undefined;
}) {
  const id = useId();
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm<C, I>({
    load,
    check,
    read: (data) =>
      ({
        [reference.name]: field(data, reference.name),
        ...(mobile.orEmail ? contactFields(field(data, 'mobile')) : { mobile: field(data, 'mobile') }),
      }) as I,
    send: async (client, input, { locale }) => {
      onFound(null, input);
      onFound(await withMinimumDelay(() => lookUp(client, input, locale)), input);
    },
    networkMessage,
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;
  const referenceField = (
    <FormField
      key="reference"
      id={`${id}-${reference.name}`}
      name={reference.name}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      label={reference.label}
      hint={reference.hint}
      required
      maxLength={30}
      defaultValue={reference.initial}
      errors={errors[reference.name]}
    />
  );
  const mobileField = mobile.orEmail ? (
    <FormField
      key="mobile"
      id={`${id}-mobile`}
      name="mobile"
      type="text"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      label={mobile.label}
      hint={mobile.hint}
      required
      maxLength={254}
      defaultValue={mobile.initial}
      errors={[...(errors.mobile ?? []), ...(errors.email ?? [])]}
    />
  ) : (
    <MobileField key="mobile" id={`${id}-mobile`} label={mobile.label} hint={mobile.hint} required defaultValue={mobile.initial} errors={errors.mobile} />
  );
  const fields: ReactNode[] = mobileFirst ? [mobileField, referenceField] : [referenceField, mobileField];
  return (
    <form className={className} aria-labelledby={headingId} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {fieldsClassName ? <div className={fieldsClassName}>{fields}</div> : fields}
      <button type="submit" className={submitClassName} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
