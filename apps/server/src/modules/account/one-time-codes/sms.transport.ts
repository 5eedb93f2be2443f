import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsTransportSetting } from '../../../config/setting-kinds.ts';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Delivers one text message; throws when it could not, so that the caller can tell the user. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** A webhook gets this many tries, each cut off after the timeout, with a growing pause between. */
const SMS_WEBHOOK_ATTEMPTS = 3;
const SMS_WEBHOOK_TIMEOUT_MS = 5_000;
const SMS_WEBHOOK_BACKOFF_MS = 500;

/** `console`: the message goes to the server log (the default, for development). */
class ConsoleSmsTransport implements SmsTransport {
  constructor(private readonly log: FastifyBaseLogger) {
    // The codes land in the log: fine on a laptop, a leak anywhere else.
    log.warn('SMS_TRANSPORT is console: one-time codes are written to this log; use webhook:<url> in production');
  }
  async send(message: SmsMessage): Promise<void> {
    this.log.info({ sms: message }, 'SMS (console transport)');
  }
}

/** `outbox:<file>`: one JSON line per message, for tests and local use. */
class OutboxSmsTransport implements SmsTransport {
  constructor(private readonly file: string) {}
  async send(message: SmsMessage): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.appendFile(this.file, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
  }
}

/**
 * `webhook:<url>`: a JSON POST `{ to, text }` that an SMS gateway takes. A network error, a timeout or a
 * 5xx is tried again; a 4xx is the gateway refusing this message and is not.
 */
export class WebhookSmsTransport implements SmsTransport {
  constructor(
    private readonly url: string,
    private readonly options: { attempts?: number; timeoutMs?: number; backoffMs?: number } = {},
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const attempts = this.options.attempts ?? SMS_WEBHOOK_ATTEMPTS;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? SMS_WEBHOOK_TIMEOUT_MS),
        });
        if (response.ok) return;
        lastError = new Error(`SMS webhook answered ${response.status}`);
        if (response.status < 500) break;
      } catch (error) {
        lastError = error;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, (this.options.backoffMs ?? SMS_WEBHOOK_BACKOFF_MS) * attempt));
    }
    throw new Error('SMS delivery failed', { cause: lastError });
  }
}

/** The transport `SMS_TRANSPORT` names: `console`, `outbox:<file>` or `webhook:<url>`. */
export function createSmsTransport(setting: SmsTransportSetting, log: FastifyBaseLogger): SmsTransport {
  return counted(setting.kind, transportFor(setting, log));
}

function transportFor(setting: SmsTransportSetting, log: FastifyBaseLogger): SmsTransport {
  switch (setting.kind) {
    case 'console':
      return new ConsoleSmsTransport(log);
    case 'outbox':
      return new OutboxSmsTransport(setting.file);
    case 'webhook':
      return new WebhookSmsTransport(setting.url);
  }
}

type SmsOutcomeListener = (transport: SmsTransportSetting['kind'], outcome: 'sent' | 'failed') => void;
const outcomeListeners = new Set<SmsOutcomeListener>();

/** Told of every message handed to a transport, sent or failed (the metrics count them, `wiy_sms_total`). */
export function onSmsOutcome(listener: SmsOutcomeListener): void {
  outcomeListeners.add(listener);
}

/** The transport with every message's outcome told to the listeners. */
function counted(kind: SmsTransportSetting['kind'], transport: SmsTransport): SmsTransport {
  const tell = (outcome: 'sent' | 'failed') => outcomeListeners.forEach((listener) => listener(kind, outcome));
  return {
    async send(message) {
      try {
        await transport.send(message);
        tell('sent');
      } catch (error) {
        tell('failed');
        throw error;
      }
    },
  };
}
