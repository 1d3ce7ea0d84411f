import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import styles from './back-to-top.module.scss';

/** Shown once the visitor has scrolled down a screen; smooth-scrolls to the top and moves focus there. */
const SHOW_AFTER_PX = 400;

export function BackToTop() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      aria-label={t('backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 4l-6 6h4v6h4v-6h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
