import { isDomainEvent, type DomainEvent } from '@usher/events';
import { EVENT_ROLE_LABELS } from '@usher/domain/access/event-roles';
import { describeGuestAction } from '@usher/domain/invitations/invitation-email';
import { describeGuestChange } from '../history/describe-change.ts';
import { describeHostGroupChange } from '../host-groups/describe-host-group-change.ts';
import { describeSeatingChange, NO_PLACES, type SeatPlaces } from './describe-seating-change.ts';

// An alert rule watches for what a guest will do, so it reads in the present tense.
const ALERT_ACTIONS = { check_in: 'checks in', rsvp_yes: 'replies Yes', rsvp_no: 'replies No', link_clicked: 'opens their invitation' } as const;

const words = (keys: string[]) => keys.map((key) => key.replaceAll('_', ' ')).join(', ');
const quoted = (text: string) => `“${text}”`;
const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/**
 * What one change of an event's log did, in a line a person reads. Changes
 * to a guest read as the guest history words them (the row names the guest
 * beside it); the event's own streams are worded here. A type this does not
 * know yet still reads as words ('SeatAssigned' → 'Seat assigned').
 */
export function describeAuditEvent(type: string, data: Record<string, unknown>, seats: SeatPlaces = NO_PLACES): string {
  const event = { type, data };
  if (!isDomainEvent(event)) return humanise(type);
  return describeSeatingChange(event, seats) ?? describeEventChange(event) ?? guestSummary(event) ?? humanise(type);
}

function describeEventChange(event: DomainEvent): string | null {
  switch (event.type) {
    case 'EventCreated':
      return event.data.duplicated_from
        ? `Created the event ${quoted(event.data.settings.name)} as a copy`
        : `Created the event ${quoted(event.data.settings.name)}`;
    case 'EventUpdated':
      return `Changed the event's ${words(Object.keys(event.data.changes))}`;
    case 'EventLocationChanged':
      return event.data.location.name ? `Changed the location to ${quoted(event.data.location.name)}` : 'Changed the location';
    case 'EventArchived':
      return 'Archived the event';
    case 'EventRestored':
      return 'Restored the event';
    case 'EventPassSettingsChanged':
      return 'Changed the pass settings';
    case 'EventDataChanged':
      return 'Changed the event data shown on passes';
    case 'EventBadgeLayoutChanged':
      return 'Changed the badge layout';
    case 'EventAdministratorInvited':
      return `Invited ${event.data.email} to the team as ${EVENT_ROLE_LABELS[event.data.role]}`;
    case 'EventAdministratorRoleChanged':
      return `Changed a team member's role to ${EVENT_ROLE_LABELS[event.data.role]}`;
    case 'EventAdministratorJoined':
      // The actor is the person who joined.
      return 'Joined the team';
    case 'CustomFieldAdded':
      return `Added the custom field ${quoted(event.data.label)}`;
    case 'CustomFieldUpdated':
      return `Changed a custom field's ${words(Object.keys(event.data.changes))}`;
    case 'CustomFieldDeleted':
      return 'Deleted a custom field';
    case 'DefaultFieldsSet':
      return 'Changed the default fields';
    case 'TicketVariationsSet':
      return `Set the ticket variations (${plural(event.data.ticket_variations.length, 'variation', 'variations')})`;
    case 'AttendeeTagAdded':
      return `Created the tag ${quoted(event.data.name)}`;
    case 'AttendeeTagUpdated':
      return event.data.changes.name !== undefined
        ? `Renamed a tag to ${quoted(event.data.changes.name)}`
        : `Changed a tag's ${words(Object.keys(event.data.changes))}`;
    case 'AttendeeTagDeleted':
      return 'Deleted a tag';
    case 'AttendeeTabCreated':
      return `Created the tab ${quoted(event.data.name)}`;
    case 'AttendeeTabUpdated':
      return event.data.name !== undefined ? `Changed the tab ${quoted(event.data.name)}` : 'Changed a tab';
    case 'AttendeeTabsReordered':
      return 'Reordered the tabs';
    case 'AttendeeTabDeleted':
      return 'Deleted a tab';
    case 'ColumnSettingsSaved':
      return 'Changed their guest table columns';
    case 'ActionAlertCreated':
      return `Added an alert: tell a user when a guest ${ALERT_ACTIONS[event.data.action]}`;
    case 'ActionAlertDeleted':
      return 'Removed an alert';
    case 'GuestAlertTriggered':
      return `Alerted ${event.data.recipients.map((r) => r.name).join(', ')}: ${describeGuestAction(event.data.guest_name, event.data.action)}`;
    case 'AttendeeInvited':
      return event.data.resend ? 'Invitation resent' : 'Invited';
    case 'AttendeeInvitationLinkClicked':
      return 'Opened their invitation';
    case 'CheckInAlertSet':
      return event.data.user_ids.length > 0 ? `Check-in alert set for ${plural(event.data.user_ids.length, 'user', 'users')}` : 'Check-in alert cleared';
    case 'ActivityLogRead':
      return 'Marked an activity as read';
    default:
      return describeHostGroupChange(event);
  }
}

/** The guest history's line, unless it only had the type name to offer. */
function guestSummary(event: DomainEvent): string | null {
  const { summary } = describeGuestChange(event);
  return summary === event.type ? null : summary;
}

function humanise(type: string): string {
  const spaced = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
