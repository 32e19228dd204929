import type { StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { addError, hasErrors, type FieldErrors } from '../validation/errors.ts';
import { MAX_TABS_PER_EVENT, validateColumns, validateFilters, validateTabName, viewFilters, type ViewColumn } from './view-rules.ts';

export interface TabView {
  name: string;
  filters: Record<string, string>;
  sort: string | null;
  columns: ViewColumn[];
}

/** The tabs of one event, in their order. */
export interface AttendeeTabsState {
  tabs: Map<string, TabView>;
  order: string[];
}

export type AttendeeTabsCommand =
  | { type: 'CreateAttendeeTab'; event_uuid: string; tab_id: string; view: TabView }
  | { type: 'UpdateAttendeeTab'; event_uuid: string; tab_id: string; changes: Partial<TabView> }
  | { type: 'ReorderAttendeeTabs'; event_uuid: string; tab_ids: string[] }
  | { type: 'DeleteAttendeeTab'; event_uuid: string; tab_id: string };

function validateView(view: Partial<TabView>): FieldErrors {
  const errors: FieldErrors = {};
  if (view.name !== undefined) validateTabName(view.name, errors);
  if (view.filters !== undefined) validateFilters(view.filters, errors);
  if (view.sort !== undefined && view.sort !== null && view.sort.length > 50) addError(errors, 'sort', 'Sort may not be greater than 50 characters.');
  if (view.columns !== undefined) validateColumns(view.columns, 'columns', errors);
  return errors;
}

function normalised<T extends Partial<TabView>>(view: T): T {
  return {
    ...view,
    ...(view.name !== undefined ? { name: view.name.trim() } : {}),
    ...(view.filters !== undefined ? { filters: viewFilters(view.filters) } : {}),
  };
}

/**
 * Attendee tabs are saved views of an event's guest list, shared by everyone
 * who manages the event. One stream per event keeps the order consistent.
 */
export const attendeeTabsDecider: Decider<AttendeeTabsState, AttendeeTabsCommand, StreamEvent<'attendee_tabs'>> = {
  initialState: () => ({ tabs: new Map(), order: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'AttendeeTabCreated': {
        const { tab_id, event_uuid: _event, ...view } = event.data;
        return { tabs: new Map(state.tabs).set(tab_id, view), order: [...state.order, tab_id] };
      }
      case 'AttendeeTabUpdated': {
        const { tab_id, event_uuid: _event, ...changes } = event.data;
        const current = state.tabs.get(tab_id);
        if (!current) return state;
        return { ...state, tabs: new Map(state.tabs).set(tab_id, { ...current, ...changes }) };
      }
      case 'AttendeeTabsReordered':
        return { ...state, order: event.data.tab_ids };
      case 'AttendeeTabDeleted': {
        const tabs = new Map(state.tabs);
        tabs.delete(event.data.tab_id);
        return { tabs, order: state.order.filter((id) => id !== event.data.tab_id) };
      }
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'attendee_tabs'>[] {
    switch (command.type) {
      case 'CreateAttendeeTab': {
        const errors = validateView(command.view);
        if (state.order.length >= MAX_TABS_PER_EVENT) addError(errors, 'name', `An event may not have more than ${MAX_TABS_PER_EVENT} tabs.`);
        if (hasErrors(errors)) throw DomainError.validation(errors);
        if (state.tabs.has(command.tab_id)) throw new DomainError('conflict', 'attendee_tab_exists', 'This tab exists already.');
        return [{ type: 'AttendeeTabCreated', data: { tab_id: command.tab_id, event_uuid: command.event_uuid, ...normalised(command.view) } }];
      }
      case 'UpdateAttendeeTab': {
        const current = state.tabs.get(command.tab_id);
        if (!current) throw DomainError.notFound('attendee_tab');
        const errors = validateView(command.changes);
        if (hasErrors(errors)) throw DomainError.validation(errors);
        const changes = normalised(command.changes);
        // Only what differs goes into the log.
        const changed = Object.fromEntries(
          Object.entries(changes).filter(([key, value]) => value !== undefined && JSON.stringify(current[key as keyof TabView]) !== JSON.stringify(value)),
        );
        if (Object.keys(changed).length === 0) return [];
        return [{ type: 'AttendeeTabUpdated', data: { tab_id: command.tab_id, event_uuid: command.event_uuid, ...changed } }];
      }
      case 'ReorderAttendeeTabs': {
        const wanted = new Set(command.tab_ids);
        const exact = wanted.size === command.tab_ids.length && wanted.size === state.order.length && state.order.every((id) => wanted.has(id));
        if (!exact) throw DomainError.validation({ tab_ids: ["Tab ids must list each of the event's tabs exactly once."] });
        if (command.tab_ids.every((id, index) => state.order[index] === id)) return [];
        return [{ type: 'AttendeeTabsReordered', data: { event_uuid: command.event_uuid, tab_ids: command.tab_ids } }];
      }
      case 'DeleteAttendeeTab': {
        if (!state.tabs.has(command.tab_id)) throw DomainError.notFound('attendee_tab');
        return [{ type: 'AttendeeTabDeleted', data: { tab_id: command.tab_id, event_uuid: command.event_uuid } }];
      }
    }
  },
};
