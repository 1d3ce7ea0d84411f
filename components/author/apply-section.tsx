import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { PageSection } from '@/components/common/page-section';
import { useSite } from '@/components/providers/site-context';
import { useViewer } from '@/components/providers/viewer-context';
import { CERTIFICATION_PAGE, routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { CertificationKind } from '@/lib/certifications/views';
import { ApplicationReceipt } from './application-receipt';
import { CertificationForm, type Applied } from './certification-form';
import { StatusLookup } from './status-lookup';
import styles from './application.module.scss';


/** Who the application will belong to: the logged-in account, or nobody (anyone may apply; logging in links it). */
function ApplicantNote({ kind }: { kind: CertificationKind }) {
  const { t } = useTranslation('author');
  const { viewer } = useViewer();
  if (viewer) return <p className={styles.applicant}>{t('form.member', { name: viewer.name || viewer.login })}</p>;
  return (
    <p className={styles.applicant}>
      {t('form.anonymous')} <AppLink href={withQuery(routes.login, { redirect: `${routes[CERTIFICATION_PAGE[kind]]}#apply` })}>{t('form.login')}</AppLink>
    </p>
  );
}

/**
 * `#apply`: the application form, replaced by the receipt with the
 * application's number once it is in; beside it (below on a phone) the status
 * look-up, filled in with that number, and whom to ask.
 */
export function ApplySection({ kind }: { kind: CertificationKind }) {
  const { t } = useTranslation('author');
  const site = useSite();
  const [applied, setApplied] = useState<Applied | null>(null);
  return (
    <PageSection id="apply" title={t(`${kind}.apply.title`)} lead={t(`${kind}.apply.text`)}>
      <div className={styles.layout}>
        <div className={styles.card}>
          {applied ? (
            <ApplicationReceipt application={applied.application} />
          ) : (
            <>
              <ApplicantNote kind={kind} />
              <CertificationForm kind={kind} headingId="apply-heading" onApplied={setApplied} />
            </>
          )}
        </div>
        <div className={styles.side}>
          <section id="status" className={styles.card} aria-labelledby="status-heading">
            <h3 id="status-heading" className={styles.cardTitle}>
              {t('lookup.title')}
            </h3>
            <p className={styles.muted}>{t('lookup.lead')}</p>
            <StatusLookup
              key={applied?.application.number ?? ''}
              kind={kind}
              headingId="status-heading"
              initialNumber={applied?.application.number}
              initialMobile={applied?.mobile}
            />
          </section>
          <p className={styles.help}>
            {t(`${kind}.apply.help`)} <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
            {' · '}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </div>
      </div>
    </PageSection>
  );
}
