import type { ViewColumn } from './view-rules.ts';

/** Spec section 6: columns visible only with edit permission. */
export const EDIT_ONLY_COLUMNS: readonly string[] = ['edit', 'email', 'phone_number', 'parent_user_email', 'guest_of', 'total_tickets', 'actions'];

/** Spec section 2: section and row belong to theatre seating, table and table name to venue seating; seat to both. */
export const SEATING_COLUMNS_BY_TYPE: Record<'venue' | 'theatre', readonly string[]> = {
  theatre: ['floorplan_link', 'section', 'row_no', 'seat_no'],
  venue: ['floorplan_link', 'table_no', 'table_label', 'seat_no'],
};
const ALL_SEATING_COLUMNS = new Set(['floorplan_link', 'section', 'row_no', 'table_no', 'table_label', 'seat_no']);

/**
 * What door staff (Check-in Only) need to let someone in: who they are, the
 * check-in and its alert, the ticket, the group and the seat. RSVP, approval,
 * invitations and the organiser's tools are not theirs (issue 17, section 4).
 */
export const DOOR_COLUMNS: readonly string[] = [
  'checked_in',
  'profile_image_src',
  'first_name',
  'last_name',
  'has_checkin_alert',
  'ticket_variation',
  'host_group_name',
  ...ALL_SEATING_COLUMNS,
];

/** Columns that start hidden (the person shows them from the Columns menu): the guest's language is rarely read. */
export const HIDDEN_BY_DEFAULT: readonly string[] = ['language'];

/** Columns the person may not move or hide: the row checkbox and the row menu frame the table. */
export const FIXED_COLUMNS: readonly string[] = ['select', 'actions'];

export interface ColumnContext {
  canEdit: boolean;
  seatingEnabled: boolean;
  seatingType: 'venue' | 'theatre';
  /** Door staff: only the door's columns (DOOR_COLUMNS). */
  atTheDoor?: boolean;
}

/** Whether the event and the person's permissions allow a column at all. */
export function isColumnAvailable(key: string, context: ColumnContext): boolean {
  if (!context.canEdit && EDIT_ONLY_COLUMNS.includes(key)) return false;
  if (context.atTheDoor === true && !DOOR_COLUMNS.includes(key)) return false;
  if (ALL_SEATING_COLUMNS.has(key)) return context.seatingEnabled && SEATING_COLUMNS_BY_TYPE[context.seatingType].includes(key);
  return true;
}

/**
 * The table's columns in the person's order with their visibility. Columns
 * the saved settings do not know yet (a new custom field, a column added in a
 * release) show, placed after the column that precedes them by default, so a
 * saved order never hides something new.
 */
export function arrangeColumns(defaultKeys: readonly string[], saved: readonly ViewColumn[] | null | undefined, context: ColumnContext): ViewColumn[] {
  const available = defaultKeys.filter((key) => !FIXED_COLUMNS.includes(key) && isColumnAvailable(key, context));
  const availableSet = new Set(available);
  const arranged: ViewColumn[] = (saved ?? []).filter((column) => availableSet.has(column.key)).map((column) => ({ key: column.key, visible: column.visible }));
  const placed = new Set(arranged.map((column) => column.key));
  available.forEach((key, index) => {
    if (placed.has(key)) return;
    const previous = available
      .slice(0, index)
      .reverse()
      .find((candidate) => placed.has(candidate));
    const at = previous === undefined ? 0 : arranged.findIndex((column) => column.key === previous) + 1;
    arranged.splice(at, 0, { key, visible: !HIDDEN_BY_DEFAULT.includes(key) });
    placed.add(key);
  });
  return arranged;
}

/** The column ids to render, fixed ones at their ends. */
export function visibleColumnKeys(defaultKeys: readonly string[], arranged: readonly ViewColumn[], context: ColumnContext): string[] {
  const leading = defaultKeys.filter((key) => key === 'select');
  const trailing = defaultKeys.filter((key) => key === 'actions' && isColumnAvailable(key, context));
  return [...leading, ...arranged.filter((column) => column.visible).map((column) => column.key), ...trailing];
}

/** The columns a phone shows first: who the guest is. */
const PHONE_LEADING = ['first_name', 'last_name'];

/**
 * The column order on a phone: the selection box, then the guest's name, then the rest as
 * arranged (Check-in, Picture and Floor Plan no longer push the name off a 390 px screen).
 */
export function phoneColumnOrder(keys: readonly string[]): string[] {
  const leading = PHONE_LEADING.filter((key) => keys.includes(key));
  const select = keys.includes('select') ? ['select'] : [];
  return [...select, ...leading, ...keys.filter((key) => key !== 'select' && !leading.includes(key))];
}
