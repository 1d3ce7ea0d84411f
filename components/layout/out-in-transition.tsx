import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TRANSITION_MS } from '@/lib/constants';

/**
 * An out-in transition: when `transitionKey` changes, the old content fades
 * out (`<name>-leave-active <name>-leave-to`), then the new content fades in
 * (`<name>-enter-active <name>-enter-from`, the latter removed on the next
 * frame). Nothing animates on first load. Class names follow the "page" and
 * "layout" transitions of docs/spec.md §2.3.
 */

type Phase = 'idle' | 'leave' | 'enter-from' | 'enter';

const CLASSES: Record<Phase, (name: string) => string | undefined> = {
  idle: () => undefined,
  leave: (name) => `${name}-leave-active ${name}-leave-to`,
  'enter-from': (name) => `${name}-enter-active ${name}-enter-from`,
  enter: (name) => `${name}-enter-active`,
};

export function OutInTransition({
  name,
  transitionKey,
  children,
}: {
  name: string;
  transitionKey: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState({ key: transitionKey, children });
  const [phase, setPhase] = useState<Phase>('idle');
  const latest = useRef({ key: transitionKey, children });

  const changing = transitionKey !== shown.key;
  if (changing && phase !== 'leave') setPhase('leave');

  useEffect(() => {
    latest.current = { key: transitionKey, children };
  });

  useEffect(() => {
    if (phase === 'leave') {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const timer = setTimeout(() => {
        setShown(latest.current);
        setPhase('enter-from');
      }, reduced ? 0 : TRANSITION_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'enter-from') {
      const frame = requestAnimationFrame(() => setPhase('enter'));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'enter') {
      const timer = setTimeout(() => setPhase('idle'), TRANSITION_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, transitionKey]);

  return (
    <div className={CLASSES[phase](name)} data-transition={name}>
      {changing ? shown.children : children}
    </div>
  );
}
