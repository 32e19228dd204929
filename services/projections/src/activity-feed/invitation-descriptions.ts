import type { DomainEventOf } from '@usher/events';
import { describeGuestAction } from '@usher/domain/invitations/invitation-email';

type InvitationEvent = DomainEventOf<'AttendeeInvited' | 'AttendeeInvitationLinkClicked' | 'CheckInAlertSet' | 'GuestAlertTriggered'>;

/** Feed lines for invitations, link openings, check-in alerts and the alerts they raise. */
export function describeInvitationEvent(event: InvitationEvent, actor: string, guest: string): string {
  switch (event.type) {
    case 'AttendeeInvited':
      return event.data.resend ? `${actor} resent the invitation to ${guest}` : `${actor} invited ${guest}`;
    case 'AttendeeInvitationLinkClicked':
      return `${guest} opened their invitation`;
    case 'CheckInAlertSet':
      return event.data.user_ids.length > 0 ? `${actor} set a check-in alert on ${guest}` : `${actor} cleared the check-in alert on ${guest}`;
    case 'GuestAlertTriggered':
      return `Alert for ${event.data.recipients.map((r) => r.name).join(', ')}: ${describeGuestAction(event.data.guest_name, event.data.action)}`;
  }
}
