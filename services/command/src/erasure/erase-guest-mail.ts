import { readMailConfig } from '@usher/infra/mail/mail-config';
import { eraseFromOutbox, type OutboxMessage } from '@usher/infra/mail/outbox-erasure';
import type { PersonalTraces } from './personal-traces.ts';

/** Shorter personal texts ("Bo", "VIP") would match other people's mail by chance. */
const MIN_TEXT_LENGTH = 6;

/**
 * A message of the mail folder concerns the guest when it was sent to one of their addresses,
 * or its decoded text repeats an address, their name or another personal text of theirs (an
 * alert to the organiser names the guest; an invitation quotes its note).
 */
export function mailConcernsTheGuest(message: OutboxMessage, traces: PersonalTraces): boolean {
  if (message.recipients.some((recipient) => traces.emails.has(recipient))) return true;
  if ([...traces.emails].some((email) => message.text.includes(email))) return true;
  return [...traces.texts].some((text) => text.length >= MIN_TEXT_LENGTH && message.text.includes(text));
}

/**
 * Deletes the guest's messages from the mail folder that the product writes when no SMTP server
 * is set (DATA_DIR/mail, on this machine). Mail an SMTP server accepted has left the product.
 */
export function eraseGuestMail(traces: PersonalTraces, outboxDir = readMailConfig().outboxDir): Promise<number> {
  const needles = [...traces.emails, ...[...traces.texts].filter((text) => text.length >= MIN_TEXT_LENGTH)];
  return eraseFromOutbox(outboxDir, { needles, concerns: (message) => mailConcernsTheGuest(message, traces) });
}
