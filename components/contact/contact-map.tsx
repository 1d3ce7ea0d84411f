import { useRef } from 'react';
import { OfficeActions } from '@/components/contact/map/office-actions';
import { useLiveMap } from '@/components/contact/map/use-live-map';
import { useSite } from '@/components/providers/site-context';
import { useTranslation } from '@/lib/use-translation';
import styles from './contact-map.module.scss';

/** The static map's picture: its drawn size, which the frame keeps for the live map too. */
const PICTURE = { src: '/images/contact/office-map.svg', width: 640, height: 400 };

/**
 * The office on a map. The server renders what works everywhere: a drawn
 * picture of the office's streets, the address with copy, call and "open in
 * AMap". With an AMap key, the live map loads in the browser once the page is
 * idle and takes the picture's place in the same frame; while it loads a
 * small note says so, and when it cannot load the picture stays, saying so.
 */
export function ContactMap() {
  const { t, i18n } = useTranslation('map');
  const site = useSite();
  const name = i18n.language === 'en' ? site.nameEn : site.name;
  const { phase, LiveMap, onReady, onFailed } = useLiveMap(site.map.key !== '');
  const canvas = useRef<HTMLDivElement>(null);
  const live = phase === 'ready';
  const frameNote = phase === 'loading' ? t('loading') : phase === 'failed' ? t('unavailable') : '';

  return (
    <section className={styles.wrap} aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className="visually-hidden">
        {t('title')}
      </h2>
      <div className={styles.frame} aria-busy={phase === 'loading'} data-map-phase={phase}>
        <div
          ref={canvas}
          className={styles.canvas}
          role={live ? 'region' : undefined}
          aria-label={live ? t('mapLabel', { name }) : undefined}
          inert={!live}
          tabIndex={live ? 0 : undefined}
        />
        {!live && <img className={styles.picture} src={PICTURE.src} width={PICTURE.width} height={PICTURE.height} alt={t('picture', { name })} />}
        <p className={styles.note} aria-live="polite">
          {frameNote && <span>{frameNote}</span>}
        </p>
      </div>
      <OfficeActions />
      {LiveMap && (phase === 'loading' || live) && (
        <LiveMap key={i18n.language} canvas={canvas} ready={live} onReady={onReady} onFailed={onFailed} />
      )}
    </section>
  );
}
