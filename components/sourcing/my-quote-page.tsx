import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { InnerPage } from '@/components/layout/inner-page';
import { routes, sourcingPath } from '@/lib/routes';
import { myQuotePath } from '@/lib/sourcing/choose-rules';
import type { MyQuoteView } from '@/lib/sourcing/choose-views';
import { useTranslation } from '@/lib/use-translation';
import { ChoiceState } from './quote-compare-page';
import { ChosenContact, QuoteTerms } from './quote-terms';
import { QuoteThread } from './quote-thread';
import styles from './choose.module.scss';

/**
 * /sourcing/[id]/my-quote: a supplier's own quote on a request — where it stands (waiting, shortlisted, accepted,
 * declined with the buyer's reason), its latest terms, the buyer's questions with the form to answer, and the
 * buyer's contact once the quote is accepted.
 */
export function MyQuotePage({ mine }: { mine: MyQuoteView }) {
  const { t } = useTranslation(['sourcing', 'common']);
  const { request, quote } = mine;
  const note = quote.status === 'sent' ? (quote.shortlisted ? t('choose.mine.shortlistedNote') : t('choose.mine.sentNote')) : t(`choose.mine.${quote.status}Note`);
  return (
    <>
      <Seo title={`${t('choose.mine.title')} · ${request.title}`} path={myQuotePath(request.id)} description={t('choose.mine.lead', { title: request.title })} noindex />
      <InnerPage
        title={t('choose.mine.title')}
        lead={t('choose.mine.lead', { title: request.title })}
        crumbs={[{ label: t('common:routes.sourcing.title'), href: routes.sourcing }, { label: request.title, href: sourcingPath(request.id) }, { label: t('choose.mine.title') }]}
      >
        <div className={styles.mineLayout}>
          <div className={styles.head}>
            <ChoiceState request={request} />
            <AppLink href={sourcingPath(request.id)} className={styles.back}>
              {t('choose.backToRequest')}
            </AppLink>
          </div>
          <article className={`${styles.quote} ${quote.status === 'accepted' ? styles.quoteAccepted : ''}`} aria-label={t('choose.mine.title')}>
            <p className={styles.badges}>
              <span className={`${styles.status} ${styles[`status_${quote.status}`] ?? ''}`}>{t(`choose.status.${quote.status}`)}</span>
              {quote.shortlisted ? <span className={styles.shortlistBadge}>★ {t('choose.shortlisted')}</span> : null}
              <span className={styles.revision}>{t('choose.terms.revision', { revision: quote.terms.revision, time: quote.terms.sentLabel })}</span>
            </p>
            <p className={styles.mineNote}>{note}</p>
            {quote.status === 'declined' && quote.declineReason ? <p className={styles.muted}>{t('choose.declinedWith', { reason: quote.declineReason })}</p> : null}
            {quote.status === 'accepted' ? <ChosenContact contact={mine.buyerContact} title={t('choose.mine.buyerContact')} /> : null}
            <QuoteTerms terms={quote.terms} unit={request.unit} t={t} />
            <QuoteThread requestId={request.id} quoteId={quote.id} thread={quote.thread} side="supplier" open={quote.status === 'sent' || quote.status === 'accepted'} threadMax={mine.threadMax} />
          </article>
        </div>
      </InnerPage>
    </>
  );
}
