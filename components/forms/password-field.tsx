import { useState, type ComponentProps } from 'react';
import { FormField } from './form-field';
import styles from './password-field.module.scss';

type PasswordFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'autoComplete'> & {
  /** The password the account has (`current`) or one being chosen (`new`): what the browser's password manager offers. */
  kind: 'current' | 'new';
  /** A box under the field that shows what was typed (a new password on a phone); none without it. */
  revealLabel?: string;
};

/** A password field of a login or account form, with an optional "show the password" box. */
export function PasswordField({ kind, revealLabel, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <FormField type={shown ? 'text' : 'password'} autoComplete={kind === 'new' ? 'new-password' : 'current-password'} {...field} />
      {revealLabel ? (
        <label className={styles.reveal}>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} /> {revealLabel}
        </label>
      ) : null}
    </>
  );
}
