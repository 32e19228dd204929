import type { DomainEvent } from '@usher/events';
import { MESSAGE_LEVELS, type ReportGuest } from './report-guest.ts';

const without = (list: string[], taken: readonly string[]) => list.filter((item) => !taken.includes(item));
const withAdded = (list: string[], added: readonly string[]) => [...list, ...added.filter((item) => !list.includes(item))];

/** A guest as the reports see them after one of their events; the same guest when the event changes nothing the reports count. */
export function evolveReportGuest(guest: ReportGuest, event: DomainEvent): ReportGuest {
  switch (event.type) {
    case 'AttendeeAdded':
      return { ...guest, host_group_id: event.data.host_group_id ?? null, is_attending: event.data.is_attending, is_approved: event.data.is_approved };
    case 'AttendeeRemoved':
      return { ...guest, removed: true };
    case 'AttendeeCheckedIn':
      return { ...guest, checked_in_at: event.data.checked_in_at };
    case 'AttendeeCheckInUndone':
      return { ...guest, checked_in_at: null };
    case 'AttendeeRsvpSet':
      return { ...guest, is_attending: event.data.is_attending };
    case 'AttendeeApprovalSet':
      return { ...guest, is_approved: event.data.is_approved };
    case 'AttendeeInvited':
      return { ...guest, invited: true };
    case 'AttendeeTagsAdded':
      return { ...guest, tag_ids: withAdded(guest.tag_ids, event.data.tag_ids) };
    case 'AttendeeTagsRemoved':
      return { ...guest, tag_ids: without(guest.tag_ids, event.data.tag_ids) };
    case 'AttendeeTagDeleted':
      return { ...guest, tag_ids: without(guest.tag_ids, [event.data.tag_id]) };
    case 'AttendeeTicketVariationSet':
      return { ...guest, ticket_variation_id: event.data.ticket_variation_id };
    case 'AttendeeMovedToHostGroup':
      return { ...guest, host_group_id: event.data.host_group_id };
    case 'GuestJourneyStarted': {
      const version = `${event.data.journey_id}:${event.data.version}`;
      return { ...guest, journeys: withAdded(guest.journeys, [`started|${version}`, `step|${version}:${event.data.step_id}`]) };
    }
    case 'GuestJourneyStepAnswered': {
      if (event.data.next_step_id === null) return guest;
      return { ...guest, journeys: withAdded(guest.journeys, [`step|${event.data.journey_id}:${event.data.version}:${event.data.next_step_id}`]) };
    }
    case 'GuestJourneyCompleted':
      return { ...guest, journeys: withAdded(guest.journeys, [`completed|${event.data.journey_id}:${event.data.version}`]) };
    case 'OutboundMessageCreated': {
      // A notification (an invitation, a pass…) is reported under its kind; a communication under its id.
      const subject = event.data.alert_id ?? `notification:${event.data.notification ?? 'other'}`;
      return { ...guest, messages: { ...guest.messages, [event.data.message_id]: { subject, level: 0 } } };
    }
    case 'OutboundMessageStatusChanged': {
      const message = guest.messages[event.data.message_id];
      const level = MESSAGE_LEVELS[event.data.status];
      // Counted once it got further: an open after a click is no step back.
      if (!message || level === undefined || level <= message.level) return guest;
      return { ...guest, messages: { ...guest.messages, [event.data.message_id]: { ...message, level } } };
    }
    default:
      return guest;
  }
}
