import { useCallback, useEffect, useRef, useState } from 'react';
import { FULLPAGE_MEDIA_QUERY, keyToTarget, WheelGate, WHEEL_LOCK_MS } from '@/lib/fullpage';

/** Where the user is typing or in a dialog, keys keep their own meaning. */
const KEEP_KEYS = 'input,textarea,select,[contenteditable],[role=dialog],dialog';

/**
 * Full-screen section navigation (lib/fullpage.ts decides, this wires it): on
 * wide screens with a fine pointer the wheel and the keyboard move one whole
 * section at a time; a section taller than the window first scrolls normally to
 * its edge, and below the last section the page scrolls on into the footer.
 * Elsewhere the page scrolls as usual. `active` follows the section under the
 * middle of the window.
 */
export function useFullpage() {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const state = useRef({ index: 0, busyUntil: 0 });

  const go = useCallback((index: number, focus?: boolean) => {
    const section = ref.current?.children[index] as HTMLElement | undefined;
    if (!section) return;
    state.current = { index, busyUntil: Date.now() + WHEEL_LOCK_MS };
    setActive(index);
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (focus) section.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const sections = Array.from(ref.current?.children ?? []);
    const last = sections.length - 1;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = sections.indexOf(entry.target);
          if (Date.now() > state.current.busyUntil) state.current.index = index;
          setActive(index);
        }
      },
      { rootMargin: '-50% 0px -50% 0px' },
    );
    sections.forEach((section) => observer.observe(section));

    const wide = matchMedia(FULLPAGE_MEDIA_QUERY);
    /** True when the current section still has content beyond the window in that direction (or the footer lies below). */
    const scrollsNatively = (direction: number) => {
      const { index } = state.current;
      const box = sections[index]?.getBoundingClientRect();
      if (!box) return true;
      const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      return direction > 0 ? index === last || box.bottom > innerHeight + 2 : box.top < top - 2;
    };

    const gate = new WheelGate();
    const onWheel = (event: WheelEvent) => {
      if (!wide.matches || event.ctrlKey || event.deltaY === 0) return;
      if (Date.now() > state.current.busyUntil && scrollsNatively(event.deltaY)) return;
      event.preventDefault();
      const direction = gate.accept(event.deltaY);
      if (direction) go(Math.max(0, Math.min(last, state.current.index + direction)));
    };

    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        !wide.matches ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        target.closest?.(KEEP_KEYS) ||
        (event.key === ' ' && target.closest?.('button,summary,[role=button]'))
      ) {
        return;
      }
      const index = keyToTarget(event.key, state.current.index, sections.length);
      if (index === undefined) return;
      const stepping = event.key !== 'Home' && event.key !== 'End';
      const up = event.key === 'ArrowUp' || event.key === 'PageUp';
      if (stepping && Date.now() > state.current.busyUntil && scrollsNatively(up ? -1 : 1)) return;
      event.preventDefault();
      go(index, true);
    };

    addEventListener('wheel', onWheel, { passive: false });
    addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      removeEventListener('wheel', onWheel);
      removeEventListener('keydown', onKey);
    };
  }, [go]);

  return { ref, active, go };
}
