// The guest list: its rows, counters, tags, tabs, column settings, guest accounts and check-in alerts.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json } from '@usher/infra/db/schema';

export interface RmAttendeesTable {
  id: string;
  event_uuid: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  /** The external order or attendee number an import brought (migration 043). */
  reference: string | null;
  /** The guest's own language for their pages and e-mails, a code; null: the event's (migration 077). */
  language: string | null;
  parent_attendee_id: string | null;
  checked_in: Generated<boolean>;
  checked_in_at: Timestamp | null;
  /** The check-in event's actor name (migration 024). */
  checked_in_by: string | null;
  /** The check-in event's actor id (migration 035): the name goes when that account is deleted. */
  checked_in_by_id: string | null;
  is_approved: boolean | null;
  is_attending: boolean | null;
  rsvped_at: Timestamp | null;
  tags: ColumnType<string[], string | undefined, string>;
  custom_fields: ColumnType<Record<string, unknown>, string | undefined, string>;
  ticket_variation_id: string | null;
  total_tickets: Generated<number>;
  is_invited: Generated<boolean>;
  invitation_sent_at: Timestamp | null;
  link_clicked_at: Timestamp | null;
  is_real_ticket: Generated<boolean>;
  is_name_modified: Generated<boolean>;
  is_draft: Generated<boolean>;
  ordering: number | null;
  section: string | null;
  table_no: string | null;
  seat_no: string | null;
  seat_sort_key: string | null;
  /** Where the guest sits (migration 052): ids that renames and deletes find the guest by, and the spec's row and table-name columns. */
  seat_id: Generated<string | null>;
  table_id: Generated<string | null>;
  section_id: Generated<string | null>;
  row_no: Generated<string | null>;
  table_label: Generated<string | null>;
  host_group_id: string | null;
  has_checkin_alert: Generated<boolean>;
  account_created_at: Timestamp | null;
  last_invitation_message: string | null;
  checkin_alert_users: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** The guest's personal data was forgotten (migration 018): the row keeps only their states. */
  is_forgotten: Generated<boolean>;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmAttendeeStatsTable {
  event_uuid: string;
  total: Generated<number>;
  rsvp_pending: Generated<number>;
  rsvp_yes: Generated<number>;
  rsvp_no: Generated<number>;
  approval_pending: Generated<number>;
  approval_yes: Generated<number>;
  approval_no: Generated<number>;
  checked_in: Generated<number>;
  invited: Generated<number>;
  rsvped: Generated<number>;
  forfeited: Generated<number>;
  accounts: Generated<number>;
  seated: Generated<number>;
}

export interface RmAttendeeTagsTable {
  id: string;
  event_uuid: string;
  name: string;
  color: string;
  created_at: Timestamp;
}

export interface RmAttendeeTabsTable {
  id: string;
  event_uuid: string;
  name: string;
  filters: Json<Record<string, string>>;
  sort: string | null;
  columns: Json<{ key: string; visible: boolean }[]>;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmColumnSettingsTable {
  event_uuid: string;
  user_id: string;
  columns: Json<{ key: string; visible: boolean }[]>;
  updated_at: Timestamp;
}

export interface RmGuestAccountsTable {
  email: string;
  user_id: string;
  created_at: Timestamp;
}

export interface RmActionAlertsTable {
  id: string;
  event_uuid: string;
  user_id: string;
  action: 'check_in' | 'rsvp_yes' | 'rsvp_no' | 'link_clicked';
  created_by: string | null;
  created_at: Timestamp;
}

/** What the guest list knows of the floor plans (migration 074): the names its rows copy, how the pieces nest, the disabled seats. */
export interface RmGuestSeatPiecesTable {
  event_uuid: string;
  id: string;
  kind: 'section' | 'table' | 'seat';
  name: string;
  /** A venue table's name beside its number. */
  label: string | null;
  /** A table's shape: 'row' is a theatre row. */
  shape: string | null;
  /** A table's section, a seat's table. */
  parent_id: string | null;
  /** A seat nobody may take: the stat bar's seats leave it out. */
  disabled: Generated<boolean>;
}
