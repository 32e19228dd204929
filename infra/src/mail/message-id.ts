import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from './mail-transport.ts';

/**
 * The product's one rule for Message-IDs (issue 28, section 2): every
 * outbound mail's id is `<{id}@{bounce domain}>` — the domain the product
 * receives its bounces and reports at (BOUNCE_DOMAIN, else the app's host),
 * whoever the sender shown is. Invitations used the sender's domain and
 * communications the bounce domain; a report naming either now names a
 * domain the product answers for.
 */
export function messageIdHeader(id: string, bounceDomain: string): string {
  return `<${id}@${bounceDomain}>`;
}

/** The mail with its Message-ID by the rule: its own when it has one (an outbound message's, stable over retries), else a new one. */
export function withMessageId(mail: OutgoingMail, bounceDomain: string): OutgoingMail {
  return mail.messageId ? mail : { ...mail, messageId: messageIdHeader(randomUUID(), bounceDomain) };
}

/** The app's address as the product reads it from the environment (APP_URL, else localhost on PORT). */
export function appUrlOf(env: NodeJS.ProcessEnv): string {
  return (env.APP_URL?.trim() || `http://localhost:${Number(env.PORT ?? 3000)}`).replace(/\/+$/, '');
}

/** The bounce domain: BOUNCE_DOMAIN, else the app's host. */
export function bounceDomainOf(env: NodeJS.ProcessEnv): string {
  return env.BOUNCE_DOMAIN?.trim().toLowerCase() || new URL(appUrlOf(env)).hostname;
}
