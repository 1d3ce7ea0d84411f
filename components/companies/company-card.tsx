import { AppLink } from '@/components/common/app-link';
import { companyPath } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { CompanyCardView } from '@/lib/companies/views';
import { CertifiedMark } from './certified-mark';
import { CompanyLogo } from './company-logo';
import styles from './companies.module.scss';

/** One company of a list: logo, name (the link), kinds, certified mark, region and main categories. */
export function CompanyCard({ company, heading: Heading = 'h3' }: { company: CompanyCardView; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('companies');
  const region = [company.province, company.city].filter(Boolean).join(' · ');
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <CompanyLogo name={company.name} logo={company.logo} />
        <div className={styles.cardTitle}>
          <Heading className={styles.name}>
            <AppLink href={companyPath(company.id)}>{company.name}</AppLink>
          </Heading>
          {company.altName ? <p className={styles.altName}>{company.altName}</p> : null}
        </div>
      </div>
      <ul className={styles.kinds} aria-label={t('profile.kinds')}>
        {company.kinds.map((kind) => (
          <li key={kind}>{t(`kinds.${kind}`)}</li>
        ))}
      </ul>
      {company.certified ? <CertifiedMark mark={company.certified} /> : null}
      {company.summary ? <p className={styles.summary}>{company.summary}</p> : null}
      <dl className={styles.cardFacts}>
        {region ? (
          <div>
            <dt>{t('card.region')}</dt>
            <dd>{region}</dd>
          </div>
        ) : null}
        {company.categories.length > 0 ? (
          <div>
            <dt>{t('card.categories')}</dt>
            <dd>{company.categories.map((category) => category.name).join('、')}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
