import { database, onBeforeClose, type Db } from '../db';
import { env } from '../kernel/env';
import { lifecycleState } from '../db/lifecycle';
import { log } from '../kernel/log';
import { deliverDue, type DeliverDueOptions } from './delivery';
import type { MessageChannel } from './kinds';
import { pruneFinished } from './retention';
import type { Transports } from './transport';
import { configuredTransports, missingSmsTemplates } from './transports/configured';
import { deliveryMayGo, onDeliveryWake } from './wake';

/**
 * The delivery worker of one app instance: every MESSAGE_POLL_MS, and at once
 * when this instance writes a message, it sends what is due (delivery.ts). Each
 * channel has its own loop, so a mail server that stalls never holds up a text
 * message (a verification code someone waits for); in each loop a few sends are
 * in flight at once (MESSAGE_SENDS_PER_CHANNEL) and urgent kinds go first. One
 * round at a time per loop; a nudge during a round starts another after it.
 * Once an hour it also clears out what is past its keeping time (retention.ts).
 * Stopping (SIGTERM: the database's close waits for it) takes nothing new and
 * gives back what was claimed and not started; a send still waiting for its
 * provider after `stopWaitMs` is left to its lease (sent again later by whoever
 * finds it: at least once).
 */

export interface DeliveryWorker {
  wake(): void;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  db: () => Promise<Db>;
  transports: Transports;
  pollMs: number;
  now?: DeliverDueOptions['now'];
  /** Sends in flight at once per channel. */
  concurrency?: number;
  /** How long stop() waits for sends in flight (default 5 s: within the server's SHUTDOWN_TIMEOUT_MS). */
  stopWaitMs?: number;
}

/** How often a worker clears out finished messages and old codes (retention.ts). */
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * From SIGTERM on (the production server drains: scripts/serve.mjs), the worker
 * takes nothing new and gives back what it has not started, while requests finish:
 * what is left is sent by another instance, or by this one when it starts again.
 */
const draining = () => lifecycleState() === 'draining';

const CHANNELS: readonly MessageChannel[] = ['sms', 'email'];

export function startDeliveryWorker({ db, transports, pollMs, now, concurrency = 1, stopWaitMs = 5_000 }: WorkerOptions): DeliveryWorker {
  let stopping = false;
  let prunedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const isStopping = () => stopping || draining();

  const schedule = () => {
    if (stopping || pollMs <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(run, pollMs);
    timer.unref();
  };

  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS || stopping) return;
    prunedAt = Date.now();
    const pruned = await pruneFinished(await db());
    if (pruned.messages + pruned.codes > 0) log().info({ event: 'messages_pruned', ...pruned }, 'Removed finished messages and old codes past their keeping time');
  }

  /** One channel's loop: a round at a time, and another right after when nudged during one. */
  const loops = CHANNELS.map((channel) => {
    const loop = { round: null as Promise<void> | null, again: false };
    const go = (): void => {
      if (stopping) return;
      if (loop.round) {
        loop.again = true;
        return;
      }
      loop.round = (async () => {
        try {
          do {
            loop.again = false;
            await deliverDue(await db(), transports, { now, channel, concurrency, stopping: isStopping, mayGo: deliveryMayGo });
          } while (loop.again && !stopping);
          if (channel === 'sms') await prune();
        } catch (error) {
          log().error({ err: error, event: 'message_delivery_error', channel }, 'Sending due messages failed; trying again at the next poll');
        } finally {
          loop.round = null;
        }
      })();
    };
    return { loop, go };
  });

  function run(): void {
    for (const { go } of loops) go();
    schedule();
  }

  const unsubscribe = onDeliveryWake(run);
  schedule();
  return {
    wake: run,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      unsubscribe();
      const rounds = Promise.all(loops.map(({ loop }) => loop.round));
      let waited: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        waited = setTimeout(() => resolve('late'), stopWaitMs);
      });
      if ((await Promise.race([rounds.then(() => 'done' as const), late])) === 'late') {
        log().warn({ event: 'message_sends_left', waitedMs: stopWaitMs }, 'Sends still waiting for their provider are left to their lease: another try sends them');
      }
      clearTimeout(waited);
      await Promise.all([transports.email.close?.(), transports.sms.close?.()]);
    },
  };
}

const globalForWorker = globalThis as unknown as { __tmzDeliveryWorker?: DeliveryWorker };

/** Starts this instance's worker with the configured transports (instrumentation.ts, at server start). */
export function startMessageDelivery(): void {
  if (globalForWorker.__tmzDeliveryWorker) return;
  const e = env();
  if (e.MESSAGE_POLL_MS <= 0) {
    log().info({ event: 'message_delivery_off' }, 'MESSAGE_POLL_MS=0: this instance sends no messages');
    return;
  }
  if (e.SMS_PROVIDER === 'aliyun') {
    const missing = missingSmsTemplates();
    if (missing.length > 0) {
      log().warn({ event: 'sms_templates_missing', missing }, 'Aliyun SMS has no template code for some messages: set SMS_TEMPLATE_<NAME>, else they fail');
    }
  }
  const worker = startDeliveryWorker({
    db: async () => (await database()).db,
    transports: configuredTransports(),
    pollMs: e.MESSAGE_POLL_MS,
    concurrency: e.MESSAGE_SENDS_PER_CHANNEL,
    // Within the server's drain: what is still with its provider then is sent again later (at least once).
    stopWaitMs: Math.min(5_000, Math.max(500, e.SHUTDOWN_TIMEOUT_MS - 1_000)),
  });
  globalForWorker.__tmzDeliveryWorker = worker;
  onBeforeClose(async () => {
    delete globalForWorker.__tmzDeliveryWorker;
    await worker.stop();
  });
  worker.wake();
}
