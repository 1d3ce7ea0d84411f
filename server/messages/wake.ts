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
