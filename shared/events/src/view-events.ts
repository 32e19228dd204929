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

export const AttendeeTabCreated = TabView.extend({ tab_id: uuid, event_uuid: uuid }).describe('A saved view (tab) of the guest list was created.');
export const AttendeeTabUpdated = TabView.partial().extend({ tab_id: uuid, event_uuid: uuid }).describe('A saved view changed (only the changed properties).');
export const AttendeeTabsReordered = z
  .object({ event_uuid: uuid, tab_ids: z.array(uuid).describe('Every tab, in the new order.') })
  .describe('The saved views were put in a new order.');
export const AttendeeTabDeleted = z.object({ tab_id: uuid, event_uuid: uuid }).describe('A saved view was deleted.');

/** One user's column choices for one event's guest table: order is the array's order. */
export const ColumnSettingsSaved = z
  .object({ event_uuid: uuid, user_id: uuid, columns: z.array(TabColumn) })
  .describe("One user's column choices for one event's guest table; order is the array's order.");
