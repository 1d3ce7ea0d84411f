import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FactList } from '@/components/common/fact-list';
import { RoutePage } from '@/components/common/route-page';
import type { CompanyProfile } from '@/lib/companies/profile-schema';
import type { OwnCompanyProps, OwnCompanyView } from '@/lib/companies/profile-views';
import { CERTIFICATION_PAGE, routes, type RouteKey } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { ProfileEditor } from './profile-editor';
import styles from './profile-editor.module.scss';

/** Where the review stands: waiting since when, or turned down with the staff's note, or nothing waiting. */
function ReviewStatus({ company }: { company: OwnCompanyView }) {
  const { t } = useTranslation('company-profile');
  if (company.pending) {
    return (
      <div className={styles.pending} role="status">
        <strong className={styles.badge}>{t('status.pending')}</strong>
        <p>{t('status.pendingText', { time: company.pending.submittedLabel })}</p>
      </div>
    );
  }
  if (company.rejected) {
    return (
      <div className={styles.rejected} role="status">
        <strong className={styles.badgeDanger}>{t('status.rejected')}</strong>
        <p>{t('status.rejectedText', { time: company.rejected.reviewedLabel, note: company.rejected.note })}</p>
      </div>
    );
  }
  return null;
}

/** The live profile in a few facts: what visitors see now, whatever waits for review. */
function LiveFacts({ company }: { company: OwnCompanyView }) {
  const { t } = useTranslation('company-profile');
  const live: CompanyProfile = company.live;
  const none = t('liveFacts.none');
  const contact = live.contactChannel ? `${t(`fields.channels.${live.contactChannel}`)} ${live.contactValue}` : none;
  return (
    <section className={styles.card} aria-labelledby="live-title" data-testid="live-profile">
      <h2 id="live-title" className={styles.cardTitle}>
        {t('liveTitle')}
      </h2>
      <p className={styles.mark}>
        {company.certifiedKind && company.certifiedLabel ? t('certified', { kind: t(`kinds.${company.certifiedKind}`), date: company.certifiedLabel }) : t('notCertified')}
      </p>
      <FactList
        className={styles.facts}
        facts={[
          { label: t('liveFacts.name'), value: company.name },
          { label: t('liveFacts.nameEn'), value: live.nameEn || none },
          { label: t('liveFacts.summary'), value: live.summary || none },
          { label: t('liveFacts.region'), value: [live.province, live.city].filter(Boolean).join(' ') || none },
          { label: t('liveFacts.contact'), value: contact },
          { label: t('liveFacts.products'), value: t('liveFacts.productsCount', { count: live.products.length }) },
        ]}
      />
    </section>
  );
}

const CERTIFICATION_LINKS = Object.values(CERTIFICATION_PAGE) as RouteKey[];

/**
 * /account/company and /exhibitor/company: the company the account acts for — its certified mark and live
 * profile, where its change stands, and the form that proposes the next one — or, for an account of no
 * company, how one comes to have one.
 */
export function CompanyProfilePage({ company: initial, categories, routeKey }: OwnCompanyProps & { routeKey: 'accountCompany' | 'exhibitorCompany' }) {
  const { t } = useTranslation(['company-profile', 'common']);
  const [company, setCompany] = useState(initial);
  const parents = [{ label: t(routeKey === 'accountCompany' ? 'common:routes.account.title' : 'common:routes.exhibitor.title'), href: routeKey === 'accountCompany' ? routes.account : routes.exhibitor }];
  if (!company) {
    return (
      <RoutePage routeKey={routeKey} parents={parents} noindex>
        <section className={styles.card} aria-labelledby="none-title">
          <h2 id="none-title" className={styles.cardTitle}>
            {t('noCompany.title')}
          </h2>
          <p className={styles.note}>{t('noCompany.text')}</p>
          <p className={styles.note}>
            {t('noCompany.apply')}{' '}
            {CERTIFICATION_LINKS.map((key, index) => (
              <span key={key}>
                {index > 0 ? ' · ' : null}
                <AppLink href={routes[key]}>{t(`common:routes.${key}.title`)}</AppLink>
              </span>
            ))}
          </p>
        </section>
      </RoutePage>
    );
  }
  return (
    <RoutePage routeKey={routeKey} parents={parents} lead={t('lead')} noindex>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ReviewStatus company={company} />
          <section className={styles.card} aria-labelledby="editor-title">
            <h2 id="editor-title" className={styles.cardTitle}>
              {t('formTitle')}
            </h2>
            <ProfileEditor company={company} categories={categories} onProposed={setCompany} />
          </section>
        </div>
        <aside className={styles.side}>
          <LiveFacts company={company} />
        </aside>
      </div>
    </RoutePage>
  );
}
