import { useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { normaliseUscc, usccProblem } from '@/lib/certifications/uscc';
import { useTranslation } from '@/lib/use-translation';

/**
 * The Unified Social Credit Code field: when it loses focus, the code is
 * shown as stored (upper case, no spaces) and what is wrong with it — length,
 * a character the code never uses, or the check character — is said at once,
 * without waiting for the form to be sent. An error of the last submit shows
 * until the code is checked again.
 */
export function UsccField({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation('author');
  const [live, setLive] = useState<{ after: string[] | undefined; message: string | null } | null>(null);
  // A new submit brought its own errors: they win over what was found on blur.
  const current = live && live.after === errors ? live : null;
  const shown = current ? (current.message ? [current.message] : []) : errors;

  function check(input: HTMLInputElement) {
    const code = normaliseUscc(input.value);
    // An empty field is not an error yet: someone tabbing through the form has not typed it.
    if (code.length === 0) return;
    input.value = code;
    const problem = usccProblem(code);
    setLive({ after: errors, message: problem ? `author:form.errors.uscc.${problem}` : null });
  }

  return (
    <FormField
      id={id}
      name="uscc"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      label={t('form.uscc') + ' *'}
      hint={t('form.usccHint')}
      required
      maxLength={30}
      errors={shown}
      onBlur={(event) => check(event.currentTarget)}
    />
  );
}
