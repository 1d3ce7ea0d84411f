import { useId, useState } from 'react';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { QUOTE_MESSAGE_MAX } from '@/lib/sourcing/choose-rules';
import type { QuoteThreadMessageView } from '@/lib/sourcing/choose-views';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { useChoiceAction } from './use-choice-action';
import styles from './choose.module.scss';

interface QuoteThreadProps {
  requestId: number;
  quoteId: number;
  thread: QuoteThreadMessageView[];
  /** Who writes here: the buyer asks, the supplier answers. */
  side: 'buyer' | 'supplier';
  /** Whether the form is offered (the quote still open, the viewer may write, a question asked for the supplier). */
  open: boolean;
  threadMax: number;
}

/** A quote's questions and answers, oldest first, and the form to ask (the buyer) or answer (the supplier). */
export function QuoteThread({ requestId, quoteId, thread, side, open, threadMax }: QuoteThreadProps) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const hydrated = useHydrated();
  const id = useId();
  const [text, setText] = useState('');
  const action = useChoiceAction();
  const full = thread.length >= threadMax;
  const waiting = side === 'supplier' && !thread.some((message) => message.side === 'buyer');

  async function send() {
    const done = await action.run('send', async (client) => {
      const input = { quoteId, text };
      const invalid = client.validate(client.schemas.message, input);
      if (invalid) {
        document.getElementById(`${id}-text`)?.focus();
        return invalid;
      }
      await client.postQuoteMessage(requestId, input, i18n.language);
    });
    if (done) setText('');
  }

  return (
    <section className={styles.thread} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('choose.thread.title')}</h3>
      {thread.length === 0 ? (
        <p className={styles.muted}>{t('choose.thread.empty')}</p>
      ) : (
        <ol className={styles.messages}>
          {thread.map((message) => (
            <li key={message.id} className={message.side === side ? styles.mine : styles.theirs}>
              <p className={styles.messageMeta}>
                {t(`choose.thread.${message.side}`)} · {message.atLabel}
              </p>
              <p className={styles.messageText}>{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      {!open ? null : full ? (
        <p className={styles.muted}>{t('choose.thread.full', { count: threadMax })}</p>
      ) : waiting ? (
        <p className={styles.muted}>{t('choose.thread.waiting')}</p>
      ) : (
        <form
          className={styles.threadForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {action.problem ? <FormAlert>{action.problem}</FormAlert> : null}
          <TextAreaField
            id={`${id}-text`}
            name="text"
            label={side === 'buyer' ? t('choose.thread.ask') : t('choose.thread.answer')}
            hint={t('choose.thread.hint')}
            rows={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            count={Array.from(text.trim()).length}
            max={QUOTE_MESSAGE_MAX}
            errors={action.errors.text}
          />
          <button type="submit" className={styles.secondary} disabled={!hydrated || action.busy !== null} aria-busy={action.busy === 'send' || undefined}>
            {t('choose.thread.send')}
          </button>
        </form>
      )}
    </section>
  );
}
