import { AppLink } from '@/components/common/app-link';
import { sourcingPath } from '@/lib/routes';
import type { SourcingCardView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { quantityText } from './sourcing-texts';
import { InvitedMark } from './invited-mark';
import styles from './sourcing.module.scss';

/** How long a request has left, or that it has ended ("剩 12 天", "今天截止", "已结束"). */
export function DaysLeft({ request }: { request: Pick<SourcingCardView, 'ended' | 'daysLeft'> }) {
  const { t } = useTranslation('sourcing');
  if (request.ended) return <span className={`${styles.state} ${styles.stateEnded}`}>{t('card.ended')}</span>;
  return <span className={styles.state}>{request.daysLeft <= 1 ? t('card.lastDay') : t('card.daysLeft', { count: request.daysLeft })}</span>;
}

/** One request of the list: title (the link), days left or 已结束, category, quantity, region, needed-by, quotes so far. */
export function SourcingCard({ request }: { request: SourcingCardView }) {
  const { t } = useTranslation('sourcing');
  return (
    <li className={request.ended ? `${styles.card} ${styles.cardEnded}` : styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.title}>
          <AppLink href={sourcingPath(request.id)}>{request.title}</AppLink>
        </h2>
        <DaysLeft request={request} />
      </div>
      {request.invited ? <InvitedMark /> : null}
      {request.category ? <p className={styles.category}>{request.category}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('card.quantity')}</dt>
          <dd>{quantityText(t, request.quantity, request.unit)}</dd>
        </div>
        <div>
          <dt>{t('card.region')}</dt>
          <dd>{request.region}</dd>
        </div>
        <div>
          <dt>{t('card.neededBy')}</dt>
          <dd>
            <time dateTime={request.neededBy}>{request.neededBy}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.quotes}>
        {t('card.quotes', { count: request.quoteCount })} · {t('card.wanted', { kinds: request.kindsWanted.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator')) })}
      </p>
    </li>
  );
}
