import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { PartnerLogoView, PartnerView, PeopleProps } from '@/lib/views/people-views';
import styles from './home-data.module.scss';

/** Consultant cards (photo, name as the link to their page, title). */
export function ConsultantCards({ consultants }: Pick<PeopleProps, 'consultants'>) {
  const { t } = useTranslation('home');
  if (consultants.length === 0) return null;
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{t('people.consultants')}</h3>
      <ul className={styles.consultants}>
        {consultants.map((consultant) => (
          <li key={consultant.id}>
            {consultant.photo ? <img src={consultant.photo} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
            <AppLink href={withQuery(routes.consultant, { id: consultant.id })}>{consultant.name}</AppLink>
            <span>{consultant.title}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PartnerLogo({ partner }: { partner: PartnerLogoView }) {
  return partner.logo ? (
    <img src={partner.logo} alt={partner.name} width={160} height={60} loading="lazy" decoding="async" />
  ) : (
    <strong>{partner.name}</strong>
  );
}

/** Partner logos (named for screen readers): the home page's section 5. */
export function PartnerLogos({ partners }: { partners: PartnerLogoView[] }) {
  const { t } = useTranslation('home');
  if (partners.length === 0) return null;
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{t('people.partners')}</h3>
      <ul className={styles.partners}>
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerLogo partner={partner} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Partners with category, description and a link to their site: /home/page-5. */
export function PartnerCards({ partners }: { partners: PartnerView[] }) {
  const { t } = useTranslation('home');
  if (partners.length === 0) return null;
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{t('people.partners')}</h3>
      <ul className={styles.partnersDetailed}>
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerLogo partner={partner} />
            <span className={styles.category}>{t(`people.categories.${partner.category}`)}</span>
            {/* A description not yet written in English is marked, so screen readers read it in Chinese. */}
            <p lang={partner.untranslated ? 'zh-CN' : undefined}>{partner.description}</p>
            {partner.url ? (
              <a href={partner.url} rel="noopener noreferrer" target="_blank">
                {t('people.visit', { name: partner.name })}
                <span className="visually-hidden">{t('people.newWindow')}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
