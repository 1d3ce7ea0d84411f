import { database, onBeforeClose, type Db } from '../db';
import { env } from '../kernel/env';
import { lifecycleState } from '../db/lifecycle';
import { log } from '../kernel/log';
import { deliverDue, type DeliverDueOptions } from './delivery';
import { pruneFinished } from './retention';
import type { Transports } from './transport';
import { configuredTransports, missingSmsTemplates } from './transports/configured';
import { deliveryMayGo, onDeliveryWake } from './wake';

/**
 * The delivery worker of one app instance: every MESSAGE_POLL_MS, and at once
 * when this instance writes a message, it sends what is due (delivery.ts). One
 * round at a time; a nudge during a round starts another after it. Once an
 * hour it also clears out what is past its keeping time (retention.ts). Stopping
 * (SIGTERM: the database's close waits for it) lets the message being sent
 * finish and gives the rest of the claim back.
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
}

/** How often a worker clears out finished messages and old codes (retention.ts). */
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * From SIGTERM on (the production server drains: scripts/serve.mjs), the worker
 * takes nothing new and gives back what it has not started, while requests finish:
 * what is left is sent by another instance, or by this one when it starts again.
 */
const draining = () => lifecycleState() === 'draining';

export function startDeliveryWorker({ db, transports, pollMs, now }: WorkerOptions): DeliveryWorker {
  let stopping = false;
  let prunedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  let again = false;

  const schedule = () => {
    if (stopping || pollMs <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(run, pollMs);
    timer.unref();
  };

  function run(): void {
    if (stopping) return;
    if (round) {
      again = true;
      return;
    }
    round = (async () => {
      try {
        do {
          again = false;
          await deliverDue(await db(), transports, { now, stopping: () => stopping || draining(), mayGo: deliveryMayGo });
        } while (again && !stopping);
        if (Date.now() - prunedAt >= PRUNE_EVERY_MS && !stopping) {
          prunedAt = Date.now();
          const pruned = await pruneFinished(await db());
          if (pruned.messages + pruned.codes > 0) log().info({ event: 'messages_pruned', ...pruned }, 'Removed finished messages and old codes past their keeping time');
        }
      } catch (error) {
        log().error({ err: error, event: 'message_delivery_error' }, 'Sending due messages failed; trying again at the next poll');
      } finally {
        round = null;
        schedule();
      }
    })();
  }

  const unsubscribe = onDeliveryWake(run);
  schedule();
  return {
    wake: run,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      unsubscribe();
      await round;
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
  const worker = startDeliveryWorker({ db: async () => (await database()).db, transports: configuredTransports(), pollMs: e.MESSAGE_POLL_MS });
  globalForWorker.__tmzDeliveryWorker = worker;
  onBeforeClose(async () => {
    delete globalForWorker.__tmzDeliveryWorker;
    await worker.stop();
  });
  worker.wake();
}
