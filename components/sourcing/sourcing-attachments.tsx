import { useEffect, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { routes, sourcingPath, withQuery } from '@/lib/routes';
import type { SourcingAttachmentsAnswer } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { fileSizeText, fileTypeText } from './sourcing-file-text';
import styles from './sourcing.module.scss';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'open'; files: SourcingAttachmentsAnswer['attachments'] }
  /** 401 (log in) or 403 (certified companies only), with the API's words. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed' };

/**
 * A request's attachments on its page. The page (cached for everyone) says only how many there are; the list
 * is asked of the API by the browser, which answers it to logged-in certified companies, the buyer and staff —
 * and to anyone else says why not (log in, or get certified), with the way there.
 */
export function SourcingAttachments({ requestId, count }: { requestId: number; count: number }) {
  const { t, i18n } = useTranslation('sourcing');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (count === 0) return;
    let live = true;
    fetch(`/api/sourcing/${requestId}/attachments`, { credentials: 'same-origin', headers: { 'Accept-Language': i18n.language === 'en' ? 'en' : 'zh-CN' } })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        if (!live) return;
        if (response.ok) setLoaded({ kind: 'open', files: (body as SourcingAttachmentsAnswer).attachments });
        else if (response.status === 401 || response.status === 403) {
          setLoaded({ kind: 'refused', status: response.status, message: (body as { error?: { message?: string } } | null)?.error?.message ?? '' });
        } else setLoaded({ kind: 'failed' });
      })
      .catch(() => {
        if (live) setLoaded({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [requestId, count, i18n.language]);

  if (count === 0) return null;
  return (
    <section aria-labelledby="sourcing-files">
      <h2 id="sourcing-files">{t('files.heading', { count })}</h2>
      {loaded.kind === 'loading' ? <p className={styles.hint}>{t('files.loading')}</p> : null}
      {loaded.kind === 'failed' ? <p className={styles.hint}>{t('files.failed')}</p> : null}
      {loaded.kind === 'refused' ? (
        <p className={styles.filesLocked}>
          {loaded.message}{' '}
          {loaded.status === 401 ? (
            <AppLink href={withQuery(routes.login, { redirect: sourcingPath(requestId) })}>{t('files.loginLink')}</AppLink>
          ) : (
            <AppLink href={routes.authorBrand}>{t('gate.apply')}</AppLink>
          )}
        </p>
      ) : null}
      {loaded.kind === 'open' ? (
        <ul className={styles.files}>
          {loaded.files.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>
                {fileTypeText(file.type, t)} · {fileSizeText(file.size)}
              </span>
              <a className={styles.fileDownload} href={file.url} download={file.name}>
                {t('files.download')}
                <span className={styles.visuallyHidden}> {file.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
