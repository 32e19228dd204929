// Host groups, their hosts and tags.
import type { Timestamp } from '@usher/infra/db/schema';

/** Host groups (migration 021). */
export interface RmHostGroupsTable {
  id: string;
  event_uuid: string;
  name: string;
  is_active: boolean;
  total_tickets: number;
  tag_color: string | null;
  host_group_tag_id: string | null;
  host_access_till: string | null;
  experience_type: 'go' | 'pro';
  is_sending_tickets_enabled: boolean;
  is_email_required: boolean;
  is_seating_hidden: boolean;
  is_view_floorplan_enabled: boolean;
  is_public_link_enabled: boolean;
  journey_id: string | null;
  shared_at: Timestamp | null;
  tickets_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmHostGroupHostsTable {
  group_id: string;
  attendee_id: string;
  event_uuid: string;
  attending_with_group: boolean;
  created_at: Timestamp;
}

export interface RmHostGroupTagsTable {
  id: string;
  event_uuid: string;
  name: string;
  created_at: Timestamp;
}
