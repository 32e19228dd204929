import type { Db } from '@usher/infra/db/database';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import type { OutgoingMail } from '@usher/infra/mail/mail-transport';
import { organisationNameOfEvent } from '@usher/read-models/organisations/organisation-brand';

/** What a guest (or a host) reads: signed with the organisation's name, as onboarding promises; the team's own mail stays Usher's. */
const GUEST_MAIL_KINDS = new Set(['invitation', 'group_ticket', 'host_access', 'ticket_transfer_notice', 'ticket_transfer_offer', 'ticket_transfer_pass']);

/** The event a guest's (or host's) mail is about; null for the team's own mail, which leaves as Usher's. */
export function guestMailEventOf(stored: StoredEvent, kind: string): string | null {
  const eventUuid = (stored.data as { event_uuid?: unknown }).event_uuid;
  return GUEST_MAIL_KINDS.has(kind) && typeof eventUuid === 'string' ? eventUuid : null;
}

/** The mail as it leaves: a guest's carries the organisation's name as its sender's (first try and every retry alike). */
export async function withGuestSender(db: Db, stored: StoredEvent, kind: string, mail: OutgoingMail): Promise<OutgoingMail> {
  const eventUuid = guestMailEventOf(stored, kind);
  if (!eventUuid || mail.senderName) return mail;
  const senderName = await organisationNameOfEvent(db, eventUuid);
  return senderName ? { ...mail, senderName } : mail;
}
