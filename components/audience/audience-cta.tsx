import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { routes, withQuery, type Audience, type RouteKey } from '@/lib/routes';
import { CTA_ACTIONS } from './cta-actions';
import styles from './audience-cta.module.scss';

/** The page's call to action: certification, events, exhibitor login or contact, by audience. */
export function AudienceCta({ audience, featuredActivityId = null }: { audience: Audience; featuredActivityId?: number | null }) {
  const { t } = useTranslation('audience');
  // The events action opens the featured activity; with none to show, it is left out.
  const actions = CTA_ACTIONS[audience].filter((key) => key !== 'activity' || featuredActivityId !== null);
  const href = (key: RouteKey) => (key === 'activity' ? withQuery(routes.activity, { id: featuredActivityId ?? undefined }) : routes[key]);
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
          <ButtonLink key={routeKey} href={href(routeKey)} variant={index === 0 ? 'primary' : 'secondary'}>
            {t(`${audience}.cta.actions.${routeKey}`)}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
