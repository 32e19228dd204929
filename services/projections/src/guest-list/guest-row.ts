import type { EventData } from '@usher/events';

/** A row of rm_attendees as the projection holds it in memory (JSON-ready). */
export interface GuestRow extends Record<string, unknown> {
  id: string;
  event_uuid: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  /** The external order or attendee number an import brought (Eventbrite's Order #, Luma's api_id). */
  reference: string | null;
  parent_attendee_id: string | null;
  checked_in: boolean;
  checked_in_at: string | null;
  /** Who checked them in (the check-in event's actor name). */
  checked_in_by: string | null;
  /** Their id: when they delete their account, the name reads 'Deleted user'. */
  checked_in_by_id: string | null;
  is_approved: boolean | null;
  is_attending: boolean | null;
  rsvped_at: string | null;
  tags: string[];
  custom_fields: Record<string, unknown>;
  ticket_variation_id: string | null;
  total_tickets: number;
  is_invited: boolean;
  invitation_sent_at: string | null;
  link_clicked_at: string | null;
  is_real_ticket: boolean;
  is_name_modified: boolean;
  is_draft: boolean;
  ordering: number | null;
  section: string | null;
  table_no: string | null;
  seat_no: string | null;
  seat_sort_key: string | null;
  /** The seat the guest holds (its table and section beside it: renames and deletes find the guest by them). */
  seat_id: string | null;
  table_id: string | null;
  section_id: string | null;
  /** A theatre row's label; table_no and table_label are a venue table's number and name. */
  row_no: string | null;
  table_label: string | null;
  host_group_id: string | null;
  has_checkin_alert: boolean;
  checkin_alert_users: string[] | null;
  last_invitation_message: string | null;
  /** Their personal data was forgotten (erasure): the row shows 'Forgotten guest'. */
  is_forgotten: boolean;
  /** When a Usher account with the guest's email was created (null: none). */
  account_created_at: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** What the guest list searches: names, email, phone and reference (an order number at the door), lower-cased. */
export function searchTextOf(row: { first_name: string; last_name: string; email: string | null; phone_number: string | null; reference?: string | null }): string {
  return [row.first_name, row.last_name, row.email ?? '', row.phone_number ?? '', row.reference ?? ''].join(' ').toLowerCase();
}

export function fullNameOf(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** Every column of a new guest's row: inserts write whole rows. */
export function newGuestRow(id: string, data: EventData<'AttendeeAdded'>, at: string): GuestRow {
  return {
    id,
    event_uuid: data.event_uuid,
    first_name: data.first_name,
    last_name: data.last_name,
    full_name: fullNameOf(data),
    email: data.email,
    phone_number: data.phone_number,
    reference: data.reference ?? null,
    parent_attendee_id: data.parent_attendee_id,
    checked_in: false,
    checked_in_at: null,
    checked_in_by: null,
    checked_in_by_id: null,
    is_approved: data.is_approved,
    is_attending: data.is_attending,
    rsvped_at: null,
    tags: [],
    custom_fields: {},
    ticket_variation_id: null,
    total_tickets: 1,
    is_invited: false,
    invitation_sent_at: null,
    link_clicked_at: null,
    is_real_ticket: data.is_placeholder !== true,
    is_name_modified: false,
    is_draft: false,
    ordering: null,
    section: null,
    table_no: null,
    seat_no: null,
    seat_sort_key: null,
    seat_id: null,
    table_id: null,
    section_id: null,
    row_no: null,
    table_label: null,
    host_group_id: data.host_group_id ?? null,
    has_checkin_alert: false,
    checkin_alert_users: [],
    last_invitation_message: null,
    is_forgotten: false,
    account_created_at: null,
    search_text: searchTextOf(data),
    created_at: at,
    updated_at: at,
  };
}
