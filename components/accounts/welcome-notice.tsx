import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/common/app-link';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './welcome-notice.module.scss';

/** The query a new member's first visit to /account carries (set by sign-up). */
export const WELCOME_QUERY = 'welcome';

/**
 * What a new member sees first after signing up (/account?welcome=1): a welcome by name and what to do next —
 * register for an activity, write an article, apply for certification, add their company — with the account's
 * own settings below. Its heading takes the focus, so the new page is read from it.
 */
export function WelcomeNotice({ name }: { name: string }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = router.query[WELCOME_QUERY] === '1';

  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  if (!shown) return null;
  const steps = [
    { href: routes.activities, label: t('welcome.activities') },
    { href: routes.publish, label: t('welcome.publish') },
    { href: routes.authorBrand, label: t('welcome.certify') },
    { href: routes.accountCompany, label: t('welcome.company') },
  ];
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <h2 id="welcome-title" ref={heading} tabIndex={-1}>
        {name ? t('welcome.titleNamed', { name }) : t('welcome.title')}
      </h2>
      <p>{t('welcome.lead')}</p>
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step.href}>
            <AppLink href={step.href}>{step.label}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
