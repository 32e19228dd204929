export interface AttendeeShapeInput {
  id: string;
  event_uuid: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  /** The external order or attendee number an import brought (Eventbrite's Order #, Luma's api_id). */
  reference?: string | null;
  language?: string | null;
  parent_attendee_id: string | null;
  guest_of?: string | null;
  checked_in: boolean;
  checked_in_at: string | null;
  is_approved: boolean | null;
  is_attending: boolean | null;
  rsvped_at: string | null;
  /** Tag names (spec section 3); `tag_ids` and `tag_objects` say the same for the dashboard (tag-fields.ts). */
  tags?: string[];
  tag_ids?: string[];
  tag_objects?: { id: string; name: string; color: string }[];
  custom_fields?: Record<string, unknown>;
  /** The guest's ticket variation, else the event's default one. */
  ticket_variation?: { id: string; name: string; type: 'access_pass' | 'ticket' } | null;
  total_tickets?: number;
  is_invited?: boolean;
  invitation_sent_at?: string | null;
  link_clicked_at?: string | null;
  is_real_ticket?: boolean;
  is_name_modified?: boolean;
  is_draft?: boolean;
  ordering?: number | null;
  section?: string | null;
  table_no?: string | null;
  seat_no?: string | null;
  row_no?: string | null;
  table_label?: string | null;
  seat_id?: string | null;
  table_id?: string | null;
  host_group_id?: string | null;
  has_checkin_alert?: boolean;
  checkin_alert_users?: string[] | null;
  last_invitation_message?: string | null;
  /** When a Usher account with the guest's email was created (spec: user.created_at, column 'Account'). */
  account_created_at?: string | null;
  /** Their personal data was forgotten (erasure): the name reads 'Forgotten guest', contact details are gone. */
  is_forgotten?: boolean;
  created_at: string | null;
  updated_at: string | null;
}

/** The guest as the API answers it (spec section 3, Attendee), from commands and queries alike. */
export function attendeeShape(input: AttendeeShapeInput) {
  return {
    id: input.id,
    event_uuid: input.event_uuid,
    first_name: input.first_name,
    last_name: input.last_name,
    full_name: `${input.first_name} ${input.last_name}`.trim(),
    email: input.email,
    phone_number: input.phone_number,
    reference: input.reference ?? null,
    language: (input.language ?? null) as 'en' | 'de' | 'fr' | 'es' | null,
    profile_image_src: null as string | null,
    parent_attendee_id: input.parent_attendee_id,
    guest_of: input.guest_of ?? null,
    checked_in: input.checked_in,
    checked_in_at: input.checked_in_at,
    is_approved: input.is_approved,
    is_attending: input.is_attending,
    rsvped_at: input.rsvped_at,
    tags: input.tags ?? [],
    tag_ids: input.tag_ids ?? [],
    tag_objects: input.tag_objects ?? [],
    custom_fields: input.custom_fields ?? {},
    ticket_variation: input.ticket_variation ?? null,
    total_tickets: input.total_tickets ?? 1,
    is_invited: input.is_invited ?? false,
    invitation_sent_at: input.invitation_sent_at ?? null,
    link_clicked_at: input.link_clicked_at ?? null,
    is_real_ticket: input.is_real_ticket ?? true,
    is_name_modified: input.is_name_modified ?? false,
    is_draft: input.is_draft ?? false,
    ordering: input.ordering ?? null,
    section: input.section ?? null,
    table_no: input.table_no ?? null,
    seat_no: input.seat_no ?? null,
    row_no: input.row_no ?? null,
    table_label: input.table_label ?? null,
    seat_id: input.seat_id ?? null,
    table_id: input.table_id ?? null,
    host_group_id: input.host_group_id ?? null,
    has_checkin_alert: input.has_checkin_alert ?? false,
    checkin_alert_users: input.checkin_alert_users ?? [],
    last_invitation_message: input.last_invitation_message ?? null,
    account_created_at: input.account_created_at ?? null,
    is_forgotten: input.is_forgotten ?? false,
    created_at: input.created_at,
    updated_at: input.updated_at,
  };
}

export type AttendeeShape = ReturnType<typeof attendeeShape>;
