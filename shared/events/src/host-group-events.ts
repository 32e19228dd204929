import { z } from 'zod';
import { uuid } from './common.ts';

// Host groups (spec sections 1 and 3 'Group'): one stream per group,
// `hostgroup-{group_id}`, and the event's group-tag catalogue on
// `hostgroup-tags-{event_uuid}`. Hosts and the group's guests are attendees of
// the event: these events carry their ids only, never names or addresses, so
// erasing a guest needs nothing from a group's stream.

const eventUuid = uuid.describe('The event the group belongs to.');
const groupId = uuid.describe('The group; its stream is `hostgroup-{group_id}`.');

/** A group's own fields (spec section 3 'Group'), as the group form edits them. */
export const HostGroupFields = z.object({
  name: z.string().describe("The group's name; its placeholder tickets are named 'Guest Of' + this name."),
  is_active: z.boolean().describe('False: the group is switched off and its hosts can not use their access.'),
  total_tickets: z.number().int().nonnegative().describe('Tickets allocated to the group: its guests, named or placeholders (hosts not counted).'),
  tag_color: z.string().nullable().describe('Colour the group shows with (one of the tag colours), or null.'),
  host_group_tag_id: uuid.nullable().describe("The group tag (from the event's group-tag catalogue), or null."),
  host_access_till: z
    .string()
    .nullable()
    .describe("Hosts may use their access until this moment, 'YYYY-MM-DD HH:MM:00' in the event's time zone; null: no limit."),
  experience_type: z.enum(['go', 'pro']).describe('go: hosts use a personal link and need no account; pro: hosts sign in with an Usher account.'),
  is_sending_tickets_enabled: z.boolean().describe('Hosts may send their guests their tickets.'),
  is_email_required: z.boolean().describe('Hosts must give an email for every guest they name.'),
  is_seating_hidden: z.boolean().describe('Hosts do not see seating.'),
  is_view_floorplan_enabled: z.boolean().describe('Hosts may view the floor plan (always false for pro groups and when the event has no seating).'),
  is_public_link_enabled: z.boolean().describe('The group has a public link guests can claim tickets through.'),
  journey_id: uuid.nullable().describe("A journey the group's guests follow, or null."),
});

export const HostGroupCreated = HostGroupFields.extend({ group_id: groupId, event_uuid: eventUuid }).describe(
  'An organiser created a host group (by hand or by an upload). Its placeholder tickets are added in the same transaction as guests of the group.',
);
export const HostGroupUpdated = z
  .object({ group_id: groupId, event_uuid: eventUuid, changes: HostGroupFields.partial().describe('The fields that changed, with their new values.') })
  .describe("A group's name, tickets, tag or settings changed (also when the event's default group settings were applied to it).");
export const HostGroupDeleted = z
  .object({ group_id: groupId, event_uuid: eventUuid })
  .describe('The group was deleted. Its placeholder tickets are removed in the same transaction; its named guests stay on the guest list without a group.');

const hostAttendee = uuid.describe('The host: an attendee of the event (their name and address are on their own stream).');
const attendingWithGroup = z.boolean().describe("True: the host comes to the event as one of the group's guests.");
export const HostGroupHostAdded = z
  .object({ group_id: groupId, event_uuid: eventUuid, attendee_id: hostAttendee, attending_with_group: attendingWithGroup })
  .describe('A guest of the event became a host of the group.');
export const HostGroupHostChanged = z
  .object({ group_id: groupId, event_uuid: eventUuid, attendee_id: hostAttendee, attending_with_group: attendingWithGroup })
  .describe('Whether a host comes with their group changed.');
export const HostGroupHostRemoved = z
  .object({ group_id: groupId, event_uuid: eventUuid, attendee_id: hostAttendee })
  .describe('A host no longer hosts the group (they stay on the guest list).');

export const HostGroupShared = z
  .object({
    group_id: groupId,
    event_uuid: eventUuid,
    host_ids: z.array(uuid).describe('The hosts emailed their access: a personal link (go) or a sign-in link (pro).'),
  })
  .describe('The group was shared with its hosts: each host with an email is sent their access.');
export const HostGroupTicketsSent = z
  .object({ group_id: groupId, event_uuid: eventUuid, attendee_ids: z.array(uuid).describe('The named guests with an email who are sent their pass link.') })
  .describe("The group's tickets were sent: each named guest with an email is emailed their pass link.");

export const HostGroupSendsLimited = z
  .object({
    group_id: groupId,
    event_uuid: eventUuid,
    attendee_id: uuid.describe('The guest a refused email was for.'),
    kind: z.enum(['invitation', 'pass']).describe('What the host tried to send.'),
    limit: z.enum(['guest', 'group', 'address']).describe('Which limit was reached: emails to one guest, from the whole group, or to one address, in an hour.'),
    max: z.number().int().positive().describe('The limit: emails allowed in the window.'),
    window_seconds: z.number().int().positive(),
  })
  .describe(
    'A host of the group sent emails from the portal faster than its limits allow: further sends are refused (429) until the window passes, and the organiser is told (written once per group per window).',
  );

export const HostGroupTagAdded = z
  .object({ event_uuid: eventUuid, tag_id: uuid.describe('The tag.'), name: z.string().describe("The tag's name, unique in the event (case-insensitive).") })
  .describe("A group tag was added to the event's group-tag catalogue (stream `hostgroup-tags-{event_uuid}`).");
export const HostGroupTagDeleted = z
  .object({ event_uuid: eventUuid, tag_id: uuid.describe('The tag.') })
  .describe('A group tag was deleted; groups that carried it show no tag.');

// On a guest's own stream (`attendee-{id}`).
export const AttendeeMovedToHostGroup = z
  .object({
    event_uuid: eventUuid,
    host_group_id: uuid.nullable().describe('The group the guest now belongs to; null: no group.'),
    from_host_group_id: uuid.nullable().describe('The group the guest left; null: none.'),
  })
  .describe('A guest was moved between host groups. A moved ticket is a real ticket from then on.');
export const AttendeePlaceholderRenamed = z
  .object({ event_uuid: eventUuid, last_name: z.string().describe("The group's new name, which an unnamed placeholder ticket carries as its last name.") })
  .describe("The group of a placeholder ticket was renamed, so the placeholder ('Guest Of' + group name) follows. It stays a placeholder.");
