import type { DomainEventOf } from '@usher/events';
import type { GuestRow } from '@usher/read-models/guest-row';

export const INVITATION_EVENT_TYPES = ['AttendeeInvited', 'AttendeeInvitationLinkClicked', 'CheckInAlertSet'] as const;

type InvitationEvent = DomainEventOf<(typeof INVITATION_EVENT_TYPES)[number]>;

/** The guest-list columns an invitation, a first link opening or a check-in alert sets. */
export function invitationChangesFor(event: InvitationEvent, at: string): Partial<GuestRow> {
  switch (event.type) {
    case 'AttendeeInvited':
      return { is_invited: true, invitation_sent_at: event.data.invitation_sent_at, last_invitation_message: event.data.message, updated_at: at };
    case 'AttendeeInvitationLinkClicked':
      return { link_clicked_at: event.data.link_clicked_at, updated_at: at };
    case 'CheckInAlertSet':
      return { has_checkin_alert: event.data.user_ids.length > 0, checkin_alert_users: event.data.user_ids, updated_at: at };
  }
}
