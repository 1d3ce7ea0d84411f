import { useRouter } from 'next/router';
import { useId, useRef, useState } from 'react';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { field, useApiForm } from '@/components/forms/use-api-form';
import { loadRegistrationClient } from '@/lib/load-registration-client';
import { groupedCode } from '@/components/registration/ticket';
import type { CheckInInput } from '@/lib/schemas/registration';
import { useTranslation } from '@/lib/use-translation';
import type { CheckInAnswer } from '@/lib/views/registration-views';
import { QrScanner } from './qr-scanner';
import styles from './exhibitor.module.scss';

/**
 * The booth's check-in: type the code (always works) or scan the e-ticket.
 * The answer says who it is, or when the ticket was checked in before; the
 * leads list below is read again so that the visitor shows in it.
 */
export function CheckInForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation(['activity', 'common']);
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<CheckInAnswer | null>(null);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadRegistrationClient,
    check: (client, input: CheckInInput) => client.validate(client.schemas.checkIn, input),
    read: (data): CheckInInput => ({ code: field(data, 'code') }),
    send: async (client, input, { locale, form: element }) => {
      setAnswer(null);
      setAnswer(await client.checkIn(input, locale));
      const codeInput = element.elements.namedItem('code');
      if (codeInput instanceof HTMLInputElement) codeInput.value = '';
      // The leads list comes from the page's data: read it again, keeping the scroll position.
      await router.replace({ pathname: router.pathname }, undefined, { scroll: false });
    },
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

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
          enterKeyHint="go"
          label={t('checkIn.code')}
          hint={t('lookup.codeHint')}
          maxLength={20}
          defaultValue={initialCode}
          errors={errors.code}
          onInput={() => setAnswer(null)}
        />
        <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
          {busy ? t('checkIn.submitting') : t('checkIn.submit')}
        </button>
      </div>
      <QrScanner onCode={scanned} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {answer ? (
        <div role="status" className={answer.first ? styles.success : styles.again}>
          <p className={styles.answerTitle}>{answer.first ? t('checkIn.first') : t('checkIn.again', { time: answer.checkedInLabel })}</p>
          <p>
            {t('checkIn.visitor', {
              name: answer.visitor.name,
              company: answer.visitor.company,
              position: answer.visitor.position,
              count: answer.visitor.quantity,
            })}
          </p>
          <p className={styles.meta}>
            {answer.visitor.activityTitle} · <span className={styles.mono}>{groupedCode(answer.visitor.code)}</span>
          </p>
        </div>
      ) : null}
    </form>
  );
}
