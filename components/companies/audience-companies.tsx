import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { PageSection } from '@/components/common/page-section';
import type { CompanyKind } from '@/lib/companies/rules';
import type { CompanyCardView } from '@/lib/companies/views';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { CompanyCard } from './company-card';
import styles from './directory.module.scss';

/** An audience page's block (#companies): its kind's newest certified companies and "查看全部" (the directory filtered by kind). */
export function AudienceCompanies({ kind, companies }: { kind: CompanyKind; companies: CompanyCardView[] }) {
  const { t } = useTranslation('companies');
  const kindName = t(`kindsPlural.${kind}`);
  const all = withQuery(routes.companies, { kind });
  return (
    <PageSection id="companies" title={t('audience.title', { kind: kindName })} lead={companies.length > 0 ? t('audience.lead', { kind: kindName }) : undefined}>
      {companies.length > 0 ? (
        <>
          <ul className={styles.cards}>
            {companies.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </ul>
          <p className={styles.more}>
            <ButtonLink href={all} variant="secondary">
              {t('audience.viewAll')}
              <span className="visually-hidden">{` ${kindName}`}</span>
            </ButtonLink>
          </p>
        </>
      ) : (
        <EmptyState heading="h3" title={t('audience.emptyTitle', { kind: kindName })} text={t('audience.emptyText', { kind: kindName })} actions={<ButtonLink href={routes.companies}>{t('audience.toDirectory')}</ButtonLink>} />
      )}
    </PageSection>
  );
}
