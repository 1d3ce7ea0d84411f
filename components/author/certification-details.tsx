import { FactList } from '@/components/common/fact-list';
import { useTranslation } from '@/lib/use-translation';
import type { StaffCertificationView } from '@/lib/certifications/views';
import { ReviewForm } from './review-form';
import styles from './review.module.scss';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The facts of the application's own kind: a brand's name, a factory's capacity and processes, a provider's services, a store. */
function kindFacts(c: StaffCertificationView, t: Translate): { label: string; value: string }[] {
  switch (c.kind) {
    case 'brand':
      return [{ label: t('staff.details.brandName'), value: c.brandName }];
    case 'factory':
      return [
        { label: t('staff.details.capacity'), value: c.capacity },
        { label: t('staff.details.processes'), value: c.processes.join('、') },
      ];
    case 'provider':
      return [{ label: t('staff.details.services'), value: c.services.join('、') }];
    case 'retailer':
      return [
        { label: t('staff.details.storeName'), value: c.storeName },
        { label: t('staff.details.storeAddress'), value: c.storeAddress },
      ];
  }
}

/**
 * What a reviewer checks of one application beyond the table's columns —
 * the kind's own fields, how it was submitted, the licence image (staff may
 * fetch it; its size is known, so the panel does not jump as it loads) — and
 * the decision: the review form while pending, else who decided, when and why.
 */
export function CertificationDetails({
  certification: c,
  onReviewed,
}: {
  certification: StaffCertificationView;
  onReviewed: (reviewed: StaffCertificationView) => void;
}) {
  const { t } = useTranslation('author');
  const facts = [
    { label: t('staff.details.legalRepresentative'), value: c.legalRepresentative },
    { label: t('staff.details.email'), value: c.email },
    ...kindFacts(c, t),
    { label: t('staff.details.applicant'), value: t(c.byMember ? 'staff.details.byMember' : 'staff.details.anonymous') },
    ...(c.reviewedLabel
      ? [
          { label: t('staff.details.reviewed'), value: t('staff.details.reviewedValue', { reviewer: c.reviewerName ?? '—', time: c.reviewedLabel }) },
          { label: t('staff.details.note'), value: c.reviewNote || t('staff.details.none') },
        ]
      : []),
  ];
  const licenceLabel = `${t('staff.details.licence')} · ${c.companyName}`;

  return (
    <div className={styles.details}>
      <FactList facts={facts} className={styles.facts} />
      <figure className={styles.licence}>
        <a href={c.licence.url} target="_blank" rel="noopener">
          <img src={c.licence.url} alt={licenceLabel} width={c.licence.width} height={c.licence.height} loading="lazy" />
        </a>
        <figcaption>
          <a href={c.licence.url} target="_blank" rel="noopener">
            {t('staff.details.openLicence')}
          </a>
        </figcaption>
      </figure>
      {c.status === 'pending' ? <ReviewForm certification={c} onReviewed={onReviewed} /> : null}
    </div>
  );
}
