import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

const ACTIONS = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A confirmation shown in place ("确定要取消报名吗？" with its two buttons) that behaves as a dialog does: when it
 * opens, its first action takes the focus; Esc closes it (unless `closable` is false, while its request is on its
 * way); and when it closes without its action having moved the focus elsewhere, the focus goes back to the
 * button that opened it (`openerRef`, which may be a new element by then: the one rendered in its place).
 * Spread `boxProps` on the box holding the question and its buttons.
 */
export function useConfirmStep({ closable = true }: { closable?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) boxRef.current?.querySelector<HTMLElement>(ACTIONS)?.focus();
    else if (wasOpen.current) {
      // Only when the focus was lost with the box (to the body): an action that went on elsewhere keeps its own.
      const active = document.activeElement;
      if (!active || active === document.body) openerRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return {
    open,
    ask: () => setOpen(true),
    close: () => setOpen(false),
    openerRef,
    boxProps: {
      ref: boxRef,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (closable) setOpen(false);
      },
    },
  };
}
