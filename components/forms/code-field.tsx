import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { FormField } from './form-field';
import type { CodeSender, SendOutcome } from './use-code-sender';
import { useRevealAlert } from './use-reveal-alert';
import styles from './code-field.module.scss';

/**
 * The 验证码 field with its 获取验证码 button beside it: the button counts down
 * while no new code may be asked for ("59 秒后可重新发送"); where the code went is
 * read out from a live region, and a refusal (too many codes) as an alert, scrolled to and focused.
 * `onSend` asks for the code (reading what it needs from the form); once it is
 * sent, the focus moves to the field, as the button is disabled. A page whose
 * steps change under the field says where the code went itself (`showStatus`).
 */
export function CodeField({
  id,
  sender,
  errors,
  onSend,
  showStatus = true,
}: {
  id: string;
  sender: CodeSender;
  errors?: string[];
  onSend: (form: HTMLFormElement | null) => Promise<SendOutcome>;
  showStatus?: boolean;
}) {
  const { t } = useTranslation(['account', 'common']);
  const hydrated = useHydrated();
  const { sending, secondsLeft, status, problem } = sender;
  // A refusal (too many codes, no network) is brought into view and focused like every form-level alert.
  const problemRef = useRevealAlert<HTMLParagraphElement>(problem);

  const click = async (event: React.MouseEvent<HTMLButtonElement>) => {
    if ((await onSend(event.currentTarget.form)) === 'sent') document.getElementById(id)?.focus();
  };

  return (
    <div className={styles.code}>
      <FormField
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        label={t('code.label')}
        hint={t('code.hint')}
        required
        errors={errors}
        action={
          <button type="button" className={styles.send} onClick={click} disabled={!hydrated || sending || secondsLeft > 0} aria-busy={sending || undefined}>
            {secondsLeft > 0 ? t('code.countdown', { count: secondsLeft }) : sending ? t('code.sending') : t('code.send')}
          </button>
        }
      />
      {showStatus ? (
        <p role="status" className={styles.status}>
          {status}
        </p>
      ) : null}
      {problem ? (
        <p ref={problemRef} role="alert" tabIndex={-1} className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
