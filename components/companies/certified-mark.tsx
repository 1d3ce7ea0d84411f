import { useTranslation } from '@/lib/use-translation';
import type { CertifiedMarkView } from '@/lib/companies/views';
import styles from './companies.module.scss';

/** "已认证品牌方" (with the day when `dated`): the certification's kind, never its code. */
export function CertifiedMark({ mark, dated = false }: { mark: CertifiedMarkView; dated?: boolean }) {
  const { t } = useTranslation('companies');
  const kind = t(`kinds.${mark.kind}`);
  return (
    <span className={styles.certified}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1 2.5 3v4.5C2.5 11 5 13.8 8 15c3-1.2 5.5-4 5.5-7.5V3L8 1Z" fill="currentColor" />
        <path d="m5.2 8 2 2 3.6-3.8" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {dated ? t('certified.markDated', { kind, date: mark.date }) : t('certified.mark', { kind })}
    </span>
  );
}
