import { useEffect, useId, useRef } from 'react';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { field, useApiForm } from '@/components/forms/use-api-form';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
import { withMinimumDelay } from '@/lib/min-delay';
import type { CheckInInput } from '@/lib/registrations/schema';
import { useTranslation } from '@/lib/use-translation';
import type { CheckInPreviewAnswer } from '@/lib/registrations/views';
import { QrScanner } from './qr-scanner';
import styles from './exhibitor.module.scss';

/**
 * The door's first step: the ticket's code, typed or scanned, looked up
 * (nothing is checked in yet); a code in the page's address is looked up as
 * the page opens. A refusal is said in an alert and the code
 * stays; a ticket found is handed to `onFound`.
 */
export function TicketLookupForm({
  initialCode,
  focusCode,
  onFound,
}: {
  initialCode: string;
  /** Puts the cursor in the code field (coming back for the next ticket). */
  focusCode: boolean;
  onFound: (answer: CheckInPreviewAnswer) => void;
}) {
  const { t } = useTranslation(['activity', 'common']);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadRegistrationClient,
    check: (client, input: CheckInInput) => client.validate(client.schemas.checkIn, input),
    read: (data): CheckInInput => ({ code: field(data, 'code') }),
    send: async (client, input, { locale }) => onFound(await withMinimumDelay(() => client.lookUpTicket(input, locale))),
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  // A ticket's address opened here (/exhibitor?code=…, the phone's camera read its QR code): looked up at once,
  // as if scanned; only 确认签到 then checks it in.
  const lookedUpOnOpening = useRef(false);
  useEffect(() => {
    if (lookedUpOnOpening.current || focusCode || !initialCode) return;
    lookedUpOnOpening.current = true;
    form.current?.requestSubmit();
  }, [initialCode, focusCode]);

  useEffect(() => {
    if (!focusCode) return;
    const input = form.current?.elements.namedItem('code');
    if (input instanceof HTMLInputElement) input.focus();
  }, [focusCode]);

  function scanned(code: string) {
    const input = form.current?.elements.namedItem('code');
    if (input instanceof HTMLInputElement) input.value = code;
    form.current?.requestSubmit();
  }

  return (
    <form ref={form} className={styles.checkIn} aria-labelledby="check-in-title" {...formProps}>
      <div className={styles.codeRow}>
        <FormField
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          label={t('checkIn.code')}
          hint={t('lookup.codeHint')}
          maxLength={20}
          defaultValue={initialCode}
          errors={errors.code}
        />
        <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
          {busy ? t('checkIn.submitting') : t('checkIn.submit')}
        </button>
      </div>
      <QrScanner onCode={scanned} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </form>
  );
}
