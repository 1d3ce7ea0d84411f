import { AppLink } from '@/components/common/app-link';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { useSite } from '@/components/providers/site-context';
import { InnerPage } from '@/components/layout/inner-page';
import { localePrefix, type Locale } from '@/lib/i18n';
import { companyPath, routes, sourcingPath } from '@/lib/routes';
import type { SourcingDetailView, SourcingQuotingView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { QuotingPanel } from './quoting-panel';
import { SourcingAttachments } from './sourcing-attachments';
import { DaysLeft } from './sourcing-card';
import { budgetText, quantityText } from './sourcing-texts';
import bodyStyles from '@/components/common/article-body.module.scss';
import { InvitedMark } from './invited-mark';
import styles from './sourcing.module.scss';

/**
 * schema.org's Demand (an announcement that an organisation seeks goods or services): what is sought, how many,
 * where it is to be delivered and until when it takes offers; the buyer only when it chose to be named.
 */
function demandData(request: SourcingDetailView, url: string, origin: string, locale: Locale): Record<string, unknown> {
  return {
    '@type': 'Demand',
    name: request.title,
    url,
    itemOffered: { '@type': 'Product', name: request.title, ...(request.category ? { category: request.category } : {}) },
    eligibleQuantity: { '@type': 'QuantitativeValue', value: request.quantity },
    areaServed: request.region,
    ...(request.closesAt ? { availabilityEnds: request.closesAt } : {}),
    availability: request.open ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
    ...(request.buyer ? { seller: { '@type': 'Organization', name: request.buyer.name, url: `${origin}${localePrefix(locale)}${companyPath(request.buyer.id)}` } } : {}),
  };
}

/**
 * /sourcing/[id]: one request — what is needed in full, its facts, the buyer (when shown), open or ended — and the
 * viewer's part in its quotes (quoting-panel.tsx).
 */
export function SourcingDetail({ request, quoting }: { request: SourcingDetailView; quoting: SourcingQuotingView }) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const site = useSite();
  const path = sourcingPath(request.id);
  const listTitle = t('common:routes.sourcing.title');
  return (
    <>
      <Seo title={request.title} description={`${request.category} · ${quantityText(t, request.quantity, request.unit)} · ${request.region}`} path={path} />
      <JsonLd data={demandData(request, `${site.url}${localePrefix(i18n.language)}${path}`, site.url, i18n.language)} />
      <InnerPage title={request.title} crumbs={[{ label: listTitle, href: routes.sourcing }, { label: request.title }]}>
        <div className={styles.detail}>
          <div className={styles.main}>
            <p className={request.open ? styles.notice : `${styles.notice} ${styles.noticeEnded}`}>{request.open ? t('detail.open') : t('detail.ended')}</p>
            {request.invited ? <InvitedMark note /> : null}
            <section aria-labelledby="sourcing-description">
              <h2 id="sourcing-description">{t('detail.description')}</h2>
              <div className={bodyStyles.body} dangerouslySetInnerHTML={{ __html: request.description }} />
            </section>
            {request.requirements ? (
              <section aria-labelledby="sourcing-requirements">
                <h2 id="sourcing-requirements">{t('detail.requirements')}</h2>
                <p className={styles.requirements}>{request.requirements}</p>
              </section>
            ) : null}
            <QuotingPanel requestId={request.id} kindsWanted={request.kindsWanted} quoting={quoting} />
            <SourcingAttachments requestId={request.id} count={request.attachmentCount} />
            <AppLink href={routes.sourcing} className={styles.back}>
              {t('detail.back')}
            </AppLink>
          </div>
          <aside className={styles.aside} aria-labelledby="sourcing-facts">
            <div className={styles.cardHead}>
              <h2 id="sourcing-facts">{t('detail.facts')}</h2>
              <DaysLeft request={request} />
            </div>
            <dl className={styles.detailFacts}>
              <div>
                <dt>{t('detail.category')}</dt>
                <dd>{request.category}</dd>
              </div>
              <div>
                <dt>{t('detail.quantity')}</dt>
                <dd>{quantityText(t, request.quantity, request.unit)}</dd>
              </div>
              <div>
                <dt>{t('detail.budget')}</dt>
                <dd>{budgetText(t, request.budget)}</dd>
              </div>
              <div>
                <dt>{t('detail.region')}</dt>
                <dd>{request.region}</dd>
              </div>
              <div>
                <dt>{t('detail.neededBy')}</dt>
                <dd>
                  <time dateTime={request.neededBy}>{request.neededBy}</time>
                </dd>
              </div>
              <div>
                <dt>{t('detail.kinds')}</dt>
                <dd>{request.kindsWanted.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator'))}</dd>
              </div>
              {request.closesLabel ? (
                <div>
                  <dt>{t('detail.closesAt')}</dt>
                  <dd>
                    <time dateTime={request.closesAt ?? undefined}>{request.closesLabel}</time>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('detail.quotes')}</dt>
                <dd>{t('detail.quotesCount', { count: request.quoteCount })}</dd>
              </div>
              <div>
                <dt>{t('detail.buyer')}</dt>
                <dd>
                  {request.buyer ? (
                    <>
                      <AppLink href={companyPath(request.buyer.id)}>{request.buyer.name}</AppLink>
                      {request.buyer.certified ? <span className={styles.certified}> · {t('detail.certified')}</span> : null}
                    </>
                  ) : (
                    t('detail.buyerHidden')
                  )}
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </InnerPage>
    </>
  );
}
