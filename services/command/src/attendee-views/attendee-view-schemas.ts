import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';

export { EventParams };
export const TabParams = EventParams.extend({ id: safeId() });

const Column = z.object({ key: safeId(), visible: z.boolean() });
export const Columns = z.array(Column).max(300);

/**
 * The list's query parameters as given (filter, search, tags, except_tags,
 * custom-field filters…): kept as an open object so filters added later are
 * saved without a schema change. Numbers and booleans are kept as text.
 */
const Filters = z.record(safeId(), z.union([safeText({ max: 1000 }), z.number(), z.boolean()]).transform(String));

export const CreateTabBody = z.object({
  // Optional here so a missing name gets the spec's 'Name is required.' from the rules.
  name: safeText({ max: 1000 }).optional().default(''),
  filters: Filters.optional().default({}),
  sort: safeId().nullable().optional().default(null),
  columns: Columns.optional().default([]),
});

export const UpdateTabBody = z.object({
  name: safeText({ max: 1000 }).optional(),
  filters: Filters.optional(),
  sort: safeId().nullable().optional(),
  columns: Columns.optional(),
});

export const ReorderTabsBody = z.object({ tab_ids: z.array(safeId()).max(100) });

export const ColumnSettingsBody = z.object({ columns: Columns });
