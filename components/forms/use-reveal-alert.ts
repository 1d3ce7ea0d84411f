import { useEffect, useRef } from 'react';

/** Whether the visitor asked for less motion: the scroll then jumps instead of gliding. */
function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings a form-level alert (a 409, a 429, no network…) where the eye is: scrolled to the middle of the screen
 * (gliding, or at once when the visitor prefers reduced motion) and focused, so a screen reader reads it and the
 * next Tab goes to what it offers. It happens when the alert appears and again whenever `key` changes (a new
 * message in an alert that stays); a null or empty key reveals nothing. The element needs tabIndex={-1}.
 */
export function revealAlert(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  // jsdom has no scrollIntoView; every browser has.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
}

export function useRevealAlert<E extends HTMLElement = HTMLDivElement>(key: unknown = true) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (key === null || key === undefined || key === false || key === '') return;
    if (ref.current) revealAlert(ref.current);
  }, [key]);
  return ref;
}
