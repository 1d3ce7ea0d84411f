import type { ComponentProps } from 'react';
import { FormField } from './form-field';

/** The mainland mobile number the site asks for (sign-up, registration, look-ups, feedback): a `mobile` field for the phone's keypad. */
export function MobileField(props: Omit<ComponentProps<typeof FormField>, 'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return <FormField name="mobile" type="tel" inputMode="numeric" autoComplete="tel" maxLength={20} {...props} />;
}
