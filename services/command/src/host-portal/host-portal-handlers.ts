import type { FastifyRequest } from 'fastify';
import { INVITATIONS_OFF_FOR_HOSTS_MESSAGE, requireInvitationsOn } from '@usher/domain/invitations/invitations-switch';
import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { normalizeContact, validateAttendeeContact, type AttendeeContact } from '@usher/domain/deciders/attendee-rules';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { checkRequiredDefaultFields } from '@usher/domain/fields/default-fields';
import { NO_EMAIL_MESSAGE } from '@usher/domain/deciders/invitation-rules';
import { checkField, required } from '@usher/domain/validation/rules';
import type { FieldErrors } from '@usher/domain/validation/errors';
import { passLinksAt } from '@usher/infra/http/pass-links';
import type { ServiceContext } from '@usher/infra/context';
import { fold } from '@usher/domain/deciders/decider';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { GroupCommands } from '../host-groups/group-commands.ts';
import { requireHostSendSlot } from './host-send-limits.ts';
import { hostMetadata, requireGuestOfGroup, requireOpenAccess, stillGuestOfGroup, type HostGrant } from './host-access.ts';

/** A guest as the portal shows them after a change (the same shape the portal's guest list reads). */
function presentPortalGuest(id: string, state: AttendeeState) {
  return {
    id,
    first_name: state.first_name,
    last_name: state.last_name,
    full_name: `${state.first_name} ${state.last_name}`.trim(),
    email: state.email,
    phone_number: state.phone_number,
    is_placeholder: !state.is_real_ticket,
    is_attending: state.is_attending,
    rsvped_at: state.rsvped_at,
    is_invited: state.is_invited,
    invitation_sent_at: state.invitation_sent_at,
    checked_in: state.checked_in,
    checked_in_at: state.checked_in_at,
  };
}

/** The shared contact rules, plus the group's "email required" and the event's required default fields. */
function contactErrors(grant: HostGrant, contact: AttendeeContact, partial: boolean): FieldErrors {
  const errors = validateAttendeeContact(contact, { partial });
  if (grant.group.fields!.is_email_required && (!partial || contact.email !== undefined) && !errors.email) {
    const messages = checkField(contact.email, 'Email', [required]);
    if (messages.length > 0) errors.email = messages;
  }
  return { ...checkRequiredDefaultFields({ ...contact }, grant.event.fields.default_fields, { partial }), ...errors };
}

async function runOnGuest(context: ServiceContext, request: FastifyRequest, grant: HostGrant, id: string, command: AttendeeCommand) {
  const streamId = streamIds.attendee(id);
  const result = await execute(context.store, attendeeDecider, [{ streamId, command }], hostMetadata(request, grant), { authorize: stillGuestOfGroup(grant) });
  return { data: presentPortalGuest(id, result.states.get(streamId)!), position: result.position };
}

/**
 * Names one of the group's placeholder tickets: it becomes a real ticket
 * (spec section 4: a changed name makes it one), through the guest decider
 * like any change of details.
 */
export async function nameTicket(context: ServiceContext, request: FastifyRequest, grant: HostGrant, id: string, contact: AttendeeContact) {
  requireOpenAccess(grant);
  const ticket = await requireGuestOfGroup(context, grant, id);
  if (ticket.is_real_ticket) throw new DomainError('conflict', 'ticket_named', 'This ticket has a name already; edit the guest instead.');
  const errors = contactErrors(grant, contact, false);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  // Every field is written, so a placeholder's empty email and phone are replaced too.
  const whole = normalizeContact({
    first_name: contact.first_name,
    last_name: contact.last_name ?? '',
    email: contact.email ?? null,
    phone_number: contact.phone_number ?? null,
  });
  return runOnGuest(context, request, grant, id, { type: 'ChangeAttendeeDetails', contact: whole });
}

/** Edits a named guest of the group (only the fields sent). */
export async function editGuest(context: ServiceContext, request: FastifyRequest, grant: HostGrant, id: string, contact: AttendeeContact) {
  requireOpenAccess(grant);
  const ticket = await requireGuestOfGroup(context, grant, id);
  if (!ticket.is_real_ticket) throw new DomainError('conflict', 'ticket_not_named', 'Name this ticket first.');
  const errors = contactErrors(grant, contact, true);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  return runOnGuest(context, request, grant, id, { type: 'ChangeAttendeeDetails', contact });
}

/** Invites a named guest: the same Invite command as the guest list, so the mail dispatcher sends the RSVP email. */
export async function inviteGuest(context: ServiceContext, request: FastifyRequest, grant: HostGrant, id: string) {
  requireOpenAccess(grant);
  const ticket = await requireGuestOfGroup(context, grant, id);
  if (!ticket.is_real_ticket) throw new DomainError('conflict', 'ticket_not_named', 'Name this ticket first.');
  requireInvitationsOn(grant.event.settings, INVITATIONS_OFF_FOR_HOSTS_MESSAGE);
  if (ticket.email) await requireHostSendSlot(context, request, grant, id, ticket.email, 'invitation');
  return runOnGuest(context, request, grant, id, { type: 'Invite', at: context.clock.now(), message: null });
}

/**
 * Sends a named guest their pass, when the organiser lets the group's hosts
 * send tickets: the group's SendHostGroupTickets command for this one guest,
 * so the mail dispatcher emails the pass link as it does for the organiser's "send".
 */
export async function sendPass(context: ServiceContext, request: FastifyRequest, grant: HostGrant, id: string) {
  requireOpenAccess(grant);
  if (!grant.group.fields!.is_sending_tickets_enabled) {
    throw new DomainError('forbidden', 'sending_tickets_disabled', 'The organiser has not enabled sending tickets for this group.');
  }
  const ticket = await requireGuestOfGroup(context, grant, id);
  if (!ticket.is_real_ticket) throw new DomainError('conflict', 'ticket_not_named', 'Name this ticket first.');
  if (!ticket.email) throw DomainError.validation({ email: [NO_EMAIL_MESSAGE] });
  await requireHostSendSlot(context, request, grant, id, ticket.email, 'pass');
  const result = await new GroupCommands()
    .onGroup(grant.groupId, { type: 'SendHostGroupTickets', attendee_ids: [id] })
    .run(context, hostMetadata(request, grant));
  // The pass's generation from the guest's stream (a ticket handed on has a new pass), not the transfers' read model.
  const guest = fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(id))).map(toDomainEvent));
  const links = await passLinksAt(context.db, id, guest.pass_generation ?? 0);
  return { data: { id, sent_to: ticket.email, pass_public_link: links.pass_public_link }, position: result.position };
}
