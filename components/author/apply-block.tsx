import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { useSite } from '@/components/providers/site-context';
import { routes, withQuery } from '@/lib/routes';
import styles from './author.module.scss';

export type CertificationKind = 'brand' | 'retailer';

const PAGE = { brand: routes.authorBrand, retailer: routes.authorRetailer } as const;

/**
 * `#apply`: the application form is for logged-in members, so this leads to
 * the login page, which brings the member back here afterwards.
 */
export function ApplyBlock({ kind }: { kind: CertificationKind }) {
  const { t } = useTranslation('author');
  const site = useSite();
  return (
    <section id="apply" className={styles.apply} aria-labelledby="apply-heading">
      <h2 id="apply-heading" className={styles.applyTitle}>
        {t(`${kind}.apply.title`)}
      </h2>
      <p>{t(`${kind}.apply.text`)}</p>
      <div className={styles.applyActions}>
        <ButtonLink href={withQuery(routes.login, { redirect: PAGE[kind] })}>{t(`${kind}.apply.login`)}</ButtonLink>
      </div>
      <p className={styles.applyHint}>{t(`${kind}.apply.signupHint`)}</p>
      <p className={styles.applyHelp}>
        {t(`${kind}.apply.help`)}{' '}
        <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
        {' · '}
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </section>
  );
}
