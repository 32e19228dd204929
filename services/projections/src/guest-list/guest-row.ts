import type { EventData } from '@usher/events';
import type { GuestRow } from '@usher/read-models/guest-row';

/** What the guest list searches: names, email, phone and reference (an order number at the door), lower-cased. */
export function searchTextOf(row: {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  reference?: string | null;
}): string {
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
    language: data.language ?? null,
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
