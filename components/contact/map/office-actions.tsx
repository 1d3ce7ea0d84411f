import { useRef, useState } from 'react';
import { useSite } from '@/components/providers/site-context';
import { copyText, type CopyOutcome } from '@/lib/copy-text';
import { amapMarkerUrl, telHref } from '@/lib/map/links';
import { useTranslation } from '@/lib/use-translation';
import styles from './office-actions.module.scss';

const COPY_TEXTS: Record<CopyOutcome, string> = { copied: 'copied', selected: 'selected', failed: 'copyFailed' };

/** The part of the map that needs no script: the office address, copy it, call, and the office in the AMap app or site. */
export function OfficeActions() {
  const { t, i18n } = useTranslation('map');
  const site = useSite();
  const english = i18n.language === 'en';
  const name = english ? site.nameEn : site.name;
  const address = english ? site.addressEn : site.address;
  const addressRef = useRef<HTMLParagraphElement>(null);
  const [copyStatus, setCopyStatus] = useState('');

  const copy = async () => {
    setCopyStatus('');
    const outcome = await copyText(address, addressRef.current);
    setCopyStatus(t(COPY_TEXTS[outcome]));
  };

  return (
    <div className={styles.office}>
      <p className={styles.label}>{t('address')}</p>
      <p ref={addressRef} className={styles.address}>
        {address}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => void copy()}>
          {t('copy')}
        </button>
        <a className={styles.action} href={telHref(site.phone)}>
          {t('call', { phone: site.phone })}
        </a>
        <a className={styles.action} href={amapMarkerUrl({ ...site.office, name }, site.nameEn)} target="_blank" rel="noopener noreferrer">
          {t('openApp')}
          <span className="visually-hidden">{t('newWindow')}</span>
        </a>
        <span className={styles.copyStatus} aria-live="polite">
          {copyStatus}
        </span>
      </div>
    </div>
  );
}
