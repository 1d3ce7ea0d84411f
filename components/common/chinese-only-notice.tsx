import { useRouter } from 'next/router';
import { AppLink } from '@/components/common/app-link';
import { useTranslation } from '@/lib/use-translation';
import styles from './chinese-only-notice.module.scss';

/**
 * On an English page whose text is written in Chinese only (an article's
 * body, a job's duties), one line that says so, with a link to the same page
 * in Chinese. Nothing on Chinese pages. `text` names the part that is
 * Chinese only (an activity's description, its agenda) instead of the page.
 */
export function ChineseOnlyNotice({ text }: { text?: string } = {}) {
  const { t, i18n } = useTranslation('common');
  const { asPath } = useRouter();
  if (i18n.language !== 'en') return null;
  return (
    <p className={styles.notice}>
      {text ?? t('chineseOnly.text')}{' '}
      <AppLink href={asPath} locale="zh-CN" lang="zh-CN" hrefLang="zh-CN">
        {t('chineseOnly.link')}
      </AppLink>
    </p>
  );
}
