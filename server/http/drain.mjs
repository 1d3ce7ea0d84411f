// @ts-check
import http from 'node:http';

/**
 * An HTTP server that can stop gracefully (scripts/serve.mjs; types:
 * drain.d.mts). `beginDraining()` marks every response from then on
 * `Connection: close`, so that keep-alive clients (nginx's upstream
 * connections) move to another instance; `drain()` stops listening, closes the
 * idle connections, waits for the requests in flight, and after `timeoutMs`
 * cuts the ones left and says how many.
 */

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => void} Handler */

/** @param {Handler} handler */
export function drainableServer(handler) {
  /** @type {Set<http.ServerResponse>} */
  const active = new Set();
  let draining = false;
  let closing = false;
  /** @type {(() => void) | null} */
  let onIdle = null;

  const server = http.createServer((req, res) => {
    active.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.on('close', () => {
      active.delete(res);
      // A response sent before draining began left its keep-alive socket open and idle.
      if (closing) server.closeIdleConnections();
      if (active.size === 0) onIdle?.();
    });
    handler(req, res);
  });

  function beginDraining() {
    if (draining) return;
    draining = true;
    for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /**
   * Stops accepting connections and waits (at most timeoutMs) for the requests in flight.
   * @param {number} timeoutMs
   * @returns {Promise<{ cut: number }>} how many requests were still running when the time ran out
   */
  function drain(timeoutMs) {
    beginDraining();
    closing = true;
    server.close();
    server.closeIdleConnections();
    if (active.size === 0) return Promise.resolve({ cut: 0 });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        onIdle = null;
        const cut = active.size;
        server.closeAllConnections();
        resolve({ cut });
      }, timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        onIdle = null;
        resolve({ cut: 0 });
      };
    });
  }

  return {
    server,
    beginDraining,
    drain,
    get draining() {
      return draining;
    },
    get inFlight() {
      return active.size;
    },
  };
}
