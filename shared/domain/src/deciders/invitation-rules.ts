import type { DomainEvent, StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';

/** The part of a guest's state that invitations and check-in alerts decide on. */
export interface InvitationState {
  email: string | null;
  /**
   * Whether the guest has an email address, as the log says outside the
   * sealed fields; null when what was read does not say (events recorded
   * before the fact was, read with personal fields withheld). Absent in
   * states folded before it existed: read it as null.
   */
  has_email?: boolean | null;
  is_invited: boolean;
  invitation_sent_at: string | null;
  last_invitation_message: string | null;
  /** The journey the latest invitation that named one leads through; an invitation naming none keeps it. */
  invitation_journey_id: string | null;
  link_clicked_at: string | null;
  checkin_alert_users: string[];
}

export type InvitationCommand =
  /** `skipWithoutEmail`: the bulk route passes over guests it cannot mail instead of refusing them all. */
  | { type: 'Invite'; at: Date; message: string | null; journey_id?: string | null; skipWithoutEmail?: boolean }
  | { type: 'ClickInvitationLink'; at: Date }
  | { type: 'SetCheckInAlert'; user_ids: string[] };

export const NO_EMAIL_MESSAGE = 'This guest has no email address.';

export function initialInvitationState(): Omit<InvitationState, 'email'> {
  return {
    is_invited: false,
    invitation_sent_at: null,
    last_invitation_message: null,
    invitation_journey_id: null,
    link_clicked_at: null,
    checkin_alert_users: [],
  };
}

/** Whether the guest can be mailed: the plain fact when the log recorded it, else their address (read with personal fields). */
export function hasEmail(state: InvitationState): boolean {
  return state.has_email ?? !!state.email;
}

/** Whether a state folded with personal fields withheld can not tell if the guest has an email (events from before the fact was recorded). */
export function emailUnknown(state: InvitationState): boolean {
  return state.has_email === null || state.has_email === undefined;
}

export function evolveInvitation<S extends InvitationState>(state: S, event: DomainEvent): S {
  switch (event.type) {
    case 'AttendeeInvited':
      return {
        ...state,
        is_invited: true,
        invitation_sent_at: event.data.invitation_sent_at,
        last_invitation_message: event.data.message,
        invitation_journey_id: event.data.journey_id ?? state.invitation_journey_id,
      };
    case 'AttendeeInvitationLinkClicked':
      return { ...state, link_clicked_at: event.data.link_clicked_at };
    case 'CheckInAlertSet':
      return { ...state, checkin_alert_users: event.data.user_ids };
    default:
      return state;
  }
}

export function decideInvitation(command: InvitationCommand, state: InvitationState, event_uuid: string): StreamEvent<'attendee'>[] {
  switch (command.type) {
    case 'Invite': {
      if (!hasEmail(state)) {
        if (command.skipWithoutEmail) return [];
        throw DomainError.validation({ email: [NO_EMAIL_MESSAGE] });
      }
      const message = command.message?.trim() ? command.message.trim() : null;
      const journey = command.journey_id ? { journey_id: command.journey_id } : {};
      return [{ type: 'AttendeeInvited', data: { event_uuid, invitation_sent_at: command.at.toISOString(), message, resend: state.is_invited, ...journey } }];
    }
    case 'ClickInvitationLink':
      // Only the first opening is a fact worth recording; later ones change nothing.
      if (state.link_clicked_at) return [];
      return [{ type: 'AttendeeInvitationLinkClicked', data: { event_uuid, link_clicked_at: command.at.toISOString() } }];
    case 'SetCheckInAlert': {
      const user_ids = [...new Set(command.user_ids)].sort();
      const current = [...state.checkin_alert_users].sort();
      if (user_ids.length === current.length && user_ids.every((id, i) => id === current[i])) return [];
      return [{ type: 'CheckInAlertSet', data: { event_uuid, user_ids } }];
    }
  }
}
