import { createTransport, type NodemailerError } from 'nodemailer';
import { DeliveryError, type Transport } from '../transport';

/**
 * E-mail over SMTP with nodemailer, configured by one URL (SMTP_URL,
 * smtps://user:password@smtp.example.com:465); nodemailer's own options can
 * ride in its query string (?pool=true, ?requireTLS=true, ?tls.servername=…).
 *
 * By default each message opens its own connection: the worker sends a few
 * messages a minute at most, and no idle connection is left for the server
 * to cut. The timeouts (SMTP_TIMEOUT_MS: connecting, the greeting, a quiet
 * socket, and the whole send) keep a server that accepts and then stalls from
 * holding a sending slot for long; the message is tried again later.
 */

/** The domain of the sender's address, for the Message-ID (`"Site" <noreply@example.com>` → example.com). */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return address.includes('@') && domain ? domain.toLowerCase() : 'localhost';
}

/**
 * The Message-ID of an outbox message: the same on every try, so that a copy
 * sent again after a worker died mid-send (at least once, see delivery.ts)
 * carries the Message-ID of the first and mail clients can fold the two.
 */
export function messageIdFor(id: number, domain: string): string {
  return `<tmz-message-${id}@${domain}>`;
}

/** The password of the URL, raw and decoded, so that no error passed on can contain it. */
function secretsOf(url: string): string[] {
  try {
    const password = new URL(url).password;
    return password ? [...new Set([password, decodeURIComponent(password)])] : [];
  } catch {
    return [];
  }
}

/** A permanent refusal: the server's 5xx answer (503, a command out of order, excepted) or an envelope it can never take. */
function isPermanent(error: NodemailerError): boolean {
  if (typeof error.responseCode === 'number') return error.responseCode >= 500 && error.responseCode !== 503;
  return error.code === 'EENVELOPE' || error.code === 'ECONFIG';
}

/** Rejects after `ms` unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createSmtpTransport(options: { url: string; from: string; timeoutMs?: number }): Transport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const mailer = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = senderDomain(options.from);
  const secrets = secretsOf(options.url);
  const redact = (text: string) => secrets.reduce((result, secret) => result.split(secret).join('***'), text);

  return {
    name: 'smtp',
    channel: 'email',
    async send(message) {
      const rendered = message.rendered;
      if (rendered.channel !== 'email') throw new DeliveryError(`message ${message.id} is not an e-mail`, true);
      try {
        const info = await within(mailer.sendMail({
          from: options.from,
          to: message.recipient,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          attachments: message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
          messageId: messageIdFor(message.id, domain),
        }), timeoutMs);
        const queued = /queued as\s+<?([^\s>]+)/i.exec(String(info.response ?? ''))?.[1];
        return { providerId: queued ?? info.messageId ?? null };
      } catch (caught) {
        // Not `instanceof Error`: what nodemailer throws is read by its fields (code, responseCode) alone.
        const error: NodemailerError = caught && typeof caught === 'object' ? (caught as NodemailerError) : new Error(String(caught));
        throw new DeliveryError(`SMTP ${error.code ?? 'error'}: ${redact(error.message)}`, isPermanent(error));
      }
    },
    async close() {
      mailer.close();
    },
  };
}
