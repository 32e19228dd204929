import { z } from 'zod';

export const EventParams = z.object({ e: z.string().max(100) });
export const TabParams = EventParams.extend({ id: z.string().max(100) });

const Column = z.object({ key: z.string().max(100), visible: z.boolean() });
export const Columns = z.array(Column).max(300);

/**
 * The list's query parameters as given (filter, search, tags, except_tags,
 * custom-field filters…): kept as an open object so filters added later are
 * saved without a schema change. Numbers and booleans are kept as text.
 */
const Filters = z.record(z.string().max(100), z.union([z.string(), z.number(), z.boolean()]).transform(String));

export const CreateTabBody = z.object({
  // Optional here so a missing name gets the spec's 'Name is required.' from the rules.
  name: z.string().max(1000).optional().default(''),
  filters: Filters.optional().default({}),
  sort: z.string().max(100).nullable().optional().default(null),
  columns: Columns.optional().default([]),
});

export const UpdateTabBody = z.object({
  name: z.string().max(1000).optional(),
  filters: Filters.optional(),
  sort: z.string().max(100).nullable().optional(),
  columns: Columns.optional(),
});

export const ReorderTabsBody = z.object({ tab_ids: z.array(z.string().max(100)).max(100) });

export const ColumnSettingsBody = z.object({ columns: Columns });
