import { AppLink } from '@/components/common/app-link';
import { RecordCard, RecordItem } from './account-records';
import { routes, sourcingPath } from '@/lib/routes';
import { myQuotePath } from '@/lib/sourcing/choose-rules';
import type { AccountQuoteView, AccountRequestView, AccountSourcingView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';

/**
 * /account's sourcing cards, in the style of its other records: the requests the account posted (with where
 * each stands and how many quotes it has) and its company's quotes (with their state). A request leads to its
 * page while the public sees it.
 */

const REQUEST_TONES = { draft: 'off', pending: 'wait', live: 'good', ended: 'off', rejected: 'bad', closed: 'off', hidden: 'off' } as const;
const QUOTE_TONES = { sent: 'good', withdrawn: 'off', accepted: 'good', declined: 'off' } as const;

function requestState(item: AccountRequestView): keyof typeof REQUEST_TONES {
  return item.status === 'live' && item.ended ? 'ended' : item.status;
}

export function AccountSourcing({ sourcing }: { sourcing: AccountSourcingView }) {
  const { t } = useTranslation('sourcing');
  return (
    <>
      <RecordCard
        id="my-sourcing-requests"
        title={t('account.requestsTitle')}
        empty={
          <>
            <p>{t('account.requestsEmpty')}</p>
            <AppLink href={routes.sourcingNew}>{t('account.post')}</AppLink>
          </>
        }
        more={sourcing.requests.length > 0 ? <AppLink href={routes.sourcingNew}>{t('account.post')}</AppLink> : undefined}
      >
        {sourcing.requests.map((item) => {
          const state = requestState(item);
          return (
            <RecordItem
              key={item.id}
              title={item.title}
              href={item.status === 'live' || item.status === 'closed' ? sourcingPath(item.id) : null}
              status={t(`account.status.${state}`)}
              tone={REQUEST_TONES[state]}
              facts={[item.createdLabel, t('account.quoteCount', { count: item.quoteCount })]}
            />
          );
        })}
      </RecordCard>
      <RecordCard
        id="my-sourcing-quotes"
        title={t('account.quotesTitle')}
        empty={
          <>
            <p>{t('account.quotesEmpty')}</p>
            <AppLink href={routes.sourcing}>{t('account.browse')}</AppLink>
          </>
        }
      >
        {sourcing.quotes.map((item: AccountQuoteView) => (
          <RecordItem
            key={item.requestId}
            title={item.requestTitle}
            href={myQuotePath(item.requestId)}
            status={t(`quote.status.${item.status}`)}
            tone={QUOTE_TONES[item.status]}
            facts={[t('account.quoteMeta', { revision: item.revision, time: item.updatedLabel }), ...(item.requestEnded ? [t('account.requestEnded')] : [])]}
          />
        ))}
      </RecordCard>
    </>
  );
}
