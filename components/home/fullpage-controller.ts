import { FULLPAGE_MEDIA_QUERY, keyToTarget, stepIndex, WheelGate, WHEEL_LOCK_MS } from '@/lib/site/fullpage';
import { createSectionDots } from './section-dots';

/** Where the user is typing or in a dialog, keys keep their own meaning. */
const KEEP_KEYS = 'input,textarea,select,[contenteditable],[role=dialog],dialog';

/**
 * Full-screen section navigation over the children of `root` (the decisions
 * live in lib/site/fullpage.ts; this wires the events). While the window matches
 * FULLPAGE_MEDIA_QUERY, the wheel and the keyboard move one whole section at a
 * time; a section taller than the window first scrolls normally to its edge,
 * and past the last section the page scrolls on into the footer. The section
 * dots follow the section under the middle of the window and jump on click.
 * Returns the function that detaches it all.
 */
export function attachFullpage(root: HTMLElement, dotsOptions: { label: string; className?: string }): () => void {
  const sections = Array.from(root.children) as HTMLElement[];
  const last = sections.length - 1;
  const wide = matchMedia(FULLPAGE_MEDIA_QUERY);
  const gate = new WheelGate();
  let current = 0;
  let busyUntil = 0;
  const idle = () => Date.now() > busyUntil;
  const dots = createSectionDots(root, sections, dotsOptions, (index) => go(index));

  const go = (index: number, focus = false) => {
    const section = sections[index];
    if (!section) return;
    current = index;
    busyUntil = Date.now() + WHEEL_LOCK_MS;
    dots.setActive(index);
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (focus) section.focus({ preventScroll: true });
  };

  /** Whether the page should scroll by itself: the section has more to show that way, or the footer lies below. */
  const native = (direction: number) => {
    const box = sections[current]?.getBoundingClientRect();
    if (!box) return true;
    const headerHeight = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return direction > 0 ? current === last || box.bottom > innerHeight + 2 : box.top < headerHeight - 2;
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const index = sections.indexOf(entry.target as HTMLElement);
        // During a move the target stays current, whatever sections pass by.
        if (idle()) current = index;
        dots.setActive(index);
      }
    },
    { rootMargin: '-50% 0px -50% 0px' },
  );
  sections.forEach((section) => {
    observer.observe(section);
    // Keyboard moves take the focus along, so Tab continues in the section on screen.
    section.tabIndex = -1;
  });

  const onWheel = (event: WheelEvent) => {
    if (!wide.matches || event.ctrlKey || event.deltaY === 0) return;
    if (idle() && native(event.deltaY)) return;
    event.preventDefault();
    const direction = gate.accept(event.deltaY);
    if (direction) go(stepIndex(current, direction, sections.length));
  };

  const onKey = (event: KeyboardEvent) => {
    const target = event.target as Element;
    if (
      !wide.matches ||
      event.defaultPrevented ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      target.closest(KEEP_KEYS) ||
      (event.key === ' ' && target.closest('button,summary,[role=button]'))
    ) {
      return;
    }
    const index = keyToTarget(event.key, current, sections.length);
    if (index === undefined) return;
    const stepping = event.key !== 'Home' && event.key !== 'End';
    const up = event.key === 'ArrowUp' || event.key === 'PageUp';
    if (stepping && idle() && native(up ? -1 : 1)) return;
    event.preventDefault();
    go(index, true);
  };

  addEventListener('wheel', onWheel, { passive: false });
  addEventListener('keydown', onKey);
  return () => {
    observer.disconnect();
    removeEventListener('wheel', onWheel);
    removeEventListener('keydown', onKey);
    dots.remove();
  };
}
