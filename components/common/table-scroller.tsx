import { useRef, type ReactNode } from 'react';
import { useScrollEdges } from './use-scroll-edges';
import styles from './table.module.scss';

/**
 * The one frame of every data table (the console's, the exhibitor's leads): a
 * region that scrolls sideways inside its own box (focusable, so the arrow
 * keys scroll it, and named for screen readers), with a shade at each edge
 * where more of the table waits. The table inside is a `.table`
 * (table.module.scss): each row's first cell — the name, title or number that
 * says which row it is, a `<th scope="row">` — stays in view while the rest
 * scrolls, and an `.actions` cell stays at the right edge from a tablet up.
 */
export function TableScroller({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(box);
  return (
    <div className={styles.frame} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      <div
        ref={box}
        className={className ? `${styles.scroller} ${className}` : styles.scroller}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        {children}
      </div>
    </div>
  );
}
