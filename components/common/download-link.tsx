import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useWechatBrowser } from '@/lib/wechat/use-wechat-browser';
import styles from './download-link.module.scss';

/**
 * A link that saves a file (a calendar file, a vCard, a CSV export, a résumé). WeChat's browser saves no
 * files: there the link stays, and a line under it (which the link names as its description) says to open
 * the page in the system browser. That line appears after hydration, so the server's HTML is everyone's.
 */
export function DownloadLink({
  href,
  filename,
  className,
  hintClassName,
  children,
}: {
  href: string;
  /** The name to save it under; without it, the server's (Content-Disposition) or the address's. */
  filename?: string;
  className?: string;
  /** Extra class for the WeChat hint, where the link's container needs it spaced. */
  hintClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const inWechat = useWechatBrowser();
  const hintId = useId();
  return (
    <>
      <a className={className} href={href} download={filename ?? true} aria-describedby={inWechat ? hintId : undefined}>
        {children}
      </a>
      {inWechat ? (
        <span id={hintId} className={hintClassName ? `${styles.hint} ${hintClassName}` : styles.hint}>
          {t('download.wechatHint')}
        </span>
      ) : null}
    </>
  );
}
