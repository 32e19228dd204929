import type { DomainEvent, StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { hasErrors, type FieldErrors } from '../validation/errors.ts';
import type { EventTimes } from './alert-schedule.ts';
import { alertNameErrors, checkSendable, scheduleErrors, type AlertContent } from './alert-rules.ts';
import { mergeTagErrors } from './merge-tag-rules.ts';
import { cleanTranslations, translationErrors } from './message-translations.ts';

// A communication (spec section 7 Alerts) on its stream `alert-{id}`: written
// as a draft, sent now or for a time, taken back while it waits, resent to
// those it failed to reach. Once it has gone, what it said is history: only
// its name (the organiser's own label) and continuous delivery still change.

export type ResendScope = 'failed' | 'unopened' | 'failed_and_unopened';

export interface AlertState {
  status: 'none' | 'draft' | 'scheduled' | 'sent' | 'deleted';
  event_uuid: string | null;
  content: AlertContent | null;
  is_continuous_delivery: boolean;
  /** When a scheduled alert goes (ISO). */
  due_at: string | null;
  /** The latest resend round asked for (0: none yet). */
  round: number;
  /** When it first went out, and the latest round the dispatcher has made messages for. */
  dispatched_at: string | null;
  dispatched_round: number | null;
}

interface AlertCommandBase {
  event_uuid: string;
  alert_id: string;
}
export interface CreateAlert extends AlertCommandBase {
  type: 'CreateAlert';
  content: AlertContent;
  is_continuous_delivery: boolean;
}
/** Change what it says or to whom; `send: true` sends it, `send: false` takes a scheduled one back to a draft. */
export interface UpdateAlert extends AlertCommandBase {
  type: 'UpdateAlert';
  changes: Partial<AlertContent>;
  send?: boolean;
  /** The event's start and end in its time zone: relative schedules count from them. Null: the event has none. */
  event_times: EventTimes | null;
  now: Date;
}
export interface SetContinuousDelivery extends AlertCommandBase {
  type: 'SetContinuousDelivery';
  enabled: boolean;
}
export interface ResendAlert extends AlertCommandBase {
  type: 'ResendAlert';
  scope: ResendScope;
}
export interface DeleteAlert extends AlertCommandBase {
  type: 'DeleteAlert';
}
export type AlertCommand = CreateAlert | UpdateAlert | SetContinuousDelivery | ResendAlert | DeleteAlert;

export const initialAlert = (): AlertState => ({
  status: 'none',
  event_uuid: null,
  content: null,
  is_continuous_delivery: false,
  due_at: null,
  round: 0,
  dispatched_at: null,
  dispatched_round: null,
});

/** Gone or going: dispatched, or scheduled for a time that has come (the dispatcher is on its way). */
export function hasGone(state: AlertState, now: Date): boolean {
  return state.status === 'sent' || (state.status === 'scheduled' && state.due_at !== null && Date.parse(state.due_at) <= now.getTime());
}

const alreadySent = () => new DomainError('conflict', 'alert_already_sent', 'This communication has been sent: what it says can no longer change.');

/** The alert as the command may act on it: one of this event's, not deleted. */
function existing(state: AlertState, command: AlertCommandBase): AlertContent {
  if (state.status === 'none' || state.status === 'deleted' || state.event_uuid !== command.event_uuid || !state.content) throw DomainError.notFound('alert');
  return state.content;
}

/** The fields of `changes` that differ from what the alert holds. */
function effectiveChanges(content: AlertContent, changes: Partial<AlertContent>): Partial<AlertContent> {
  const differing: Partial<AlertContent> = {};
  for (const key of Object.keys(changes) as (keyof AlertContent)[]) {
    const value = changes[key];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(content[key])) Object.assign(differing, { [key]: value });
  }
  return differing;
}

function decideUpdate(command: UpdateAlert, state: AlertState): StreamEvent<'alert'>[] {
  const content = existing(state, command);
  const { event_uuid, alert_id } = command;
  // Variants are kept without blank fields, so "nothing written" compares equal however the editor sent it.
  const asked = command.changes.translations ? { ...command.changes, translations: cleanTranslations(command.changes.translations) } : command.changes;
  const changes = effectiveChanges({ ...content, translations: content.translations ?? {} }, asked);
  const errors: FieldErrors = changes.name !== undefined ? alertNameErrors(changes.name) : {};
  if (changes.schedule) scheduleErrors(changes.schedule, errors);
  // A draft's new words are held to the merge-tag rules as they are saved, not only when sent (issue 28).
  mergeTagErrors({ subject: changes.subject, body: changes.body }, errors);
  translationErrors(changes.translations, errors);
  const gone = hasGone(state, command.now);
  if (gone) {
    const wordsChange = Object.keys(changes).some((key) => key !== 'name');
    if (wordsChange || command.send !== undefined) throw alreadySent();
  }
  const next = { ...content, ...changes };
  const scheduled = state.status === 'scheduled';
  const sends = !gone && (command.send === true || (command.send === undefined && scheduled));
  let dueAt: string | null = null;
  if (sends) {
    const check = checkSendable(next, command.event_times, command.now);
    if (check.ok) dueAt = check.dueAt.toISOString();
    else Object.assign(errors, check.errors);
  }
  if (hasErrors(errors)) throw DomainError.validation(errors);

  const events: StreamEvent<'alert'>[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'AlertUpdated', data: { event_uuid, alert_id, changes } });
  if (command.send === false && scheduled) events.push({ type: 'AlertUnscheduled', data: { event_uuid, alert_id } });
  // A waiting alert whose time moved is asked for again at its new time.
  if (dueAt !== null && (!scheduled || dueAt !== state.due_at)) events.push({ type: 'AlertSendRequested', data: { event_uuid, alert_id, due_at: dueAt } });
  return events;
}

export function decideAlert(command: AlertCommand, state: AlertState): StreamEvent<'alert'>[] {
  const { event_uuid, alert_id } = command;
  switch (command.type) {
    case 'CreateAlert': {
      if (state.status !== 'none') throw new DomainError('conflict', 'alert_exists', 'This communication already exists.');
      const errors = alertNameErrors(command.content.name);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      return [
        {
          type: 'AlertCreated',
          data: {
            event_uuid,
            alert_id,
            content: { ...command.content, name: command.content.name.trim() },
            is_continuous_delivery: command.is_continuous_delivery,
          },
        },
      ];
    }
    case 'UpdateAlert':
      return decideUpdate(command, state);
    case 'SetContinuousDelivery':
      existing(state, command);
      return state.is_continuous_delivery === command.enabled
        ? []
        : [{ type: 'AlertContinuousDeliveryChanged', data: { event_uuid, alert_id, enabled: command.enabled } }];
    case 'ResendAlert':
      existing(state, command);
      if (state.status !== 'sent') throw new DomainError('conflict', 'alert_not_sent', 'Only a communication that has been sent can be resent.');
      return [{ type: 'AlertResendRequested', data: { event_uuid, alert_id, round: state.round + 1, scope: command.scope } }];
    case 'DeleteAlert':
      existing(state, command);
      return [{ type: 'AlertDeleted', data: { event_uuid, alert_id } }];
  }
}

export function evolveAlert(state: AlertState, event: DomainEvent): AlertState {
  switch (event.type) {
    case 'AlertCreated':
      return {
        ...state,
        status: 'draft',
        event_uuid: event.data.event_uuid,
        content: event.data.content,
        is_continuous_delivery: event.data.is_continuous_delivery,
      };
    case 'AlertUpdated':
      return state.content ? { ...state, content: { ...state.content, ...event.data.changes } } : state;
    case 'AlertContinuousDeliveryChanged':
      return { ...state, is_continuous_delivery: event.data.enabled };
    case 'AlertSendRequested':
      return { ...state, status: 'scheduled', due_at: event.data.due_at };
    case 'AlertUnscheduled':
      return { ...state, status: 'draft', due_at: null };
    case 'AlertDispatched':
      return {
        ...state,
        status: 'sent',
        dispatched_at: state.dispatched_at ?? event.data.dispatched_at,
        dispatched_round: Math.max(state.dispatched_round ?? 0, event.data.round),
      };
    case 'AlertResendRequested':
      return { ...state, round: Math.max(state.round, event.data.round) };
    case 'AlertDeleted':
      return { ...state, status: 'deleted', is_continuous_delivery: false };
    default:
      return state;
  }
}

export const alertDecider: Decider<AlertState, AlertCommand, StreamEvent<'alert'>> = {
  initialState: initialAlert,
  evolve: evolveAlert,
  decide: decideAlert,
};
