import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FormAlert } from '@/components/forms/form-field';
import { DownloadLink } from '@/components/common/download-link';
import { FactList } from '@/components/common/fact-list';
import { readApiError } from '@/lib/api-error';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { RegistrationAnswer } from '@/lib/views/registration-views';
import { loadRegistrationClient } from '@/lib/load-registration-client';
import { contactFields } from '@/lib/people/contact';
import styles from './registration.module.scss';

/**
 * The e-ticket's QR code in CSS pixels where there is room (a phone shows it as wide as the card, up to this):
 * large enough for a gate scanner to read off a phone's screen.
 */
const TICKET_QR_SIZE = 280;

/** "ABCD EFGH JKLM": a code is easier to read out and type in groups of four. */
export function groupedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A registration as its registrant sees it: status (and waitlist place), the
 * confirmation code, the QR e-ticket while it admits, the activity with its
 * calendar file, and cancelling with a confirmation step.
 */
export function Ticket({
  answer,
  mobile,
  linkKey = null,
  existing = false,
  onChange,
  onDone,
}: {
  answer: RegistrationAnswer;
  /** The proof for cancelling; null: this browser's capability cookie is the proof (or the ticket link's key). */
  mobile: string | null;
  /** The key of the ticket link that opened it, if one did. */
  linkKey?: string | null;
  existing?: boolean;
  onChange: (answer: RegistrationAnswer) => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const { registration, activity } = answer;
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const admits = registration.status === 'confirmed' || registration.status === 'checked_in';
  const cancellable = registration.status === 'confirmed' || registration.status === 'waitlisted';

  const facts = [
    { label: t('ticket.holder'), value: registration.name },
    { label: t('ticket.quantity'), value: t('ticket.quantityValue', { count: registration.quantity }) },
    ...(activity
      ? [
          { label: t('ticket.activity'), value: activity.title },
          { label: t('ticket.time'), value: t('ticket.timeValue', { start: activity.startLabel, end: activity.endLabel }) },
          {
            label: t('ticket.venue'),
            value: activity.online
              ? t('online')
              : activity.address
                ? t('venueValue', { venue: activity.venue, address: activity.address })
                : activity.venue,
          },
        ]
      : []),
  ];

  // The answer replaces the form: move focus to it so that it is read out and seen on a phone.
  useEffect(() => heading.current?.focus(), [registration.status]);

  async function cancel() {
    setBusy(true);
    setProblem(null);
    try {
      const client = await loadRegistrationClient();
      const proof = mobile ? contactFields(mobile) : linkKey ? { key: linkKey } : null;
      onChange(await client.cancel(registration.code, proof, i18n.language));
      setAsking(false);
    } catch (error) {
      setProblem(readApiError(error, t('form.network')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.ticket} aria-labelledby="ticket-title" data-status={registration.status}>
      <h2 id="ticket-title" ref={heading} tabIndex={-1} className={styles.ticketTitle}>
        {t(`ticket.${registration.status}`)}
      </h2>
      {existing ? <p className={styles.notice}>{t('ticket.existing')}</p> : null}
      {registration.status === 'waitlisted' && registration.waitlistPosition !== null ? (
        <p className={styles.lead}>{t('ticket.waitlistPosition', { position: registration.waitlistPosition })}</p>
      ) : null}
      {registration.status === 'cancelled' ? <p className={styles.lead}>{t('ticket.cancelledNote')}</p> : null}
      {registration.status === 'checked_in' && registration.checkedInLabel ? (
        <p className={styles.lead}>{t('ticket.checkedInAt', { time: registration.checkedInLabel })}</p>
      ) : null}

      <div className={styles.ticketBody}>
        <div>
          <p className={styles.codeLabel}>{t('ticket.code')}</p>
          <p className={styles.code} data-code={registration.code}>
            {groupedCode(registration.code)}
          </p>
          <FactList facts={facts} />
          {activity?.onlineUrl ? (
            <div className={styles.live}>
              <a className={styles.secondary} href={activity.onlineUrl} target="_blank" rel="noopener noreferrer">
                {t('ticket.joinLive')}
              </a>
              <p className={styles.muted}>{t('ticket.joinLiveHint')}</p>
            </div>
          ) : activity?.online && admits ? (
            <p className={styles.muted}>{t('ticket.liveLater')}</p>
          ) : null}
        </div>
        {admits && !activity?.online ? (
          // The code to show at the entrance: an online activity has none, its live link is above.
          <figure className={styles.qr}>
            <img
              src={`/api/registrations/${encodeURIComponent(registration.code)}/qr`}
              width={TICKET_QR_SIZE}
              height={TICKET_QR_SIZE}
              alt={t('ticket.qrLabel', { code: registration.code })}
            />
            <figcaption>{t('ticket.qrHint')}</figcaption>
          </figure>
        ) : null}
      </div>

      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {asking ? (
        <div className={styles.confirm} role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">{t('ticket.cancelQuestion')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={cancel} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('ticket.cancelling') : t('ticket.cancelYes')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setAsking(false)} disabled={busy}>
              {t('ticket.cancelNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {activity && registration.status !== 'cancelled' ? (
            <DownloadLink className={styles.secondary} href={`/api/activities/${activity.id}/ics`}>
              {t('ticket.addToCalendar')}
            </DownloadLink>
          ) : null}
          {activity ? <AppLink href={withQuery(routes.activity, { id: activity.id })}>{t('ticket.toActivity')}</AppLink> : null}
          {cancellable ? (
            <button type="button" className={styles.textButton} onClick={() => setAsking(true)}>
              {t('ticket.cancel')}
            </button>
          ) : null}
          <button type="button" className={styles.textButton} onClick={onDone}>
            {t('ticket.another')}
          </button>
        </div>
      )}
    </section>
  );
}

