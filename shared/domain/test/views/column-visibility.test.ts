import { describe, expect, it } from 'vitest';
import { arrangeColumns, isColumnAvailable, visibleColumnKeys, type ColumnContext } from '../../src/views/column-visibility.ts';

const KEYS = [
  'select',
  'checked_in',
  'first_name',
  'email',
  'phone_number',
  'guest_of',
  'total_tickets',
  'section',
  'row_no',
  'table_no',
  'table_label',
  'seat_no',
  'custom_fields.7',
  'account_created_at',
  'created_at',
  'actions',
];
const editor: ColumnContext = { canEdit: true, seatingEnabled: false, seatingType: 'venue' };

describe('column visibility', () => {
  it('hides the columns that need edit permission from people who may only view', () => {
    const viewer = { ...editor, canEdit: false };
    for (const key of ['email', 'phone_number', 'guest_of', 'total_tickets', 'parent_user_email', 'edit', 'actions'])
      expect(isColumnAvailable(key, viewer)).toBe(false);
    expect(isColumnAvailable('first_name', viewer)).toBe(true);
    expect(isColumnAvailable('email', editor)).toBe(true);
  });

  it('gives door staff the columns that let someone in, and none of RSVP, approval or invitations', () => {
    const door: ColumnContext = { canEdit: false, seatingEnabled: true, seatingType: 'venue', atTheDoor: true };
    const keys = [
      'checked_in',
      'first_name',
      'last_name',
      'has_checkin_alert',
      'ticket_variation',
      'table_no',
      'seat_no',
      'is_attending',
      'is_approved',
      'invitation_sent_at',
      'tags',
      'custom_fields.7',
    ];
    expect(keys.filter((key) => isColumnAvailable(key, door))).toEqual([
      'checked_in',
      'first_name',
      'last_name',
      'has_checkin_alert',
      'ticket_variation',
      'table_no',
      'seat_no',
    ]);
  });

  it('shows seating columns only with seating enabled, by seating type', () => {
    const keys = (context: typeof editor) =>
      ['floorplan_link', 'section', 'row_no', 'table_no', 'table_label', 'seat_no'].filter((key) => isColumnAvailable(key, context));
    expect(keys(editor)).toEqual([]);
    expect(keys({ ...editor, seatingEnabled: true, seatingType: 'venue' })).toEqual(['floorplan_link', 'table_no', 'table_label', 'seat_no']);
    expect(keys({ ...editor, seatingEnabled: true, seatingType: 'theatre' })).toEqual(['floorplan_link', 'section', 'row_no', 'seat_no']);
  });

  it('shows every available column in the default order when nothing was saved, without the fixed ones', () => {
    expect(arrangeColumns(KEYS, null, editor).map((c) => c.key)).toEqual([
      'checked_in',
      'first_name',
      'email',
      'phone_number',
      'guest_of',
      'total_tickets',
      'custom_fields.7',
      'account_created_at',
      'created_at',
    ]);
  });

  it('keeps the saved order and visibility, drops unknown keys and places new columns after their default neighbour', () => {
    const saved = [
      { key: 'created_at', visible: true },
      { key: 'first_name', visible: true },
      { key: 'email', visible: false },
      { key: 'custom_fields.gone', visible: true },
      { key: 'checked_in', visible: true },
    ];
    const arranged = arrangeColumns(['select', 'checked_in', 'first_name', 'email', 'custom_fields.7', 'created_at', 'actions'], saved, editor);
    expect(arranged).toEqual([
      { key: 'created_at', visible: true },
      { key: 'first_name', visible: true },
      { key: 'email', visible: false },
      { key: 'custom_fields.7', visible: true },
      { key: 'checked_in', visible: true },
    ]);
  });

  it('renders the checkbox first and the row menu last, the menu only for editors', () => {
    const arranged = [
      { key: 'email', visible: false },
      { key: 'first_name', visible: true },
    ];
    expect(visibleColumnKeys(['select', 'first_name', 'email', 'actions'], arranged, editor)).toEqual(['select', 'first_name', 'actions']);
    expect(visibleColumnKeys(['select', 'first_name', 'email', 'actions'], arranged, { ...editor, canEdit: false })).toEqual(['select', 'first_name']);
  });
});
