import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { PageSection } from '@/components/audience/page-section';
import { useSite } from '@/components/providers/site-context';
import { mailtoHref } from './mailto';

/**
 * `#positions`: the open positions. They come from the database (a later issue
 * adds the list with its filters and paging); until then, an honest empty state.
 */
export function PositionsSection() {
  const { t } = useTranslation('join-us');
  const site = useSite();
  return (
    <PageSection id="positions" title={t('positions.title')} lead={t('positions.lead')}>
      <EmptyState
        heading="h3"
        title={t('positions.emptyTitle')}
        text={t('positions.emptyText', { email: site.jobsEmail })}
        actions={<ButtonLink href={mailtoHref(site.jobsEmail, t('email.subject'))}>{t('positions.emptyAction')}</ButtonLink>}
      />
    </PageSection>
  );
}
