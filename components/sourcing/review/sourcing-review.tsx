import { useRouter } from 'next/router';
import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import { FormAlert } from '@/components/forms/form-field';
import { routes, withQuery } from '@/lib/routes';
import type { StaffSourcingProps, StaffSourcingRowView, StaffSourcingView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { budgetText, quantityText } from '../sourcing-texts';
import { SourcingDecision } from './sourcing-decision';
import bodyStyles from '@/components/common/article-body.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import styles from './sourcing-review.module.scss';

const ANCHOR = '#sourcing-requests';
const hrefOf = (id: number) => `${withQuery(routes.adminSubmissions, { request: id })}${ANCHOR}`;

/** The request opened for review: everything the buyer sent, its company (staff always see it), and the decision. */
function OpenRequest({ request, onReviewed }: { request: StaffSourcingView; onReviewed: (status: 'live' | 'rejected') => void }) {
  const { t } = useTranslation('sourcing');
  return (
    <section className={styles.opened} aria-labelledby="sourcing-request-title">
      <h3 id="sourcing-request-title" className={styles.title}>
        {request.title}
      </h3>
      <p className={styles.meta}>{t('review.meta', { company: request.companyName, author: request.authorName, time: request.submittedLabel })}</p>
      <dl className={styles.facts}>
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
          <dd>{request.neededBy}</dd>
        </div>
        <div>
          <dt>{t('detail.kinds')}</dt>
          <dd>{request.kindsWanted.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator'))}</dd>
        </div>
        <div>
          <dt>{t('detail.buyer')}</dt>
          <dd>
            {request.companyName} · {request.showCompany ? t('review.showCompany') : t('review.hideCompany')} · {t('review.openDays', { count: request.openDays })}
          </dd>
        </div>
      </dl>
      <div className={bodyStyles.body} dangerouslySetInnerHTML={{ __html: request.description }} />
      {request.requirements ? (
        <>
          <h4>{t('detail.requirements')}</h4>
          <p className={styles.requirements}>{request.requirements}</p>
        </>
      ) : null}
      <SourcingDecision key={request.id} requestId={request.id} onReviewed={onReviewed} />
    </section>
  );
}

const COLUMNS = ['title', 'company', 'submittedAt'] as const;

function Queue({ queue, openId }: { queue: StaffSourcingRowView[]; openId: number | null }) {
  const { t } = useTranslation('sourcing');
  if (queue.length === 0) return <p className={styles.note}>{t('review.empty')}</p>;
  return (
    <TableScroller labelledBy="sourcing-requests-title">
      <table className={tableStyles.table}>
        <TableHead columns={COLUMNS} header={(column) => t(`review.columns.${column}`)} />
        <tbody>
          {queue.map((row) => (
            <tr key={row.id} aria-current={row.id === openId || undefined} className={row.id === openId ? styles.current : undefined}>
              <th scope="row" className={tableStyles.text}>
                <AppLink href={hrefOf(row.id)}>{row.title}</AppLink>
              </th>
              <td className={tableStyles.text}>{row.companyName}</td>
              <td>
                <time dateTime={row.submittedAt}>{row.submittedLabel}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/**
 * /admin/submissions' third queue: sourcing requests of certified companies, the longest waiting first; one
 * opened (?request=) shows what the buyer sent, with approve (live now) and send back (with a note).
 */
export function SourcingReview({ sourcingQueue, sourcingRequest, sourcingMissing }: StaffSourcingProps) {
  const { t } = useTranslation('sourcing');
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);

  function reviewed(opened: StaffSourcingView, status: 'live' | 'rejected') {
    setDone(t(status === 'live' ? 'review.approved' : 'review.rejected', { title: opened.title }));
    void router.replace(`${routes.adminSubmissions}${ANCHOR}`);
  }

  return (
    <section id="sourcing-requests" className={styles.section} aria-labelledby="sourcing-requests-title">
      <div className={styles.bar}>
        <h2 id="sourcing-requests-title" className={styles.heading}>
          {t('review.title')}
        </h2>
        <p>{t('review.count', { count: sourcingQueue.length })}</p>
      </div>
      <p className={styles.note}>{t('review.lead')}</p>
      {done && !sourcingRequest ? <FormAlert tone="success">{done}</FormAlert> : sourcingMissing ? <FormAlert>{t('review.missing')}</FormAlert> : null}
      {sourcingRequest ? <OpenRequest request={sourcingRequest} onReviewed={(status) => reviewed(sourcingRequest, status)} /> : null}
      <Queue queue={sourcingQueue} openId={sourcingRequest?.id ?? null} />
      {sourcingRequest ? (
        <AppLink className={styles.close} href={`${routes.adminSubmissions}${ANCHOR}`}>
          {t('review.close')}
        </AppLink>
      ) : null}
    </section>
  );
}
