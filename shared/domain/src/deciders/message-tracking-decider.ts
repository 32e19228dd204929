import type { DomainEvent, StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { email as emailRule, required } from '../validation/rules.ts';
import { nextStatus, type MessageStatus } from '../communications/message-status.ts';
import { reportKeyOf, reportedStatusOf, type MessageReport, type SuppressionReason, type UnsuppressionReason } from '../communications/message-reports.ts';

/** An outbound message (stream `outbound-message-{id}`) as reports about it need it. */
export interface TrackedMessageState {
  exists: boolean;
  event_uuid: string | null;
  message_id: string | null;
  alert_id: string | null;
  attendee_id: string | null;
  email: string;
  status: MessageStatus | null;
  /** reportKeyOf of every status change recorded: what is recorded once is not recorded again. */
  recorded: Set<string>;
}

/** One address on an organisation's suppression list (stream `suppression-{org}-{addressKey}`). */
export interface SuppressionState {
  suppressed: boolean;
  reason: SuppressionReason | null;
  /** The guest whose address it is, when a message of theirs put it there: their personal data, sealed with their key. */
  attendee_id: string | null;
}

/**
 * One decider for the two streams a report changes, the message's and its
 * address's on the suppression list, so that a bounce or an unsubscribe
 * appends both in one transaction. Each stream folds into its own half.
 */
export interface MessageTrackingState {
  message: TrackedMessageState;
  suppression: SuppressionState;
}

export type MessageTrackingCommand =
  | { type: 'RecordMessageReport'; report: MessageReport }
  | {
      type: 'SuppressAddress';
      organisation_id: string;
      email: string;
      reason: SuppressionReason;
      attendee_id: string | null;
      message_id: string | null;
      event_uuid: string | null;
    }
  | {
      type: 'UnsuppressAddress';
      organisation_id: string;
      email: string;
      reason: UnsuppressionReason;
      /** null: the guest the suppression named, if any. */
      attendee_id: string | null;
    };

const initialMessage = (): TrackedMessageState => ({
  exists: false,
  event_uuid: null,
  message_id: null,
  alert_id: null,
  attendee_id: null,
  email: '',
  status: null,
  recorded: new Set(),
});

function evolveMessage(state: TrackedMessageState, event: DomainEvent): TrackedMessageState {
  if (event.type === 'OutboundMessageCreated') {
    const { event_uuid, message_id, alert_id, attendee_id, email, status } = event.data;
    return { ...state, exists: true, event_uuid, message_id, alert_id, attendee_id, email, status };
  }
  if (event.type === 'OutboundMessageStatusChanged') {
    const { status, code, detail, url } = event.data;
    const recorded = new Set(state.recorded).add(reportKeyOf({ status, code, detail, url }));
    return { ...state, status: state.status ? nextStatus(state.status, status) : status, recorded };
  }
  return state;
}

function evolveSuppression(state: SuppressionState, event: DomainEvent): SuppressionState {
  if (event.type === 'AddressSuppressed') return { suppressed: true, reason: event.data.reason, attendee_id: event.data.attendee_id };
  if (event.type === 'AddressUnsuppressed') return { suppressed: false, reason: null, attendee_id: null };
  return state;
}

function recordReport(report: MessageReport, message: TrackedMessageState): StreamEvent<'outbound_message' | 'suppression'>[] {
  if (!message.exists || !message.event_uuid || !message.message_id) throw DomainError.notFound('message');
  const reported = reportedStatusOf(report);
  if (message.recorded.has(reportKeyOf(reported))) return [];
  return [
    {
      type: 'OutboundMessageStatusChanged',
      data: {
        event_uuid: message.event_uuid,
        message_id: message.message_id,
        alert_id: message.alert_id,
        attendee_id: message.attendee_id,
        ...reported,
        provider_message_id: null,
        retry_at: null,
      },
    },
  ];
}

export const messageTrackingDecider: Decider<MessageTrackingState, MessageTrackingCommand, StreamEvent<'outbound_message' | 'suppression'>> = {
  initialState: () => ({ message: initialMessage(), suppression: { suppressed: false, reason: null, attendee_id: null } }),

  evolve(state, event) {
    const message = evolveMessage(state.message, event);
    const suppression = evolveSuppression(state.suppression, event);
    return message === state.message && suppression === state.suppression ? state : { message, suppression };
  },

  decide(command, state): StreamEvent<'outbound_message' | 'suppression'>[] {
    if (command.type === 'RecordMessageReport') return recordReport(command.report, state.message);
    const email = command.email.trim();
    if (command.type === 'SuppressAddress') {
      const invalid = required(email, 'Email') ?? emailRule(email, 'Email');
      if (invalid) throw DomainError.validation({ email: [invalid] });
      // The first reason stands: a bounce after an unsubscribe changes nothing the list does.
      if (state.suppression.suppressed) return [];
      const { organisation_id, reason, attendee_id, message_id, event_uuid } = command;
      return [{ type: 'AddressSuppressed', data: { organisation_id, email, reason, attendee_id, message_id, event_uuid } }];
    }
    if (!state.suppression.suppressed) return [];
    // The guest may take back their own unsubscribe, a complaint or a bounce, but not the organiser's decision.
    if (command.reason === 'resubscribed' && state.suppression.reason === 'added_by_organiser') {
      throw new DomainError(
        'conflict',
        'suppressed_by_organiser',
        'The organiser has stopped messages to this address. Please ask them to send you messages again.',
      );
    }
    const attendee_id = command.attendee_id ?? state.suppression.attendee_id;
    return [{ type: 'AddressUnsuppressed', data: { organisation_id: command.organisation_id, email, reason: command.reason, attendee_id } }];
  },
};
