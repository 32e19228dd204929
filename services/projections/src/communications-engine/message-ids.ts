import { createHash } from 'node:crypto';

// The namespace of outbound messages' ids (a constant picked once, never to change:
// every id ever given out depends on it).
const OUTBOUND_MESSAGE_NAMESPACE = Buffer.from('5b0f3c8e6a2d4e1f9c7b2a4d8e6f1a3c', 'hex');

/** A name-based UUID (RFC 9562, version 5: SHA-1 of the namespace and the name). */
export function uuidv5(namespace: Buffer, name: string): string {
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of one guest's message of one alert's round. Being a function of
 * them, and created with expectedVersion 0, the message exists at most once
 * however many dispatchers, passes or restarts try: that is what makes "each
 * recipient once" and continuous delivery's "once" hold.
 *
 * `generation` counts how often the alert's audience or time changed, or it
 * was taken back to a draft, while it waited (see AlertStreamState): the
 * scheduled messages made before were canceled, and a canceled message never
 * comes back, so the new ones need ids of their own.
 */
export function outboundMessageIdFor(alertId: string, attendeeId: string, round: number, generation: number): string {
  const name = generation === 0 ? `${alertId}/${attendeeId}/${round}` : `${alertId}/${attendeeId}/${round}/${generation}`;
  return uuidv5(OUTBOUND_MESSAGE_NAMESPACE, name);
}

/**
 * The id of the message a logged notification (an invitation) sends to one
 * address: a function of them, so a dispatcher sending it again after a
 * restart records the same message, never a second one.
 */
export function notificationMessageIdFor(sourceEventId: string, recipient: string): string {
  return uuidv5(OUTBOUND_MESSAGE_NAMESPACE, `notification/${sourceEventId}/${recipient.trim().toLowerCase()}`);
}
