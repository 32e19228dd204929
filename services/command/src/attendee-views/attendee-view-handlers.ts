import { streamIds } from '@usher/events';
import { attendeeTabsDecider, type AttendeeTabsCommand, type AttendeeTabsState, type TabView } from '@usher/domain/views/attendee-tabs-decider';
import { columnSettingsDecider } from '@usher/domain/views/column-settings-decider';
import type { ViewColumn } from '@usher/domain/views/view-rules';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';

export function presentTab(eventUuid: string, state: AttendeeTabsState, id: string) {
  const tab = state.tabs.get(id)!;
  return { id, event_uuid: eventUuid, name: tab.name, filters: tab.filters, sort: tab.sort, columns: tab.columns, position: state.order.indexOf(id) };
}

async function runTabs(context: ServiceContext, user: AuthUser, eventUuid: string, command: AttendeeTabsCommand, metadata: EventMetadata) {
  const streamId = streamIds.attendeeTabs(eventUuid);
  const result = await execute(context.store, attendeeTabsDecider, [{ streamId, command }], metadata);
  return { state: result.states.get(streamId)!, position: result.position };
}

export async function createTab(context: ServiceContext, user: AuthUser, eventUuid: string, view: TabView, metadata: EventMetadata) {
  const tabId = context.ids.uuid();
  const { state, position } = await runTabs(context, user, eventUuid, { type: 'CreateAttendeeTab', event_uuid: eventUuid, tab_id: tabId, view }, metadata);
  return { data: presentTab(eventUuid, state, tabId), position };
}

export async function updateTab(context: ServiceContext, user: AuthUser, eventUuid: string, tabId: string, changes: Partial<TabView>, metadata: EventMetadata) {
  const { state, position } = await runTabs(context, user, eventUuid, { type: 'UpdateAttendeeTab', event_uuid: eventUuid, tab_id: tabId, changes }, metadata);
  return { data: presentTab(eventUuid, state, tabId), position };
}

export async function reorderTabs(context: ServiceContext, user: AuthUser, eventUuid: string, tabIds: string[], metadata: EventMetadata) {
  const { state, position } = await runTabs(context, user, eventUuid, { type: 'ReorderAttendeeTabs', event_uuid: eventUuid, tab_ids: tabIds }, metadata);
  return { tabs: state.order.map((id) => presentTab(eventUuid, state, id)), position };
}

export async function deleteTab(context: ServiceContext, user: AuthUser, eventUuid: string, tabId: string, metadata: EventMetadata) {
  const { position } = await runTabs(context, user, eventUuid, { type: 'DeleteAttendeeTab', event_uuid: eventUuid, tab_id: tabId }, metadata);
  return { data: { id: tabId }, position };
}

/** The signed-in person's columns for this event's guest table. */
export async function saveColumnSettings(context: ServiceContext, user: AuthUser, eventUuid: string, columns: ViewColumn[], metadata: EventMetadata) {
  // Columns are one's own way of looking: anyone who may view the event may arrange them.
  const streamId = streamIds.columnSettings(eventUuid, user.id);
  const command = { type: 'SaveColumnSettings' as const, event_uuid: eventUuid, user_id: user.id, columns };
  const result = await execute(context.store, columnSettingsDecider, [{ streamId, command }], metadata);
  return { data: { columns: result.states.get(streamId)!.columns ?? columns }, position: result.position };
}
