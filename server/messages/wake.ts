/**
 * A nudge for this process's delivery worker: a message written here is sent
 * at once instead of at the next poll. Other instances find it at their next
 * poll (MESSAGE_POLL_MS). The nudge waits a moment so that the transaction
 * that wrote the message has committed when the worker looks.
 */

type Listener = () => void;
const globalForWake = globalThis as unknown as { __tmzDeliveryWake?: Set<Listener> };
const listeners = (globalForWake.__tmzDeliveryWake ??= new Set());
const COMMIT_DELAY_MS = 50;

export function onDeliveryWake(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeDelivery(): void {
  if (listeners.size === 0) return;
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, COMMIT_DELAY_MS).unref();
}

/**
 * Giving way to a rush: while people wait at their screens for answers (a registration rush decides batches of
 * several at once), the worker pauses between batches of messages, so the database serves them first. It goes
 * on once no rush has asked for HOLD_MS, and after MAX_HOLD_MS of holding in a row whatever happens, so a
 * steady stream of requests cannot keep messages back for long.
 */
const HOLD_MS = 300;
const MAX_HOLD_MS = 10_000;
const HOLD_POLL_MS = 50;
const globalForHold = globalThis as unknown as { __tmzDeliveryHold?: { until: number; since: number } };

export function holdDelivery(now = Date.now()): void {
  const hold = globalForHold.__tmzDeliveryHold;
  if (hold && hold.until > now) hold.until = now + HOLD_MS;
  else globalForHold.__tmzDeliveryHold = { until: now + HOLD_MS, since: now };
}

/** Resolves when the worker may send: nothing holds it, or it has been held MAX_HOLD_MS already. */
export async function deliveryMayGo(): Promise<void> {
  for (;;) {
    const hold = globalForHold.__tmzDeliveryHold;
    const now = Date.now();
    if (!hold || hold.until <= now || now - hold.since >= MAX_HOLD_MS) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(HOLD_POLL_MS, hold.until - now)));
  }
}
