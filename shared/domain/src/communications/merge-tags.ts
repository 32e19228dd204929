/**
 * The merge tags of the email editor (spec section 2, Email template editor):
 * typed with @ and picked from this list. In a template's HTML a tag is
 * `<span data-type="mention" data-id="{id}">@{label}</span>`; the renderer
 * replaces it with the recipient's value, and with nothing else.
 */
export interface MergeTag {
  id: string;
  label: string;
  group: 'event' | 'individual' | 'link';
  /** A sample value for previews and the picker's hint. */
  example: string;
}

export const MERGE_TAGS: readonly MergeTag[] = [
  { id: 'event.name', label: 'Event name', group: 'event', example: 'Spring Gala' },
  { id: 'event.code', label: 'Event code', group: 'event', example: 'SPRING26' },
  { id: 'event.location', label: 'Event location', group: 'event', example: 'The Grand Hall, 1 Main St, Boston' },
  { id: 'event.start_date', label: 'Start date', group: 'event', example: 'May 14, 2027' },
  { id: 'event.start_time', label: 'Start time', group: 'event', example: '7:00 PM' },
  { id: 'event.timezone', label: 'Time zone', group: 'event', example: 'US/Eastern' },
  { id: 'guest.first_name', label: 'First name', group: 'individual', example: 'Ada' },
  { id: 'guest.last_name', label: 'Last name', group: 'individual', example: 'Lovelace' },
  { id: 'guest.total_tickets', label: 'Total tickets', group: 'individual', example: '2' },
  { id: 'guest.section', label: 'Seating section', group: 'individual', example: 'Balcony' },
  { id: 'guest.row', label: 'Row', group: 'individual', example: 'C' },
  { id: 'guest.table', label: 'Table', group: 'individual', example: '12' },
  { id: 'guest.seat', label: 'Seat', group: 'individual', example: '4' },
  { id: 'guest.tags', label: 'Tags', group: 'individual', example: 'VIP, Speaker' },
  { id: 'guest.host_tickets', label: 'Host tickets', group: 'individual', example: '4' },
  { id: 'guest.group_tag', label: 'Group tag', group: 'individual', example: 'Sponsor' },
  { id: 'guest.host_group_tags', label: 'Host group tags', group: 'individual', example: 'Gold, Table host' },
  { id: 'link.pass', label: 'Pass link', group: 'link', example: 'https://usher.example/pass/…' },
  { id: 'link.public_pass', label: 'Public pass link', group: 'link', example: 'https://usher.example/p/…' },
  { id: 'link.white_label_public_pass', label: 'White-label public pass link', group: 'link', example: 'https://usher.example/w/…' },
  { id: 'link.event', label: 'Event link', group: 'link', example: 'https://usher.example/rsvp/…' },
  { id: 'link.dynamic', label: 'Dynamic link', group: 'link', example: 'https://usher.example/rsvp/…' },
  { id: 'link.go_authentication', label: 'GO authentication link', group: 'link', example: 'https://usher.example/host/…' },
  { id: 'link.pro_authentication', label: 'PRO authentication link', group: 'link', example: 'https://usher.example/host/…' },
];

export const MERGE_TAG_GROUP_LABELS: Record<MergeTag['group'], string> = { event: 'Event details', individual: 'Individual', link: 'Links' };

const BY_ID = new Map(MERGE_TAGS.map((tag) => [tag.id, tag]));
export function mergeTagById(id: string): MergeTag | undefined {
  return BY_ID.get(id);
}

/** The values one recipient's message fills the tags with (every id of MERGE_TAGS). */
export type MergeValues = Record<string, string>;
