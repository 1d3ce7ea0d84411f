import { useLayoutEffect, useRef } from 'react';

/**
 * Section-by-section navigation and section dots for the children of the
 * returned ref (components/home/fullpage-controller.ts). It is an enhancement
 * for wide screens with a mouse, so its code loads after the page is up, out of
 * the page's first-load JavaScript.
 */
export function useFullpage(dots: { label: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { label, className } = dots;
  // A layout effect, so the dots leave in the same commit as the page (no frame with stray dots on the next page).
  useLayoutEffect(() => {
    let detach: (() => void) | undefined;
    let live = true;
    void import('./fullpage-controller').then(({ attachFullpage }) => {
      if (live && ref.current) detach = attachFullpage(ref.current, { label, className });
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [label, className]);
  return ref;
}
