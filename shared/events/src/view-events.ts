import { z } from 'zod';
import { uuid } from './common.ts';

/**
 * Saved views of the guest list. A tab keeps the list's query parameters as
 * an open object (filter, search, tags, custom-field filters…), so filters
 * added later keep working without a new event version.
 */
export const TabColumn = z.object({ key: z.string(), visible: z.boolean() });
export const TabView = z.object({
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  sort: z.string().nullable(),
  columns: z.array(TabColumn),
});

export const AttendeeTabCreated = TabView.extend({ tab_id: uuid, event_uuid: uuid });
export const AttendeeTabUpdated = TabView.partial().extend({ tab_id: uuid, event_uuid: uuid });
export const AttendeeTabsReordered = z.object({ event_uuid: uuid, tab_ids: z.array(uuid) });
export const AttendeeTabDeleted = z.object({ tab_id: uuid, event_uuid: uuid });

/** One user's column choices for one event's guest table: order is the array's order. */
export const ColumnSettingsSaved = z.object({ event_uuid: uuid, user_id: uuid, columns: z.array(TabColumn) });
