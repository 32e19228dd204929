import { createHash, createHmac } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): HMAC-SHA256
 * over `{id}.{timestamp}.{body}` with the base64-decoded part of the
 * `whsec_` secret, sent as `v1,{base64}`; several signatures (during a
 * secret rotation) are separated by spaces.
 */
export function signature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export function signedHeaders(secrets: string[], messageId: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Usher-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => signature(secret, messageId, timestampSeconds, body)).join(' '),
  };
}

/**
 * The `webhook-id` of an event's delivery to an endpoint: the same for every
 * attempt and every redelivery, so receivers can drop duplicates by it.
 */
export function deliveryId(endpointId: string, eventId: string): string {
  return `msg_${createHash('sha256').update(`${endpointId}:${eventId}`).digest('base64url').slice(0, 27)}`;
}
