import { FORGOTTEN_FIRST_NAME, FORGOTTEN_LAST_NAME, type StreamEvent } from '@usher/events';
import { emailFactOf, emailFactOnAdded, emailFactOnChange } from './attendee-email-fact.ts';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { normalizeContact, validateAttendeeContact, type AttendeeContact } from './attendee-rules.ts';
import {
  decideCustomFieldValues,
  decideTicketVariation,
  evolveGuestFields,
  guestFormErrors,
  initialGuestFieldsState,
  type GuestFieldsCommand,
  type GuestFieldsState,
  type GuestFormRules,
} from './attendee-guest-fields.ts';
import { decideTagging, evolveTagging, initialTaggingState, type TaggingCommand, type TaggingState } from './attendee-tagging.ts';
import { decideInvitation, evolveInvitation, initialInvitationState, type InvitationCommand, type InvitationState } from './invitation-rules.ts';
import { decideTicketTransfer, evolveTicketTransfer, type TicketTransferCommand, type TicketTransferState } from './attendee-ticket-transfer.ts';
import {
  decideHostGroupMembership,
  evolveHostGroupMembership,
  initialHostGroupMembership,
  membershipOnAdded,
  membershipOnDetailsChanged,
  requirePlaceholder,
  type HostGroupMembershipCommand,
  type HostGroupMembershipState,
} from './attendee-host-group.ts';

import {
  decideGuestJourney,
  evolveGuestJourney,
  initialGuestJourneyState,
  type GuestJourneyCommand,
  type GuestJourneyState,
} from '../journeys/guest-journey-decider.ts';

export interface AttendeeState extends InvitationState, TaggingState, GuestFieldsState, HostGroupMembershipState, TicketTransferState, GuestJourneyState {
  exists: boolean;
  removed: boolean;
  /** Their personal data was forgotten (erasure); their states remain. */
  forgotten: boolean;
  attendee_id: string | null;
  event_uuid: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  reference: string | null;
  /** The guest's own language for their pages and e-mails; null: the event's. */
  language: string | null;
  parent_attendee_id: string | null;
  checked_in: boolean;
  checked_in_at: string | null;
  is_approved: boolean | null;
  is_attending: boolean | null;
  rsvped_at: string | null;
  /**
   * The seat the guest holds (seating, issue 19), or null. Kept here rather
   * than only in the seating decider because the write side caches folded
   * guest streams whichever decider folded them: every fold must know it.
   * Absent (undefined) in snapshots taken before seating existed: read it as null.
   */
  seat_id?: string | null;
}

export type AttendeeCommand =
  | {
      type: 'AddAttendee';
      attendee_id: string;
      event_uuid: string;
      contact: AttendeeContact;
      parent_attendee_id: string | null;
      /** The event's guest-form rules and the guest's custom-field values, when the route knows them. */
      form?: GuestFormRules;
      custom_fields?: Record<string, unknown>;
      /** A host group's ticket or host: the group, and whether it is an unnamed placeholder. */
      host_group_id?: string | null;
      is_placeholder?: boolean;
    }
  | { type: 'ChangeAttendeeDetails'; contact: AttendeeContact; form?: GuestFormRules; custom_fields?: Record<string, unknown> }
  /** Names a group's placeholder ticket; refused (409 ticket_named) if it was named meanwhile. */
  | { type: 'NamePlaceholder'; contact: AttendeeContact }
  /**
   * `seat_id`: the seat the caller read the guest in and frees on the seat's
   * stream in the same decision; a guest seated elsewhere meanwhile is refused
   * (409 seat_changed) so no seat is left holding a removed guest.
   */
  | { type: 'RemoveAttendee'; seat_id?: string | null }
  | { type: 'ForgetAttendee'; at: Date }
  | { type: 'CheckIn'; at: Date }
  | { type: 'UndoCheckIn' }
  /**
   * `seat_id`: given, the seat the caller read the guest in; a No then frees it
   * in the same decision (AttendeeUnseated 'declined', the caller frees the
   * seat's stream beside it), and a guest seated elsewhere meanwhile is refused
   * (409 seat_changed). Left out, the seat is not touched here.
   */
  | { type: 'SetRsvp'; is_attending: boolean | null; at: Date; seat_id?: string | null }
  | { type: 'SetApproval'; is_approved: boolean | null }
  | InvitationCommand
  | TaggingCommand
  | GuestFieldsCommand
  | HostGroupMembershipCommand
  | TicketTransferCommand
  | GuestJourneyCommand;

export const attendeeDecider: Decider<AttendeeState, AttendeeCommand, StreamEvent<'attendee'>> = {
  initialState: () => ({
    exists: false,
    removed: false,
    forgotten: false,
    attendee_id: null,
    event_uuid: null,
    first_name: '',
    last_name: '',
    email: null,
    has_email: null,
    phone_number: null,
    reference: null,
    language: null,
    parent_attendee_id: null,
    checked_in: false,
    checked_in_at: null,
    is_approved: true,
    is_attending: null,
    rsvped_at: null,
    seat_id: null,
    ...initialInvitationState(),
    ...initialTaggingState(),
    ...initialGuestFieldsState(),
    ...initialHostGroupMembership(),
    ...initialGuestJourneyState(),
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'AttendeeAdded':
        return {
          ...state,
          exists: true,
          attendee_id: event.data.attendee_id,
          event_uuid: event.data.event_uuid,
          first_name: event.data.first_name,
          last_name: event.data.last_name,
          email: event.data.email,
          has_email: emailFactOnAdded(event.data),
          phone_number: event.data.phone_number,
          reference: event.data.reference ?? null,
          language: event.data.language ?? null,
          parent_attendee_id: event.data.parent_attendee_id,
          is_approved: event.data.is_approved,
          is_attending: event.data.is_attending,
          ...membershipOnAdded(event.data),
        };
      case 'AttendeeDetailsChanged':
        return { ...state, ...event.data.changes, ...membershipOnDetailsChanged(event.data.changes), has_email: emailFactOnChange(state, event.data) };
      case 'AttendeeRemoved':
        return { ...state, removed: true };
      case 'AttendeeSeated':
        return { ...state, seat_id: event.data.seat_id };
      case 'AttendeeUnseated':
        return { ...state, seat_id: null };
      case 'AttendeeForgotten':
        return {
          ...state,
          forgotten: true,
          first_name: FORGOTTEN_FIRST_NAME,
          last_name: FORGOTTEN_LAST_NAME,
          email: null,
          has_email: false,
          phone_number: null,
          reference: null,
          custom_fields: {},
          last_invitation_message: null,
        };
      case 'AttendeeCheckedIn':
        return { ...state, checked_in: true, checked_in_at: event.data.checked_in_at };
      case 'AttendeeCheckInUndone':
        return { ...state, checked_in: false, checked_in_at: null };
      case 'AttendeeRsvpSet':
        return { ...state, is_attending: event.data.is_attending, rsvped_at: event.data.rsvped_at };
      case 'AttendeeApprovalSet':
        return { ...state, is_approved: event.data.is_approved };
      case 'AttendeeTagsAdded':
      case 'AttendeeTagsRemoved':
        return evolveTagging(state, event);
      case 'AttendeeCustomFieldsSet':
      case 'AttendeeTicketVariationSet':
        return evolveGuestFields(state, event);
      case 'AttendeeMovedToHostGroup':
      case 'AttendeePlaceholderRenamed':
        return evolveHostGroupMembership(state, event);
      case 'TicketTransferRequested':
      case 'TicketTransferAccepted':
      case 'TicketTransferDeclined':
      case 'TicketTransferApproved':
      case 'TicketTransferRejected':
      case 'TicketTransferCanceled':
      case 'TicketTransferCompleted':
      case 'AttendeePassRevoked':
        return evolveTicketTransfer(state, event);
      case 'GuestJourneyStarted':
      case 'GuestJourneyStepAnswered':
      case 'GuestJourneyCompleted':
        return evolveGuestJourney(state, event);
      default:
        return evolveInvitation(state, event);
    }
  },

  decide(command, state): StreamEvent<'attendee'>[] {
    if (command.type === 'AddAttendee') {
      if (state.exists) throw new DomainError('conflict', 'attendee_exists', 'This guest exists already.');
      const errors = validateAttendeeContact(command.contact, { partial: false });
      if (command.form) Object.assign(errors, guestFormErrors({ ...command.contact }, command.custom_fields, command.form, { partial: false }));
      if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
      const contact = normalizeContact(command.contact);
      const values = command.form
        ? decideCustomFieldValues(initialGuestFieldsState(), command.event_uuid, command.custom_fields ?? {}, command.form.custom_fields, { partial: false })
        : [];
      return [
        {
          type: 'AttendeeAdded',
          data: {
            attendee_id: command.attendee_id,
            event_uuid: command.event_uuid,
            first_name: contact.first_name ?? '',
            last_name: contact.last_name ?? '',
            email: contact.email ?? null,
            has_email: !!contact.email,
            phone_number: contact.phone_number ?? null,
            parent_attendee_id: command.parent_attendee_id,
            is_approved: true,
            is_attending: null,
            // Only a group's guests name these, so other guests' events keep their old shape.
            ...(command.host_group_id ? { host_group_id: command.host_group_id } : {}),
            ...(command.is_placeholder ? { is_placeholder: true } : {}),
            // Only guests with a reference name it, so the others' events keep their old shape.
            ...(contact.reference ? { reference: contact.reference } : {}),
            ...(contact.language ? { language: contact.language as 'en' } : {}),
          },
        },
        ...values,
      ];
    }
    // A removed guest's data is still in the log: forgetting them must work too.
    if (command.type === 'ForgetAttendee') {
      if (!state.exists) throw DomainError.notFound('attendee');
      if (state.forgotten) throw new DomainError('conflict', 'attendee_forgotten', "This guest's personal data has been forgotten already.");
      return [{ type: 'AttendeeForgotten', data: { event_uuid: state.event_uuid!, forgotten_at: command.at.toISOString() } }];
    }
    if (!state.exists || state.removed) throw DomainError.notFound('attendee');
    const event_uuid = state.event_uuid!;
    switch (command.type) {
      case 'ChangeAttendeeDetails': {
        // Forgotten means for good: nobody can be written back into the row.
        if (state.forgotten)
          throw new DomainError('conflict', 'attendee_forgotten', "This guest's personal data has been forgotten; their details can not be changed.");
        const errors = validateAttendeeContact(command.contact, { partial: true });
        if (command.form) Object.assign(errors, guestFormErrors({ ...command.contact }, command.custom_fields, command.form, { partial: true }));
        if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
        const normalized = normalizeContact(command.contact);
        const changes = Object.fromEntries(Object.entries(normalized).filter(([key, value]) => state[key as keyof AttendeeContact] !== value));
        const values =
          command.form && command.custom_fields
            ? decideCustomFieldValues(state, event_uuid, command.custom_fields, command.form.custom_fields, { partial: true })
            : [];
        // The replaced values travel with the new ones, so the log reads as "from → to" on its own.
        const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, state[key as keyof AttendeeContact]]));
        const details = { type: 'AttendeeDetailsChanged' as const, data: { changes, previous, ...emailFactOf(changes) } };
        return [...(Object.keys(changes).length === 0 ? [] : [details]), ...values];
      }
      case 'RemoveAttendee':
        return [...unseatOnRemoval(state, command.seat_id), { type: 'AttendeeRemoved', data: { event_uuid } }];
      case 'CheckIn':
        if (state.checked_in) {
          throw new DomainError('conflict', 'already_checked_in', 'This guest is checked in already.');
        }
        return [{ type: 'AttendeeCheckedIn', data: { event_uuid, checked_in_at: command.at.toISOString() } }];
      case 'UndoCheckIn':
        if (!state.checked_in) throw new DomainError('conflict', 'not_checked_in', 'This guest is not checked in.');
        return [{ type: 'AttendeeCheckInUndone', data: { event_uuid } }];
      case 'SetRsvp': {
        const unseated = command.is_attending === false && command.seat_id !== undefined ? unseatOnDecline(state, command.seat_id) : [];
        if (state.is_attending === command.is_attending) return unseated;
        return [
          {
            type: 'AttendeeRsvpSet',
            data: {
              event_uuid,
              is_attending: command.is_attending,
              rsvped_at: command.is_attending === null ? null : command.at.toISOString(),
            },
          },
          ...unseated,
        ];
      }
      case 'Invite':
      case 'ClickInvitationLink':
      case 'SetCheckInAlert':
        return decideInvitation(command, state, event_uuid);
      case 'AddAttendeeTags':
      case 'SetAttendeeTags':
        return decideTagging(command, state, event_uuid);
      case 'SetTicketVariation':
        return decideTicketVariation(command, state, event_uuid);
      case 'SetApproval':
        if (state.is_approved === command.is_approved) return [];
        return [{ type: 'AttendeeApprovalSet', data: { event_uuid, is_approved: command.is_approved } }];
      case 'NamePlaceholder':
        requirePlaceholder(state);
        return attendeeDecider.decide({ type: 'ChangeAttendeeDetails', contact: command.contact }, state);
      case 'RemovePlaceholder': {
        const removed = decideHostGroupMembership(command, state, event_uuid);
        return [...unseatOnRemoval(state, command.seat_id), ...removed];
      }
      case 'MoveToHostGroup':
      case 'RenamePlaceholder':
        return decideHostGroupMembership(command, state, event_uuid);
      case 'RequestTicketTransfer':
      case 'CancelTicketTransfer':
      case 'AcceptTicketTransfer':
      case 'DeclineTicketTransfer':
      case 'ApproveTicketTransfer':
      case 'RejectTicketTransfer':
        return decideTicketTransfer(command, state);
      case 'StartGuestJourney':
      case 'AnswerGuestJourneyStep':
        return decideGuestJourney(command, state, { event_uuid, attendee_id: state.attendee_id! });
    }
  },
};

/**
 * A removed guest gives up their seat in the same decision (AttendeeUnseated
 * reason 'guest_removed'); the caller frees the seat's own stream beside it.
 * `expected` is the seat the caller read: undefined when it read none.
 */
export function unseatOnRemoval(state: AttendeeState, expected: string | null | undefined): StreamEvent<'attendee'>[] {
  return unseatFor(state, expected, 'guest_removed');
}

/** A guest who answers No gives up their seat in the same decision (AttendeeUnseated reason 'declined'). */
export function unseatOnDecline(state: AttendeeState, expected: string | null | undefined): StreamEvent<'attendee'>[] {
  return unseatFor(state, expected, 'declined');
}

function unseatFor(state: AttendeeState, expected: string | null | undefined, reason: 'guest_removed' | 'declined'): StreamEvent<'attendee'>[] {
  const seat = state.seat_id ?? null;
  if (seat !== (expected ?? null)) throw new DomainError('conflict', 'seat_changed', "This guest's seat changed meanwhile; please try again.");
  return seat ? [{ type: 'AttendeeUnseated', data: { event_uuid: state.event_uuid!, seat_id: seat, reason } }] : [];
}
