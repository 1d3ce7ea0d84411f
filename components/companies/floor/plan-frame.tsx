import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import styles from './show-exhibitors.module.scss';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/**
 * The box a floor plan sits in: its aspect ratio is the plan's from the first paint (nothing moves when
 * scripts arrive), and it scrolls both ways when zoomed. Buttons zoom in and out (a trackpad's pinch too);
 * a finger pans by scrolling the box. `focus` (fractions of the plan's width and depth) is the highlighted
 * booth, kept in the middle as the plan zooms (the plan first opens whole: no second layout while it loads).
 * A click or tap on a booth opens its exhibitor's profile (the booth's data-href); the box itself takes focus,
 * so a keyboard scrolls a zoomed plan with the arrow keys.
 */
export function PlanFrame({ width, height, focus, children }: { width: number; height: number; focus: { x: number; y: number } | null; children: ReactNode }) {
  const { t } = useTranslation('show-floor');
  const router = useRouter();
  const frame = useRef<HTMLDivElement>(null);
  const [level, setLevel] = useState(0);
  const zoom = ZOOMS[level] ?? 1;

  const centre = useCallback(
    (at: { x: number; y: number }) => {
      const box = frame.current;
      if (!box) return;
      box.scrollLeft = at.x * box.scrollWidth - box.clientWidth / 2;
      box.scrollTop = at.y * box.scrollHeight - box.clientHeight / 2;
    },
    [],
  );

  // A change of zoom keeps the booth (or the middle) in view; the plan as first drawn is left alone (no layout read).
  const drawn = useRef(zoom);
  useEffect(() => {
    const box = frame.current;
    if (!box || drawn.current === zoom) return;
    drawn.current = zoom;
    const middle = focus ?? { x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth, y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight };
    requestAnimationFrame(() => centre(middle));
    // Only a change of zoom re-centres (the guard above): a new focus alone waits for the next zoom.
  }, [zoom, focus, centre]);

  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    // A trackpad's pinch arrives as a wheel event with ctrlKey: zoom the plan, not the page.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setLevel((current) => Math.min(ZOOMS.length - 1, Math.max(0, current + (event.deltaY < 0 ? 1 : -1))));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, []);

  const openBooth = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('[data-href]')?.getAttribute('data-href');
    if (href) void router.push(href);
  };

  return (
    <div className={styles.planBox}>
      <div className={styles.zoomBar}>
        <button type="button" onClick={() => setLevel(Math.max(0, level - 1))} disabled={level === 0} aria-label={t('plan.zoomOut')}>
          −
        </button>
        <span aria-live="polite">{t('plan.zoomLevel', { percent: Math.round(zoom * 100) })}</span>
        <button type="button" onClick={() => setLevel(Math.min(ZOOMS.length - 1, level + 1))} disabled={level === ZOOMS.length - 1} aria-label={t('plan.zoomIn')}>
          +
        </button>
        {level > 0 ? (
          <button type="button" onClick={() => setLevel(0)} className={styles.zoomReset}>
            {t('plan.zoomReset')}
          </button>
        ) : null}
      </div>
      {/* The plan is an image with its own title; the box is focusable only so that a keyboard can scroll it. */}
      <div ref={frame} className={styles.planFrame} style={{ aspectRatio: `${width} / ${height}` }} tabIndex={0} role="group" aria-label={t('plan.frame')} onClick={openBooth}>
        <div className={styles.planInner} style={{ width: `${zoom * 100}%` }}>
          {children}
        </div>
      </div>
    </div>
  );
}
