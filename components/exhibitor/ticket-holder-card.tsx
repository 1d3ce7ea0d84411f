import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { groupedCode } from '@/components/registrations/grouped-code';
import { readApiError } from '@/lib/api-error';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
import { withMinimumDelay } from '@/lib/min-delay';
import { useTranslation } from '@/lib/use-translation';
import type { CheckInAnswer, CheckInPreviewAnswer } from '@/lib/registrations/views';
import styles from './exhibitor.module.scss';

/**
 * The door's second step: who holds the ticket, with the button that checks
 * them in right under the name (beside it from a tablet up), so that staff see
 * whom they check in before they press. A ticket checked in before says when
 * and offers nothing to press — unless the visitor is not among this
 * exhibitor's leads yet, which it may add. 换一个 (or Escape) goes back.
 */
export function TicketHolderCard({ found, onBack }: { found: CheckInPreviewAnswer; onBack: () => void }) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<CheckInAnswer | null>(null);
  const name = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const { visitor } = found;

  // The name is what a screen reader reads first, as the eye does.
  useEffect(() => name.current?.focus(), []);
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  async function checkIn() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const client = await loadRegistrationClient();
      setDone(await withMinimumDelay(() => client.checkIn({ code: visitor.code }, i18n.language)));
      // The leads list comes from the page's data: read it again, keeping the scroll position.
      await router.replace({ pathname: router.pathname }, undefined, { scroll: false });
    } catch (error) {
      setFailure(readApiError(error, t('common:auth.messages.network')).message);
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !busy) onBack();
  }

  const offer = done ? null : found.status === 'confirmed' ? t('checkIn.confirm') : found.inLeads ? null : t('checkIn.addLead');
  let state: string;
  if (done) state = done.first ? t('checkIn.first') : t('checkIn.again', { time: done.checkedInLabel });
  else if (found.status === 'confirmed') state = t('checkIn.pending');
  else state = t(found.inLeads ? 'checkIn.again' : 'checkIn.checkedBefore', { time: found.checkedInLabel ?? '' });

  return (
    // Escape is a shortcut for the 换一个 button inside; the group itself takes no focus.
    <div role="group" aria-labelledby={`${id}-name`} className={done?.first ? `${styles.holder} ${styles.done}` : styles.holder} onKeyDown={onKeyDown}>
      <div className={styles.holderWho}>
        <p className={styles.holderLabel}>{t('checkIn.holder')}</p>
        <h3 id={`${id}-name`} ref={name} tabIndex={-1} className={styles.holderName}>
          {visitor.name}
        </h3>
        <p>
          {visitor.company} · {visitor.position} · {t('checkIn.party', { count: visitor.quantity })}
        </p>
        <p className={styles.meta}>
          {visitor.activityTitle} · <span className={styles.mono}>{groupedCode(visitor.code)}</span>
        </p>
      </div>
      {done ? (
        <p ref={outcome} role="status" tabIndex={-1} className={`${styles.state} ${styles.answerTitle}`}>
          {state}
        </p>
      ) : (
        <p className={found.status === 'confirmed' ? styles.state : `${styles.state} ${styles.before}`}>{state}</p>
      )}
      {failure ? (
        <p role="alert" className={`${styles.state} ${styles.error}`}>
          {failure}
        </p>
      ) : null}
      <div className={styles.holderActions}>
        {offer ? (
          <button type="button" className={styles.submit} disabled={busy} aria-busy={busy || undefined} onClick={() => void checkIn()}>
            {busy ? t('checkIn.confirming') : offer}
          </button>
        ) : null}
        <button type="button" className={styles.secondary} disabled={busy} onClick={onBack}>
          {done ? t('checkIn.next') : t('checkIn.another')}
        </button>
      </div>
    </div>
  );
}
