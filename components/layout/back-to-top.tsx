import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import styles from './back-to-top.module.scss';

/** Shown once the visitor has scrolled down a screen; smooth-scrolls to the top and moves focus there. */
const SHOW_AFTER_PX = 400;
/** Below the tablet breakpoint ($bp-tablet) the button floats over the content itself, not beside it. */
const PHONE = '(max-width: 767.98px)';
/** A scroll shorter than this says nothing about the direction (a finger's jitter). */
const DIRECTION_PX = 8;
/** What the button must never lie on: something to press or type in. */
const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether the button lies on a control of the page (an image-description panel's 跳过, a form's button): its
 * corners and middle are looked under, the button itself left out.
 */
function coversControl(button: HTMLElement): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const box = button.getBoundingClientRect();
  const inset = 4;
  const points: [number, number][] = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) => {
    const under = document.elementsFromPoint(x, y).find((element) => !button.contains(element));
    return under?.closest(INTERACTIVE) != null;
  });
}

/**
 * The back-to-top button. It never lies on a control of the page; and on a phone, where it floats over the
 * content (the empty "我的投稿" card, the text being read), it shows only while the visitor scrolls back up —
 * when going to the top is what they are after — and stays hidden while they read on down.
 */
export function BackToTop() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let lastY = window.scrollY;
    let upward = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (Math.abs(y - lastY) >= DIRECTION_PX) {
        upward = y < lastY;
        lastY = y;
      }
      const button = ref.current;
      const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;
      const focused = button !== null && document.activeElement === button;
      setVisible(y > SHOW_AFTER_PX && (focused || ((!phone || upward) && !(button && coversControl(button)))));
    };
    const soon = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    // What lies under it changes without a scroll too (a panel appears under the editor).
    const timer = window.setInterval(soon, 1000);
    return () => {
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      window.clearInterval(timer);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <button
      ref={ref}
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
