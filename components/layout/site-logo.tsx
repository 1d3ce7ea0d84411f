import { useTranslation } from '@/lib/use-translation';
import { useOptionalSite } from '@/components/providers/site-context';
import styles from './site-logo.module.scss';

/**
 * The word mark: a square emblem and the site name (English name on /en).
 * `compactInEnglish`: the header's, where beside the full navigation the longer
 * English name would not fit — there only the emblem shows (the name stays for screen readers).
 */
export function SiteLogo({ inverted = false, compactInEnglish = false }: { inverted?: boolean; compactInEnglish?: boolean }) {
  const site = useOptionalSite();
  const { i18n } = useTranslation();
  const name = i18n.language === 'en' ? site?.nameEn : site?.name;
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''} ${compactInEnglish ? styles.compactInEnglish : ''}`}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 10h16v3h-6.5v11h-3V13H8z" fill="#fff" />
      </svg>
      <span className={styles.name}>{name ?? 'TMZ'}</span>
    </span>
  );
}
