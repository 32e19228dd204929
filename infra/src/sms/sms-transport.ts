import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** How the product sends text messages, read from the environment. */
export interface SmsConfig {
  /** An HTTP gateway that takes POST {to, body} as JSON; null: messages are written to `outboxDir`. */
  gatewayUrl: string | null;
  /** Sent as `Authorization: Bearer …` when set. */
  gatewayToken: string | null;
  outboxDir: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +12025550143. */
  to: string;
  body: string;
}

export interface SmsTransport {
  /** What the start log says about where text messages go (never the token). */
  readonly description: string;
  send(message: OutgoingSms): Promise<void>;
}

// A gateway that does not answer within this long has failed: the person may ask again.
const GATEWAY_TIMEOUT_MS = 10_000;

export function readSmsConfig(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  return {
    gatewayUrl: env.SMS_GATEWAY_URL?.trim() || null,
    gatewayToken: env.SMS_GATEWAY_TOKEN?.trim() || null,
    outboxDir: path.join(path.resolve(env.DATA_DIR ?? './data'), 'sms'),
  };
}

export function describeSms(config: SmsConfig): string {
  if (!config.gatewayUrl) return `sms: no SMS_GATEWAY_URL, writing text messages to ${config.outboxDir}`;
  return `sms: sending through the gateway at ${new URL(config.gatewayUrl).origin}`;
}

/**
 * A configured HTTP gateway (any provider behind a small adapter speaks `{to, body}`), or the
 * embedded default: each message becomes a .txt file under DATA_DIR/sms, like the mail folder.
 */
export function createSmsTransport(config: SmsConfig): SmsTransport {
  const description = describeSms(config);
  if (config.gatewayUrl) {
    const url = config.gatewayUrl;
    return {
      description,
      async send(message) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (config.gatewayToken) headers.authorization = `Bearer ${config.gatewayToken}`;
        const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(message), signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
        await response.body?.cancel().catch(() => undefined);
        if (!response.ok) throw new Error(`The text message gateway answered ${response.status}`);
      },
    };
  }
  return {
    description,
    async send(message) {
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.txt`;
      await fs.writeFile(path.join(config.outboxDir, name), `To: ${message.to}\n\n${message.body}\n`, { mode: 0o600 });
    },
  };
}
