import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { PASS_TRANSFERRED_MESSAGE, transferNotFound, transferStatusOf, type TicketTransferType } from '@usher/domain/deciders/attendee-ticket-transfer';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { summarizeEvent } from '@usher/domain/invitations/event-summary';
import { resolveGuestLanguage, type GuestLanguage } from '@usher/domain/i18n/languages';
import { passLinksAt, passOfToken } from '@usher/infra/http/pass-links';
import { transferOfToken } from '@usher/infra/http/transfer-links';
import { organisationBrandOf } from '../organisations/organisation-brand.ts';
import type { ServiceContext } from '@usher/infra/context';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { guestLinkMetadata } from './guest-transfer-metadata.ts';

interface Ticket {
  attendeeId: string;
  guest: AttendeeState;
  event: EventState;
}

export const passNotFound = () => new DomainError('not_found', 'pass_not_found', 'This pass link is not valid.');
export const passTransferred = () => new DomainError('conflict', 'pass_transferred', PASS_TRANSFERRED_MESSAGE);

const fullName = (holder: { first_name: string; last_name: string }) => `${holder.first_name} ${holder.last_name}`.trim();

async function ticketOf(context: ServiceContext, attendeeId: string, notFound: () => DomainError): Promise<Ticket> {
  const guest = fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(attendeeId))).map(toDomainEvent));
  if (!guest.exists || guest.removed || !guest.event_uuid) throw notFound();
  const event = await loadEvent(context, guest.event_uuid);
  if (!event.exists) throw notFound();
  return { attendeeId, guest, event };
}

/** The ticket a pass token stands for, as the log has it now: a pass of an earlier generation was transferred away. */
async function ticketOfPass(context: ServiceContext, token: string): Promise<Ticket> {
  const pass = await passOfToken(context.db, token);
  if (!pass) throw passNotFound();
  const ticket = await ticketOf(context, pass.attendee_id, passNotFound);
  if (pass.generation !== (ticket.guest.pass_generation ?? 0)) throw passTransferred();
  return ticket;
}

/** The event's transfer settings (spec section 3; approval is ours). Transfers need passes to hand on. */
function transferSettingsOf(event: EventState) {
  const type: TicketTransferType = event.settings.enabled_ticket_transfer_type === 'hard_transfer' ? 'hard_transfer' : 'soft_transfer';
  return {
    enabled: event.settings.is_ticket_transfers_enabled && event.settings.is_pass_enabled,
    type,
    requires_approval: event.settings.ticket_transfers_require_approval === true,
  };
}

/** What the pass shows: the settings and the open transfer, or the one this request just finished. */
function passTransferView(ticket: Ticket, guest: AttendeeState, finishedId: string | null = null) {
  const open = guest.ticket_transfer;
  const finished = finishedId ? guest.closed_transfers?.[finishedId] : undefined;
  const transfer = open
    ? { id: open.transfer_id, status: open.status, to_name: fullName(open.to), to_email: open.to.email, requested_at: open.requested_at }
    : finished && finishedId
      ? { id: finishedId, status: finished.status, to_name: fullName(finished.to), to_email: finished.to.email, requested_at: '' }
      : null;
  return { ...transferSettingsOf(ticket.event), transfer };
}

function holderMetadata(request: FastifyRequest, ticket: Ticket) {
  return guestLinkMetadata(request, {
    attendeeId: ticket.attendeeId,
    name: fullName(ticket.guest),
    eventUuid: ticket.guest.event_uuid!,
    organisationId: ticket.event.organisation_id,
    source: 'pass link',
  });
}

async function run(context: ServiceContext, ticket: Ticket, command: AttendeeCommand, metadata: ReturnType<typeof holderMetadata>) {
  const streamId = streamIds.attendee(ticket.attendeeId);
  const result = await execute(context.store, attendeeDecider, [{ streamId, command }], metadata, {
    // The log's word, not the cache's, on whether this pass is still the ticket's.
    authorize: async (states) => {
      const state = states.get(streamId)!;
      if (!state.exists || state.removed) throw passNotFound();
      if ((state.pass_generation ?? 0) !== (ticket.guest.pass_generation ?? 0)) throw passTransferred();
    },
  });
  return { guest: result.states.get(streamId)!, position: result.position };
}

/** GET: what the holder's pass offers about transfers. */
export async function showPassTransfer(context: ServiceContext, token: string) {
  const ticket = await ticketOfPass(context, token);
  return { data: passTransferView(ticket, ticket.guest) };
}

/** POST: the holder names the new holder; a hard transfer without approval takes effect at once. */
export async function requestPassTransfer(
  context: ServiceContext,
  request: FastifyRequest,
  token: string,
  to: { first_name?: string | null; last_name?: string | null; email?: string | null },
) {
  const ticket = await ticketOfPass(context, token);
  const settings = transferSettingsOf(ticket.event);
  const transferId = randomUUID();
  const command: AttendeeCommand = {
    type: 'RequestTicketTransfer',
    transfer_id: transferId,
    to,
    enabled: settings.enabled,
    transfer_type: settings.type,
    requires_approval: settings.requires_approval,
    at: context.clock.now(),
  };
  const { guest, position } = await run(context, ticket, command, holderMetadata(request, ticket));
  return { data: passTransferView(ticket, guest, transferId), position };
}

/** DELETE: the holder takes back a transfer that has not taken effect. */
export async function cancelPassTransfer(context: ServiceContext, request: FastifyRequest, token: string) {
  const ticket = await ticketOfPass(context, token);
  const canceledId = ticket.guest.ticket_transfer?.transfer_id ?? null;
  const { guest, position } = await run(context, ticket, { type: 'CancelTicketTransfer' }, holderMetadata(request, ticket));
  return { data: passTransferView(ticket, guest, canceledId), position };
}

/** The transfer a link names, and the ticket it belongs to. */
async function offerOf(context: ServiceContext, token: string) {
  const named = await transferOfToken(context.db, token);
  if (!named) throw transferNotFound();
  const ticket = await ticketOf(context, named.attendee_id, transferNotFound);
  if (!transferStatusOf(ticket.guest, named.transfer_id)) throw transferNotFound();
  return { ticket, transferId: named.transfer_id };
}

/**
 * The offer page's language: picked on the page (`?lang=`), else the event's, else the browser's. The person
 * named is not a guest yet, so the holder's own language is not theirs.
 */
function offerLanguageOf(request: FastifyRequest, ticket: Ticket): GuestLanguage {
  return resolveGuestLanguage({
    chosen: (request.query as { lang?: string } | undefined)?.lang,
    event: ticket.event.settings.default_language,
    browser: request.headers['accept-language'],
  });
}

async function presentOffer(context: ServiceContext, ticket: Ticket, guest: AttendeeState, transferId: string, language: GuestLanguage) {
  const open = guest.ticket_transfer?.transfer_id === transferId ? guest.ticket_transfer : null;
  const closed = guest.closed_transfers?.[transferId];
  const transfer = (open ?? closed)!;
  const status = open ? open.status : closed!.status;
  // The pass is the new holder's while the ticket is still theirs (a later transfer moves it on).
  const stillTheirs = status === 'completed' && guest.email === transfer.to.email && fullName(guest) === fullName(transfer.to);
  const [passLink, organisation] = await Promise.all([
    stillTheirs && ticket.event.settings.is_pass_enabled
      ? passLinksAt(context.db, ticket.attendeeId, guest.pass_generation ?? 0).then((links) => links.pass_public_link)
      : null,
    organisationBrandOf(context, ticket.event.organisation_id),
  ]);
  return {
    event: summarizeEvent({ ...ticket.event.settings, location: ticket.event.location }, language),
    from_name: fullName(transfer.from),
    to: { first_name: transfer.to.first_name, last_name: transfer.to.last_name },
    type: transfer.type,
    status,
    requires_approval: transfer.requires_approval,
    pass_link: passLink,
    organisation,
    language,
  };
}

/** GET: what the person named sees behind their link. */
export async function showTransferOffer(context: ServiceContext, request: FastifyRequest, token: string) {
  const { ticket, transferId } = await offerOf(context, token);
  return { data: await presentOffer(context, ticket, ticket.guest, transferId, offerLanguageOf(request, ticket)) };
}

/** POST accept / decline: the named person's answer, recorded as theirs. */
export async function answerTransferOffer(context: ServiceContext, request: FastifyRequest, token: string, answer: 'accept' | 'decline') {
  const { ticket, transferId } = await offerOf(context, token);
  const to = (ticket.guest.ticket_transfer?.transfer_id === transferId ? ticket.guest.ticket_transfer.to : ticket.guest.closed_transfers?.[transferId]?.to)!;
  const metadata = guestLinkMetadata(request, {
    attendeeId: ticket.attendeeId,
    name: fullName(to),
    eventUuid: ticket.guest.event_uuid!,
    organisationId: ticket.event.organisation_id,
    source: 'ticket transfer link',
  });
  const command: AttendeeCommand =
    answer === 'accept'
      ? { type: 'AcceptTicketTransfer', transfer_id: transferId, at: context.clock.now() }
      : { type: 'DeclineTicketTransfer', transfer_id: transferId };
  const streamId = streamIds.attendee(ticket.attendeeId);
  const result = await execute(context.store, attendeeDecider, [{ streamId, command }], metadata, {
    authorize: async (states) => {
      const state = states.get(streamId)!;
      if (!state.exists || state.removed) throw transferNotFound();
    },
  });
  return { data: await presentOffer(context, ticket, result.states.get(streamId)!, transferId, offerLanguageOf(request, ticket)), position: result.position };
}
