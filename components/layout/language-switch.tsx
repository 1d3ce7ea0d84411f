import { AppLink } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/use-translation';
import styles from './language-switch.module.scss';

/** Links to the same page in the other language (zh-CN at "/", English under "/en"). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const target = router.locale === 'en' ? 'zh-CN' : 'en';
  return (
    <AppLink
      href={router.asPath}
      locale={target}
      className={styles.switch}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchLabel')}
    >
      {t('language.switchTo')}
    </AppLink>
  );
}
