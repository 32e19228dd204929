import type { DomainEvent } from '@usher/events';
import { describeSettingsChanges } from './event-settings-descriptions.ts';
import { describeInvitationEvent } from './invitation-descriptions.ts';
import { describeTicketTransferEvent } from './ticket-transfer-descriptions.ts';

const RSVP_WORDS = { true: 'Yes', false: 'No', null: 'Pending' } as const;

/** One readable line per change, as the activity feed shows it. */
export function describe(event: DomainEvent, actor: string, guest: string): string | null {
  switch (event.type) {
    case 'EventCreated':
      return `${actor} created the event ${event.data.settings.name}`;
    case 'EventUpdated':
      return describeSettingsChanges(event.data.changes, actor);
    case 'EventLocationChanged':
      return `${actor} changed the location`;
    case 'EventArchived':
      return `${actor} archived the event`;
    case 'EventRestored':
      return `${actor} restored the event`;
    case 'AttendeeAdded':
      return `${actor} added ${guest}`;
    case 'AttendeeDetailsChanged':
      return `${actor} edited ${guest}`;
    case 'AttendeeRemoved':
      return `${actor} removed ${guest}`;
    case 'AttendeeCheckedIn':
      return `${actor} checked in ${guest}`;
    case 'AttendeeCheckInUndone':
      return `${actor} undid the check-in of ${guest}`;
    case 'AttendeeRsvpSet':
      return `${actor} set the RSVP of ${guest} to ${RSVP_WORDS[String(event.data.is_attending) as keyof typeof RSVP_WORDS]}`;
    case 'AttendeeApprovalSet':
      if (event.data.is_approved === true) return `${actor} approved ${guest}`;
      if (event.data.is_approved === false) return `${actor} rejected ${guest}`;
      return `${actor} set the approval of ${guest} to pending`;
    case 'AttendeeInvited':
    case 'AttendeeInvitationLinkClicked':
    case 'CheckInAlertSet':
    case 'GuestAlertTriggered':
      return describeInvitationEvent(event, actor, guest);
    case 'TicketTransferRequested':
    case 'TicketTransferAccepted':
    case 'TicketTransferDeclined':
    case 'TicketTransferApproved':
    case 'TicketTransferRejected':
    case 'TicketTransferCanceled':
    case 'TicketTransferCompleted':
      return describeTicketTransferEvent(event, actor, guest);
    case 'HostGroupSendsLimited': {
      const per = { guest: `to ${guest}`, group: 'from the group', address: `to the address of ${guest}` }[event.data.limit];
      return `${actor} was stopped sending emails from the host portal: more than ${event.data.max} ${per} in ${Math.round(event.data.window_seconds / 60)} minutes`;
    }
    default:
      return null;
  }
}
