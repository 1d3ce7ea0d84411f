import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { routes, type Audience } from '@/lib/routes';
import { CTA_ACTIONS } from './cta-actions';
import styles from './audience-cta.module.scss';

/** The page's call to action: certification, events, exhibitor login or contact, by audience. */
export function AudienceCta({ audience }: { audience: Audience }) {
  const { t } = useTranslation('audience');
  const actions = CTA_ACTIONS[audience];
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div className={styles.text}>
        <h2 id="cta-heading" className={styles.title}>
          {t(`${audience}.cta.title`)}
        </h2>
        <p className={styles.body}>{t(`${audience}.cta.text`)}</p>
      </div>
      <div className={styles.actions}>
        {actions.map((routeKey, index) => (
          <ButtonLink key={routeKey} href={routes[routeKey]} variant={index === 0 ? 'primary' : 'secondary'}>
            {t(`${audience}.cta.actions.${routeKey}`)}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
