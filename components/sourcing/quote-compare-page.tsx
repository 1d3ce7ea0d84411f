import { useId, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { InnerPage } from '@/components/layout/inner-page';
import { routes, sourcingPath } from '@/lib/routes';
import { DECLINE_REASON_MAX, QUOTE_SORTS, quotesPath } from '@/lib/sourcing/choose-rules';
import type { ChoiceRequestView, QuoteCompareView } from '@/lib/sourcing/choose-views';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { ComparedQuote } from './compared-quote';
import { quantityText } from './sourcing-texts';
import { useChoiceAction } from './use-choice-action';
import styles from './choose.module.scss';

/** The request's state line: taking quotes until…, ended at… (still choosable), or closed. */
export function ChoiceState({ request }: { request: ChoiceRequestView }) {
  const { t } = useTranslation('sourcing');
  return (
    <p className={request.state === 'open' ? styles.state : `${styles.state} ${styles.stateEnded}`}>
      {t(`choose.state.${request.state}`, { time: request.closesLabel ?? '' })} · {quantityText(t, request.quantity, request.unit)}
    </p>
  );
}

/** Closing the request before its time: a reason for the suppliers still waiting, then a confirmation. */
function CloseRequest({ requestId }: { requestId: number }) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const hydrated = useHydrated();
  const id = useId();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const action = useChoiceAction();

  const close = () =>
    action.run('close', async (client) => {
      const input = { reason };
      const invalid = client.validate(client.schemas.close, input);
      if (invalid) {
        document.getElementById(`${id}-reason`)?.focus();
        return invalid;
      }
      await client.closeRequest(requestId, input, i18n.language);
    });

  return (
    <section className={styles.close} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('choose.close.title')}</h2>
      <p className={styles.muted}>{t('choose.close.lead')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (confirming) void close();
          else setConfirming(true);
        }}
      >
        {action.problem ? <FormAlert>{action.problem}</FormAlert> : null}
        <TextAreaField
          id={`${id}-reason`}
          name="reason"
          label={t('choose.close.reason')}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          count={Array.from(reason.trim()).length}
          max={DECLINE_REASON_MAX}
          errors={action.errors.reason}
        />
        {confirming ? <p role="status">{t('choose.close.confirm')}</p> : null}
        <div className={styles.buttons}>
          <button type="submit" className={styles.danger} disabled={!hydrated || action.busy !== null} aria-busy={action.busy === 'close' || undefined}>
            {t('choose.close.submit')}
          </button>
          {confirming ? (
            <button type="button" className={styles.quiet} onClick={() => setConfirming(false)}>
              {t('choose.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/**
 * /sourcing/[id]/quotes: the buyer's comparison of its request's quotes, side by side (one column each on a wide
 * screen, one under another on a phone), ordered by unit price, lead time or minimum order; staff read it.
 */
export function QuoteComparePage({ compare }: { compare: QuoteCompareView }) {
  const { t } = useTranslation(['sourcing', 'common']);
  const { request } = compare;
  const path = quotesPath(request.id);
  const canChoose = compare.canAct && request.state !== 'closed';
  return (
    <>
      <Seo title={`${t('choose.compareTitle')} · ${request.title}`} path={path} description={request.title} noindex />
      <InnerPage
        title={t('choose.compareTitle')}
        lead={request.title}
        crumbs={[{ label: t('common:routes.sourcing.title'), href: routes.sourcing }, { label: request.title, href: sourcingPath(request.id) }, { label: t('choose.compareTitle') }]}
      >
        <div className={styles.head}>
          <ChoiceState request={request} />
          <p className={styles.muted}>{t('choose.compareLead', { count: compare.quotes.length })}</p>
          {compare.canAct ? null : <p className={styles.staffNote}>{t('choose.staffNote')}</p>}
          <AppLink href={sourcingPath(request.id)} className={styles.back}>
            {t('choose.backToRequest')}
          </AppLink>
        </div>
        {compare.quotes.length === 0 ? (
          <p className={styles.empty}>{t('choose.empty')}</p>
        ) : (
          <>
            <nav className={styles.sorts} aria-label={t('choose.sortBy')}>
              <span>{t('choose.sortBy')}</span>
              {QUOTE_SORTS.map((sort) => (
                <AppLink key={sort} href={`${path}?sort=${sort}`} aria-current={sort === compare.sort ? 'true' : undefined}>
                  {t(`choose.sorts.${sort}`)}
                </AppLink>
              ))}
            </nav>
            <ol className={styles.quotes}>
              {compare.quotes.map((quote) => (
                <ComparedQuote key={quote.id} requestId={request.id} quote={quote} unit={request.unit} canChoose={canChoose} buyer={compare.canAct} threadMax={compare.threadMax} />
              ))}
            </ol>
          </>
        )}
        {canChoose ? <CloseRequest requestId={request.id} /> : null}
      </InnerPage>
    </>
  );
}
