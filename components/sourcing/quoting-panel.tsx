import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { FormAlert } from '@/components/forms/form-field';
import { readApiError } from '@/lib/api-error';
import { companyPath, routes, sourcingPath } from '@/lib/routes';
import { myQuotePath, quotesPath } from '@/lib/sourcing/choose-rules';
import type { CompanyKind } from '@/lib/companies/rules';
import type { BuyerQuoteView, OwnQuoteView, QuoteRevisionView, SourcingQuotingView } from '@/lib/sourcing/views';
import type { QuoteRefusal } from '@/lib/sourcing/rules';
import { useTranslation } from '@/lib/use-translation';
import { loadSourcingClient } from './load-sourcing-client';
import { QuoteForm } from './quote-form';
import styles from './sourcing.module.scss';

/**
 * The quoting part of a request's page (/sourcing/[id]), for the viewer: a supplier's own quote (send, revise,
 * withdraw, send again), the buyer's list of quotes with each one's history, or why the viewer cannot quote.
 */

type Translate = ReturnType<typeof useTranslation>['t'];

/** A quote's terms: price, minimum order, lead time, validity, message. */
export function QuoteTerms({ terms }: { terms: QuoteRevisionView }) {
  const { t } = useTranslation('sourcing');
  return (
    <div className={styles.quoteTerms}>
      <ul className={styles.quoteFacts}>
        <li className={styles.quotePrice}>{t(`quote.facts.${terms.priceBasis}`, { price: terms.price })}</li>
        <li>{t('quote.facts.minOrder', { count: terms.minOrder })}</li>
        <li>{t('quote.facts.leadTime', { count: terms.leadTimeDays })}</li>
        <li>{t('quote.facts.validUntil', { day: terms.validUntil })}</li>
      </ul>
      {terms.message ? <p className={styles.requirements}>{terms.message}</p> : null}
    </div>
  );
}

function StatusBadge({ status, t }: { status: OwnQuoteView['status']; t: Translate }) {
  return <span className={status === 'sent' || status === 'accepted' ? styles.quoteStatus : `${styles.quoteStatus} ${styles.quoteStatusOff}`}>{t(`quote.status.${status}`)}</span>;
}

function Refused({ reason, kinds, requestId }: { reason: QuoteRefusal; kinds: CompanyKind[]; requestId: number }) {
  const { t } = useTranslation('sourcing');
  return (
    <div className={styles.quoteBox}>
      <h3>{t(`quote.refused.${reason}Title`)}</h3>
      <p>{t(`quote.refused.${reason}Text`, { kinds: kinds.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator')) })}</p>
      {reason === 'login' ? <ButtonLink href={`${routes.login}?redirect=${encodeURIComponent(sourcingPath(requestId))}`}>{t('quote.refused.login')}</ButtonLink> : null}
      {reason === 'not_certified' ? <ButtonLink href={routes.authorFactory}>{t('quote.refused.apply')}</ButtonLink> : null}
    </div>
  );
}

function BuyerQuotes({ quotes }: { quotes: BuyerQuoteView[] }) {
  const { t } = useTranslation('sourcing');
  if (quotes.length === 0) return <p className={styles.lead}>{t('quote.buyer.empty')}</p>;
  return (
    <>
      <p className={styles.lead}>{t('quote.buyer.count', { count: quotes.length })}</p>
      <ol className={styles.quoteList}>
        {quotes.map((quote) => (
          <li key={quote.id} className={styles.quoteBox}>
            <div className={styles.cardHead}>
              <h3>
                <AppLink href={companyPath(quote.supplier.id)}>{quote.supplier.name}</AppLink>
                {quote.supplier.certified ? <span className={styles.certified}> · {t('quote.buyer.certified')}</span> : null}
              </h3>
              <StatusBadge status={quote.status} t={t} />
            </div>
            <QuoteTerms terms={quote.current} />
            <p className={styles.hint}>{t('quote.revisionMeta', { revision: quote.revision, time: quote.current.createdLabel })}</p>
            {quote.revisions.length > 1 ? (
              <details className={styles.quoteHistory}>
                <summary>{t('quote.buyer.history', { count: quote.revisions.length })}</summary>
                <ol>
                  {quote.revisions.slice(1).map((revision) => (
                    <li key={revision.revision}>
                      <p className={styles.hint}>{t('quote.revisionMeta', { revision: revision.revision, time: revision.createdLabel })}</p>
                      <QuoteTerms terms={revision} />
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

function Withdraw({ requestId, quote, onWithdrawn }: { requestId: number; quote: OwnQuoteView; onWithdrawn: (quote: OwnQuoteView) => void }) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function withdraw() {
    setBusy(true);
    setProblem(null);
    try {
      const client = await loadSourcingClient();
      onWithdrawn(await client.withdrawQuote(requestId, quote.revision, i18n.language));
    } catch (error) {
      setProblem(readApiError(error, t('common:auth.messages.network')).message);
    } finally {
      setBusy(false);
    }
  }
  if (!asking) {
    return (
      <button type="button" className={styles.secondary} onClick={() => setAsking(true)}>
        {t('quote.withdraw')}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={t('quote.withdraw')}>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <p>{t('quote.withdrawConfirm')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.submit} disabled={busy} aria-busy={busy || undefined} onClick={() => void withdraw()}>
          {busy ? t('quote.sending') : t('quote.withdraw')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
          {t('quote.cancel')}
        </button>
      </div>
    </div>
  );
}

function OwnQuote({ requestId, view }: { requestId: number; view: Extract<SourcingQuotingView, { kind: 'quoter' }> }) {
  const { t } = useTranslation('sourcing');
  const [quote, setQuote] = useState(view.quote);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (next: OwnQuoteView, text: string) => {
    setQuote(next);
    setEditing(false);
    setNotice(text);
  };
  if (view.open && (!quote || editing)) {
    return (
      <>
        {quote && quote.status === 'sent' ? null : <p className={styles.lead}>{t('quote.lead', { company: view.companyName })}</p>}
        <QuoteForm
          requestId={requestId}
          today={view.today}
          quote={quote}
          mode={quote?.status === 'sent' ? 'revise' : 'send'}
          onSaved={(next) => saved(next, next.revision > 1 && quote?.status === 'sent' ? t('quote.revised', { revision: next.revision }) : t('quote.sent'))}
          onCancel={quote ? () => setEditing(false) : undefined}
        />
      </>
    );
  }
  if (!quote) return null;
  return (
    <div className={styles.quoteBox}>
      {notice ? (
        <FormAlert tone="success" revealKey={notice}>
          {notice}
        </FormAlert>
      ) : null}
      <div className={styles.cardHead}>
        <h3>{view.companyName}</h3>
        <StatusBadge status={quote.status} t={t} />
      </div>
      <QuoteTerms terms={quote.current} />
      <p className={styles.hint}>{t('quote.revisionMeta', { revision: quote.revision, time: quote.current.createdLabel })}</p>
      {!view.open ? <p className={styles.hint}>{t('quote.closedNote')}</p> : null}
      <div className={styles.actions}>
        {view.open && quote.status === 'sent' ? (
          <button type="button" className={styles.submit} onClick={() => setEditing(true)}>
            {t('quote.revise')}
          </button>
        ) : null}
        {view.open && quote.status === 'withdrawn' ? (
          <button type="button" className={styles.submit} onClick={() => setEditing(true)}>
            {t('quote.resend')}
          </button>
        ) : null}
        {quote.status === 'sent' ? <Withdraw requestId={requestId} quote={quote} onWithdrawn={(next) => saved(next, t('quote.withdrawn'))} /> : null}
      </div>
      {/* The buyer's questions, the answers and its decision (and, once accepted, the buyer's contact): /my-quote. */}
      <AppLink href={myQuotePath(requestId)}>{t('quote.progress')}</AppLink>
    </div>
  );
}

export function QuotingPanel({ requestId, kindsWanted, quoting }: { requestId: number; kindsWanted: CompanyKind[]; quoting: SourcingQuotingView }) {
  const { t } = useTranslation('sourcing');
  const title = quoting.kind === 'buyer' ? t('quote.buyer.title') : t('quote.title');
  return (
    <section aria-labelledby="sourcing-quotes" className={styles.quoting}>
      <h2 id="sourcing-quotes">{title}</h2>
      {quoting.kind === 'buyer' ? (
        <>
          <p className={styles.hint}>{t('quote.buyer.lead')}</p>
          {quoting.quotes.length > 0 ? <ButtonLink href={quotesPath(requestId)}>{t('quote.buyer.compare')}</ButtonLink> : null}
          <BuyerQuotes quotes={quoting.quotes} />
        </>
      ) : quoting.kind === 'quoter' ? (
        <OwnQuote requestId={requestId} view={quoting} />
      ) : (
        <Refused reason={quoting.reason} kinds={kindsWanted} requestId={requestId} />
      )}
    </section>
  );
}
