import { createElement, useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FormAlert } from '@/components/forms/form-field';
import { useConfirmStep } from '@/components/common/use-confirm-step';
import { DownloadLink } from '@/components/common/download-link';
import { FactList } from '@/components/common/fact-list';
import { readApiError } from '@/lib/api-error';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { RegistrationAnswer } from '@/lib/registrations/views';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
import { saveFile } from '@/lib/registrations/save-file';
import { ticketPdfFilename, ticketQrFilename } from '@/lib/registrations/ticket-files';
import { useWechatBrowser } from '@/lib/wechat/use-wechat-browser';
import { contactFields } from '@/lib/people/contact';
import { groupedCode } from './grouped-code';
import styles from './registration.module.scss';

type AttendeeListComponent = typeof import('./attendee-list').AttendeeList;

/**
 * A group's people (each with their ticket and "cancel"), loaded when a group's ticket is shown: only groups have
 * it, so it stays out of the registration page's first load (a plain import(), without next/dynamic's runtime).
 */
function LazyAttendeeList(props: Parameters<AttendeeListComponent>[0]) {
  const [loaded, setLoaded] = useState<{ list: AttendeeListComponent } | null>(null);
  useEffect(() => {
    let live = true;
    void import('./attendee-list').then((module) => {
      if (live) setLoaded({ list: module.AttendeeList });
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded ? createElement(loaded.list, props) : null;
}

/**
 * The e-ticket's QR code in CSS pixels where there is room (a phone shows it as wide as the card, up to this):
 * large enough for a gate scanner to read off a phone's screen.
 */
const TICKET_QR_SIZE = 280;

/**
 * A registration as its registrant sees it: status (and waitlist place), the
 * confirmation code, the QR e-ticket while it admits, ways to keep it (the PDF
 * ticket, the activity's calendar file, the QR code as an image for the photo
 * album — in WeChat, whose browser saves no files, the image to press and
 * hold), and cancelling with a confirmation step. A cancelled one says when,
 * and offers to register again while the activity takes registrations.
 */
export function Ticket({
  answer,
  mobile,
  linkKey = null,
  existing = false,
  canRegisterAgain = false,
  onChange,
  onDone,
  onRegisterAgain = onDone,
}: {
  answer: RegistrationAnswer;
  /** The proof for cancelling; null: this browser's capability cookie is the proof (or the ticket link's key). */
  mobile: string | null;
  /** The key of the ticket link that opened it, if one did. */
  linkKey?: string | null;
  existing?: boolean;
  /** The activity takes registrations now: a cancelled registration offers the form again. */
  canRegisterAgain?: boolean;
  onChange: (answer: RegistrationAnswer) => void;
  onDone: () => void;
  /** "Register again": back to the form (default: as onDone). */
  onRegisterAgain?: () => void;
}) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const { registration, activity } = answer;
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const { open: asking, ask, close: stopAsking, openerRef, boxProps } = useConfirmStep({ closable: !busy });
  const [problem, setProblem] = useState<string | null>(null);
  const [makingPdf, setMakingPdf] = useState(false);
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  const inWechat = useWechatBrowser();
  const admits = registration.status === 'confirmed' || registration.status === 'checked_in';
  const showsQr = admits && !activity?.online;
  const qrPath = `/api/registrations/${encodeURIComponent(registration.code)}`;
  // A companion's own ticket (opened with their code) is theirs to show, not to manage: their registrant cancels.
  const companion = registration.registeredBy !== null;
  const group = registration.attendees.length > 1;
  const stillComing = registration.attendees.some((attendee) => attendee.status === 'confirmed');
  const cancellable = !companion && (registration.status === 'confirmed' || registration.status === 'waitlisted' || (group && registration.status === 'checked_in' && stillComing));
  const proof = mobile ? contactFields(mobile) : linkKey ? { key: linkKey } : null;

  const facts = [
    { label: t('ticket.holder'), value: registration.name },
    ...(registration.registeredBy !== null ? [{ label: t('ticket.registeredBy'), value: registration.registeredBy }] : []),
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
      onChange(await client.cancel(registration.code, proof, i18n.language));
      stopAsking();
    } catch (error) {
      setProblem(readApiError(error, t('form.network')).message);
    } finally {
      setBusy(false);
    }
  }

  async function downloadPdf() {
    setMakingPdf(true);
    setPdfProblem(null);
    try {
      const client = await loadRegistrationClient();
      saveFile(await client.ticketPdf(registration.code, proof, i18n.language), ticketPdfFilename(registration.code));
    } catch (error) {
      setPdfProblem(readApiError(error, t('form.network')).message);
    } finally {
      setMakingPdf(false);
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
      {registration.status === 'cancelled' ? (
        <div className={styles.cancelled}>
          <p className={styles.lead}>{t('ticket.cancelledNote')}</p>
          {registration.cancelledLabel ? <p className={styles.muted}>{t('ticket.cancelledAt', { time: registration.cancelledLabel })}</p> : null}
          {registration.registeredAgain ? (
            <p>{t('ticket.registeredAgainNote')}</p>
          ) : canRegisterAgain ? (
            <>
              <p>{t('ticket.registerAgainNote')}</p>
              <button type="button" className={styles.submit} onClick={onRegisterAgain}>
                {t('ticket.registerAgain')}
              </button>
            </>
          ) : (
            <p className={styles.muted}>{t('ticket.registerClosedNote')}</p>
          )}
        </div>
      ) : null}
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
        {showsQr ? (
          // The code to show at the entrance: an online activity has none, its live link is above.
          // In WeChat a PNG, which a long press saves to the photo album (it saves no SVG, and no downloads).
          <figure className={styles.qr}>
            <img src={inWechat ? `${qrPath}/qr?format=png` : `${qrPath}/qr`} width={TICKET_QR_SIZE} height={TICKET_QR_SIZE} alt={t('ticket.qrLabel', { code: registration.code })} />
            <figcaption>{t('ticket.qrHint')}</figcaption>
            {inWechat ? <p className={styles.pressHint}>{t('ticket.saveQrWechat')}</p> : null}
          </figure>
        ) : null}
      </div>

      {activity && registration.status !== 'cancelled' ? (
        // In WeChat, which saves no files, the calendar link's hint (open the page in the browser) covers the PDF too.
        <div className={styles.keep}>
          {admits ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={downloadPdf}
              disabled={makingPdf}
              aria-busy={makingPdf || undefined}
            >
              {makingPdf ? t('ticket.downloadingPdf') : t('ticket.downloadPdf')}
            </button>
          ) : null}
          <DownloadLink className={styles.secondary} href={`/api/activities/${activity.id}/ics`}>
            {t('ticket.addToCalendar')}
          </DownloadLink>
          {showsQr && !inWechat ? (
            <a className={styles.secondary} href={`${qrPath}/qr?format=png`} download={ticketQrFilename(registration.code)}>
              {t('ticket.saveQr')}
            </a>
          ) : null}
        </div>
      ) : null}
      {pdfProblem ? <FormAlert>{pdfProblem}</FormAlert> : null}

      {companion ? <p className={styles.muted}>{t('ticket.companionNote', { name: registration.registeredBy })}</p> : null}
      {group ? <LazyAttendeeList answer={answer} proof={proof} onChange={onChange} /> : null}

      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {asking ? (
        <div className={styles.confirm} role="group" aria-labelledby="cancel-question" {...boxProps}>
          <p id="cancel-question">{group ? t('ticket.cancelAllQuestion') : t('ticket.cancelQuestion')}</p>
          <div className={styles.actions}>
            {/* The way out first: it takes the focus, so Enter does not cancel by accident. */}
            <button type="button" className={styles.secondary} onClick={stopAsking} disabled={busy}>
              {t('ticket.cancelNo')}
            </button>
            <button type="button" className={styles.danger} onClick={cancel} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('ticket.cancelling') : t('ticket.cancelYes')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {activity ? <AppLink href={withQuery(routes.activity, { id: activity.id })}>{t('ticket.toActivity')}</AppLink> : null}
          {cancellable ? (
            <button type="button" ref={openerRef} className={styles.textButton} onClick={ask}>
              {group ? t('ticket.cancelAll') : t('ticket.cancel')}
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

