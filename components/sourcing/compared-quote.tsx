import { useId, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { CertifiedMark } from '@/components/companies/certified-mark';
import { CompanyLogo } from '@/components/companies/company-logo';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { companyPath } from '@/lib/routes';
import { DECLINE_REASON_MAX } from '@/lib/sourcing/choose-rules';
import type { ComparedQuoteView } from '@/lib/sourcing/choose-views';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { ChosenContact, QuoteTerms } from './quote-terms';
import { QuoteThread } from './quote-thread';
import { useChoiceAction } from './use-choice-action';
import styles from './choose.module.scss';

interface ComparedQuoteProps {
  requestId: number;
  quote: ComparedQuoteView;
  unit: string;
  /** The viewer may act (the buyer) and the request still takes choices. */
  canChoose: boolean;
  /** The viewer is the buyer (staff only read). */
  buyer: boolean;
  threadMax: number;
}

type Step = null | 'accept' | 'decline';

/**
 * One quote of the comparison: the supplier's card (logo, name linked to its profile, kinds, city, certified
 * mark), the latest terms and the earlier versions, the state; for the buyer the shortlist toggle, accepting
 * (confirmed first) and declining (with an optional reason), the thread, and — once accepted — the supplier's
 * contact.
 */
export function ComparedQuote({ requestId, quote, unit, canChoose, buyer, threadMax }: ComparedQuoteProps) {
  const { t, i18n } = useTranslation(['sourcing', 'companies', 'common']);
  const hydrated = useHydrated();
  const id = useId();
  const [step, setStep] = useState<Step>(null);
  const [reason, setReason] = useState('');
  const action = useChoiceAction();
  const { supplier } = quote;
  const region = [supplier.province, supplier.city].filter(Boolean).join(' · ');
  const waiting = quote.status === 'sent';
  const disabled = !hydrated || action.busy !== null;
  // The buyer asks while the quote is waiting or accepted (the server refuses a hidden request's threads too).
  const threadOpen = buyer && (quote.status === 'sent' || quote.status === 'accepted');

  const decide = (name: 'shortlist' | 'unshortlist' | 'accept' | 'decline') =>
    action.run(name, async (client) => {
      const input = { quoteId: quote.id, action: name, version: quote.version, reason: name === 'decline' ? reason : '' };
      const invalid = client.validate(client.schemas.decision, input);
      if (invalid) {
        document.getElementById(`${id}-reason`)?.focus();
        return invalid;
      }
      await client.decideQuote(requestId, input, i18n.language);
      setStep(null);
    });

  const classes = [styles.quote, quote.shortlisted ? styles.quoteShortlisted : '', quote.status === 'accepted' ? styles.quoteAccepted : '', quote.status === 'withdrawn' || quote.status === 'declined' ? styles.quoteDone : '']
    .filter(Boolean)
    .join(' ');

  return (
    <li id={`quote-${quote.id}`} className={classes} aria-labelledby={`${id}-name`}>
      <div className={styles.supplier}>
        <CompanyLogo name={supplier.name} logo={supplier.logo} />
        <div>
          <h2 id={`${id}-name`} className={styles.supplierName}>
            {supplier.listed ? <AppLink href={companyPath(supplier.id)}>{supplier.name}</AppLink> : supplier.name}
          </h2>
          <p className={styles.supplierFacts}>
            {[supplier.kinds.map((kind) => t(`companies:kinds.${kind}`)).join(t('listSeparator')), region].filter(Boolean).join(' · ')}
          </p>
          {supplier.certified ? <CertifiedMark mark={supplier.certified} /> : null}
        </div>
      </div>
      <p className={styles.badges}>
        <span className={`${styles.status} ${styles[`status_${quote.status}`] ?? ''}`}>{t(`choose.status.${quote.status}`)}</span>
        {quote.shortlisted ? <span className={styles.shortlistBadge}>★ {t('choose.shortlisted')}</span> : null}
        <span className={styles.revision}>{t('choose.terms.revision', { revision: quote.terms.revision, time: quote.terms.sentLabel })}</span>
      </p>
      <QuoteTerms terms={quote.terms} unit={unit} t={t} />
      {quote.history.length > 0 ? (
        <details className={styles.history}>
          <summary>{t('choose.history', { count: quote.history.length })}</summary>
          {quote.history.map((terms) => (
            <div key={terms.revision} className={styles.historyItem}>
              <p className={styles.revision}>{t('choose.terms.revision', { revision: terms.revision, time: terms.sentLabel })}</p>
              <QuoteTerms terms={terms} unit={unit} t={t} />
            </div>
          ))}
        </details>
      ) : null}
      {quote.status === 'declined' && quote.declineReason ? <p className={styles.muted}>{t('choose.declinedWith', { reason: quote.declineReason })}</p> : null}
      {quote.status === 'accepted' ? <ChosenContact contact={quote.contact} title={t('choose.contact.title')} /> : null}

      {canChoose && waiting ? (
        <div className={styles.actions}>
          {action.problem ? <FormAlert>{action.problem}</FormAlert> : null}
          {step === null ? (
            <div className={styles.buttons}>
              <button
                type="button"
                className={styles.toggle}
                aria-pressed={quote.shortlisted}
                disabled={disabled}
                aria-busy={action.busy === 'shortlist' || action.busy === 'unshortlist' || undefined}
                onClick={() => void decide(quote.shortlisted ? 'unshortlist' : 'shortlist')}
              >
                {quote.shortlisted ? `★ ${t('choose.unshortlist')}` : `☆ ${t('choose.shortlist')}`}
              </button>
              <button type="button" className={styles.primary} disabled={disabled} onClick={() => setStep('accept')}>
                {t('choose.accept')}
              </button>
              <button type="button" className={styles.quiet} disabled={disabled} onClick={() => setStep('decline')}>
                {t('choose.decline')}
              </button>
            </div>
          ) : step === 'accept' ? (
            <div className={styles.confirm} role="group" aria-label={t('choose.accept')}>
              <p>{t('choose.acceptConfirm', { company: supplier.name })}</p>
              <div className={styles.buttons}>
                <button type="button" className={styles.primary} disabled={disabled} aria-busy={action.busy === 'accept' || undefined} onClick={() => void decide('accept')}>
                  {t('choose.accept')}
                </button>
                <button type="button" className={styles.quiet} disabled={disabled} onClick={() => setStep(null)}>
                  {t('choose.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <form
              className={styles.confirm}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void decide('decline');
              }}
            >
              <TextAreaField
                id={`${id}-reason`}
                name="reason"
                label={t('choose.declineReason')}
                rows={2}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                count={Array.from(reason.trim()).length}
                max={DECLINE_REASON_MAX}
                errors={action.errors.reason}
              />
              <div className={styles.buttons}>
                <button type="submit" className={styles.danger} disabled={disabled} aria-busy={action.busy === 'decline' || undefined}>
                  {t('choose.declineSend')}
                </button>
                <button type="button" className={styles.quiet} disabled={disabled} onClick={() => setStep(null)}>
                  {t('choose.cancel')}
                </button>
              </div>
            </form>
          )}
        </div>
      ) : null}
      {quote.thread.length > 0 || threadOpen ? <QuoteThread requestId={requestId} quoteId={quote.id} thread={quote.thread} side="buyer" open={threadOpen} threadMax={threadMax} /> : null}
    </li>
  );
}
