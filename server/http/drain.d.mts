import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface DrainableServer {
  readonly server: Server;
  beginDraining(): void;
  drain(timeoutMs: number): Promise<{ cut: number }>;
  readonly draining: boolean;
  readonly inFlight: number;
}

export declare function drainableServer(handler: (req: IncomingMessage, res: ServerResponse) => void): DrainableServer;
