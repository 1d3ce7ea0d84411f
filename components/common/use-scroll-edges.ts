import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is scrolled out of view at the left. */
  start: boolean;
  /** More content waits beyond the right edge. */
  end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/**
 * Whether a box that scrolls sideways (a data table, the console's menu on a
 * phone) has more to show at either side: measured when it scrolls, when it
 * or its content changes size, and when the window does. Nothing before
 * hydration (the server cannot know), so no cue is shown that is not true.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      // One pixel of slack: zoomed pages report fractional widths.
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
